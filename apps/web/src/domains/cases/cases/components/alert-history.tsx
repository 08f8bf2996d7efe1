import { MAX_REASON_LENGTH } from '@sanctions/contracts';
import type { AlertEvent } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { useComment } from '../api/cases-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';

/** The case's history, oldest first as it happened, and the comment box. */
export function AlertHistory({ alertId, events }: { alertId: string; events: AlertEvent[] }) {
  const { t } = useTranslation('cases');
  const { dateTime } = useLocaleFormatters();
  const comment = useComment(alertId);
  const errorMessage = useCaseErrorMessage();
  const [body, setBody] = useState('');

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('history.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3 border-s ps-4" aria-label={t('history.title')}>
          {events.map((event) => (
            <li key={event.id} className="grid gap-0.5 text-sm">
              <span className="font-medium">{t(`events.${event.kind}`)}</span>
              <span className="text-xs text-muted-foreground">
                {event.actor?.name ?? t('history.system')} · {dateTime(event.createdAt)}
              </span>
              {event.text ? (
                <p className="break-words whitespace-pre-wrap">
                  <bdi>{event.text}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const text = body.trim();
            if (text === '') return;
            comment.mutate(text, { onSuccess: () => setBody('') });
          }}
        >
          <Label htmlFor="alert-comment">{t('history.comment')}</Label>
          <Textarea
            id="alert-comment"
            dir="auto"
            value={body}
            maxLength={MAX_REASON_LENGTH}
            onChange={(event) => setBody(event.target.value)}
          />
          {comment.error ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(comment.error, t('history.commentFailed'))}
            </p>
          ) : null}
          <div>
            <Button
              type="submit"
              variant="outline"
              disabled={comment.isPending || body.trim() === ''}
            >
              {t('history.addComment')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
