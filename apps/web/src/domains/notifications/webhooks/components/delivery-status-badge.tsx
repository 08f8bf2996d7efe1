import type { WebhookDeliveryStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const VARIANT = { pending: 'blue', succeeded: 'secondary', failed: 'red' } as const;

/** Pending, delivered or failed, in the reader's language. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
