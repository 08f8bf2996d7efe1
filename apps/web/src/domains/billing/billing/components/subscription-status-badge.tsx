import type { BillingSubscriptionStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

// Spec 2: active default, trial secondary, suspended destructive, cancelled outline; past due (shown
// only on billing) in orange, an alarm short of suspension.
const VARIANTS: Record<BillingSubscriptionStatus, BadgeProps['variant']> = {
  active: 'default',
  trial: 'secondary',
  past_due: 'orange',
  suspended: 'destructive',
  cancelled: 'outline',
};

export function SubscriptionStatusBadge({ status }: { status: BillingSubscriptionStatus }) {
  const { t } = useTranslation('billing');
  return <Badge variant={VARIANTS[status]}>{t(`subscriptionStatus.${status}`)}</Badge>;
}
