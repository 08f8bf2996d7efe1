import type { MatchStatus, RiskLevel } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

const STATUS_VARIANTS: Record<MatchStatus, BadgeProps['variant']> = {
  active_sanction: 'red',
  review_required: 'orange',
  likely_clear: 'secondary',
};

const RISK_VARIANTS: Record<RiskLevel, BadgeProps['variant']> = {
  high: 'red',
  medium: 'orange',
  low: 'blue',
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation('search');
  return <Badge variant={STATUS_VARIANTS[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function RiskLevelBadge({ riskLevel }: { riskLevel: RiskLevel }) {
  const { t } = useTranslation('search');
  return <Badge variant={RISK_VARIANTS[riskLevel]}>{t(`riskLevels.${riskLevel}`)}</Badge>;
}
