import type { AlertSummary, RiskLevel } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** The subject's name as typed: Latin when given, else the Arabic one. */
export function subjectName(
  subject: Pick<AlertSummary['subject'], 'firstName' | 'lastName' | 'arabicName'>,
): string {
  const latin = `${subject.firstName} ${subject.lastName}`.trim();
  return latin === '' ? subject.arabicName : latin;
}

const RISK_VARIANT: Record<RiskLevel, 'destructive' | 'secondary' | 'outline'> = {
  high: 'destructive',
  medium: 'secondary',
  low: 'outline',
};

export function RiskBadge({ risk }: { risk: RiskLevel }) {
  const { t } = useTranslation('cases');
  return <Badge variant={RISK_VARIANT[risk]}>{t(`risk.${risk}`)}</Badge>;
}

export function StatusBadge({ alert }: { alert: Pick<AlertSummary, 'status' | 'resolution'> }) {
  const { t } = useTranslation('cases');
  const label =
    alert.status === 'decided' && alert.resolution !== null
      ? t(`resolution.${alert.resolution}`)
      : t(`status.${alert.status}`);
  return <Badge variant={alert.status === 'decided' ? 'secondary' : 'outline'}>{label}</Badge>;
}

/**
 * A PEP alert's mark (ADR 040: enhanced due diligence) or a watchlist alert's (ADR 042: the organisation's
 * own list): a different risk from a sanctions hit.
 */
export function AlertKindBadge({ alert }: { alert: Pick<AlertSummary, 'kind'> }) {
  const { t } = useTranslation('cases');
  if (alert.kind === 'pep') return <Badge variant="outline">{t('pep.kind')}</Badge>;
  if (alert.kind === 'watchlist') return <Badge variant="outline">{t('watchlist.kind')}</Badge>;
  return null;
}
