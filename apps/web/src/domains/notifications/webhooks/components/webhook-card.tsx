import type { Webhook } from '@sanctions/contracts';
import { ChevronDown, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { DeliveriesLog } from './deliveries-log';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useFormatTime } from './use-format-time';

/** One endpoint as a card (no wide table, so a phone never scrolls sideways): test, log and delete. */
export function WebhookCard({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const { t } = useTranslation('webhooks');
  const errorMessage = useApiErrorMessage();
  const formatTime = useFormatTime();
  const sendTest = useSendTestWebhook();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const logId = `webhook-deliveries-${webhook.id}`;
  const answer = sendTest.data;

  return (
    <li aria-label={webhook.url}>
      <Card>
        <CardContent className="grid gap-3 p-4">
          <div className="grid min-w-0 gap-1">
            <p dir="ltr" className="break-all text-start font-mono text-sm font-medium">
              {webhook.url}
            </p>
            {webhook.description === null ? null : (
              <p className="text-sm text-muted-foreground">{webhook.description}</p>
            )}
            <p className="text-xs text-muted-foreground">
              {t('card.secret', { last4: webhook.secretLast4 })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{t('card.events')}:</span>
            {webhook.events.map((event) => (
              <Badge key={event} variant="outline">
                {t(`events.${event}`)}
              </Badge>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{t('card.lastDelivery')}:</span>
            {webhook.lastDelivery === null ? (
              <span className="text-muted-foreground">{t('card.noDelivery')}</span>
            ) : (
              <>
                <DeliveryStatusBadge status={webhook.lastDelivery.status} />
                <span dir="ltr" className="text-muted-foreground">
                  {webhook.lastDelivery.responseStatus === null
                    ? t('card.noResponse')
                    : t('card.responseStatus', { status: webhook.lastDelivery.responseStatus })}
                </span>
                <time className="text-muted-foreground" dateTime={webhook.lastDelivery.at}>
                  {formatTime(webhook.lastDelivery.at)}
                </time>
              </>
            )}
          </div>
          {answer === undefined ? null : (
            <Alert variant={answer.status === 'succeeded' ? 'info' : 'destructive'} role="status">
              <AlertDescription className="grid gap-1">
                <span>
                  {answer.responseStatus === null
                    ? t('test.noAnswer', { error: answer.error ?? '' })
                    : t('test.answer', { status: answer.responseStatus })}
                </span>
                {answer.responseBody === null || answer.responseBody === '' ? null : (
                  <span className="grid gap-1">
                    <span className="font-medium">{t('test.body')}</span>
                    <code dir="ltr" className="block break-all text-start font-mono text-xs">
                      {answer.responseBody}
                    </code>
                  </span>
                )}
              </AlertDescription>
            </Alert>
          )}
          {sendTest.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(sendTest.error, t('test.failed'))}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={sendTest.isPending}
              aria-label={t('card.testLabel', { url: webhook.url })}
              onClick={() => sendTest.mutate(webhook.id)}
            >
              <Send aria-hidden="true" className="rtl:-scale-x-100" />
              {sendTest.isPending ? t('card.sending') : t('card.sendTest')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-expanded={isLogOpen}
              aria-controls={logId}
              aria-label={t('card.deliveriesLabel', { url: webhook.url })}
              onClick={() => setIsLogOpen((open) => !open)}
            >
              <ChevronDown aria-hidden="true" className={isLogOpen ? 'rotate-180' : undefined} />
              {isLogOpen ? t('card.hideDeliveries') : t('card.showDeliveries')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-destructive"
              aria-label={t('card.deleteLabel', { url: webhook.url })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
              {t('card.delete')}
            </Button>
          </div>
          {isLogOpen ? (
            <section id={logId} aria-label={t('deliveries.title')}>
              <DeliveriesLog webhookId={webhook.id} />
            </section>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}
