import type { BulkRowStatus, RiskLevel } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

const STATUS_VARIANTS: Record<BulkRowStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  clear: 'outline',
  hit: 'red',
  invalid: 'secondary',
  error: 'destructive',
};

const RISK_VARIANTS: Record<RiskLevel, BadgeProps['variant']> = {
  high: 'red',
  medium: 'orange',
  low: 'blue',
};

export function RowStatusBadge({ status }: { status: BulkRowStatus }) {
  const { t } = useTranslation('bulk');
  return <Badge variant={STATUS_VARIANTS[status]}>{t(`rowStatuses.${status}`)}</Badge>;
}

export function RowRiskBadge({ risk }: { risk: RiskLevel | null }) {
  const { t } = useTranslation('bulk');
  if (risk === null) return <span aria-hidden="true">-</span>;
  return <Badge variant={RISK_VARIANTS[risk]}>{t(`risks.${risk}`)}</Badge>;
}
