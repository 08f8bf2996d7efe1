import type { WebhookDelivery } from '@sanctions/contracts';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { eventLabel } from './event-label';
import { useFormatTime } from './use-format-time';

function DeliveryItem({
  delivery,
  onReplay,
  isReplaying,
}: {
  delivery: WebhookDelivery;
  onReplay: () => void;
  isReplaying: boolean;
}) {
  const { t } = useTranslation('webhooks');
  const formatTime = useFormatTime();
  const event = eventLabel(t, delivery.event);
  const time = formatTime(delivery.lastAttemptAt ?? delivery.createdAt);
  return (
    <li
      aria-label={`${event} ${time}`}
      className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <DeliveryStatusBadge status={delivery.status} />
          <span className="font-medium">{event}</span>
          {delivery.replayOf === null ? null : (
            <span className="text-muted-foreground">({t('deliveries.replayOf')})</span>
          )}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
          <span>{t('deliveries.attempts', { count: delivery.attempts })}</span>
          <span>
            {t('deliveries.responseStatus')}:{' '}
            <span dir="ltr">{delivery.responseStatus ?? t('deliveries.none')}</span>
          </span>
          <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>{time}</time>
        </p>
        {delivery.error === null ? null : (
          <p dir="ltr" className="break-all text-start text-destructive">
            {delivery.error}
          </p>
        )}
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={isReplaying}
        aria-label={t('deliveries.replayLabel', { event, time })}
        onClick={onReplay}
      >
        <RotateCcw aria-hidden="true" />
        {isReplaying ? t('deliveries.replaying') : t('deliveries.replay')}
      </Button>
    </li>
  );
}

/** One endpoint's newest deliveries (status, event, attempts, answer, time) with "Replay". */
export function DeliveriesLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('webhooks');
  const errorMessage = useApiErrorMessage();
  const deliveries = useWebhookDeliveries(webhookId, { isEnabled: true });
  const replay = useReplayWebhookDelivery();

  if (deliveries.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('deliveries.loading')}
      </p>
    );
  }
  if (deliveries.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{t('deliveries.error')}</AlertDescription>
      </Alert>
    );
  }
  const list = deliveries.data.deliveries;
  return (
    <div className="grid gap-2">
      {replay.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorMessage(replay.error, t('deliveries.replayFailed'))}
          </AlertDescription>
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('deliveries.empty')}</p>
      ) : (
        <ul aria-label={t('deliveries.list')} className="grid gap-2">
          {list.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              isReplaying={replay.isPending && replay.variables === delivery.id}
              onReplay={() =>
                replay.mutate(delivery.id, {
                  onSuccess: () => toast({ title: t('deliveries.replayed'), variant: 'success' }),
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
