import type { SubscriptionStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

// Spec 2: active default, trial secondary, suspended destructive, cancelled outline; past_due (billing
// page only in the spec) is orange: money is owed but the service still runs.
const STATUS_VARIANTS: Record<SubscriptionStatus, NonNullable<BadgeProps['variant']>> = {
  active: 'default',
  trial: 'secondary',
  suspended: 'destructive',
  cancelled: 'outline',
  past_due: 'orange',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('organization');
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
