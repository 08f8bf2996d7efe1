import type { AlertDetail } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { DecisionForm } from './decision-form';
import { ReviewForm } from './review-form';

/** Every decision with its maker and second reviewer, and the form the caller may use now. */
export function DecisionsPanel({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation('cases');
  const { dateTime } = useLocaleFormatters();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('decide.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {alert.decisions.length > 0 ? (
          <ul className="grid gap-3" aria-label={t('decide.history')}>
            {alert.decisions.map((decision) => (
              <li key={decision.id} className="grid gap-2 rounded-md border p-3 text-sm">
                <p>
                  <span className="font-medium">{t(`decisions.${decision.decision}`)}</span>
                  {' — '}
                  {t('decide.madeBy', {
                    name: decision.maker.name,
                    at: dateTime(decision.createdAt),
                  })}
                </p>
                <p className="break-words whitespace-pre-wrap text-muted-foreground">
                  <bdi>{decision.reason}</bdi>
                </p>
                {decision.approval ? (
                  <p data-testid="approval">
                    {t(`review.${decision.approval.outcome}By`, {
                      name: decision.approval.reviewer.name,
                      at: dateTime(decision.approval.createdAt),
                    })}
                    {': '}
                    <bdi className="break-words">{decision.approval.reason}</bdi>
                  </p>
                ) : null}
                {decision.requiresApproval && decision.approval === null ? (
                  alert.permissions.review.includes(decision.id) ? (
                    <ReviewForm decision={decision} />
                  ) : (
                    <p className="font-medium text-amber-700 dark:text-amber-300">
                      {t('review.waiting')}
                    </p>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {alert.closedNote ? <p className="text-sm">{alert.closedNote}</p> : null}
        {alert.permissions.decide ? (
          <DecisionForm alert={alert} />
        ) : alert.status === 'open' || alert.status === 'escalated' ? (
          <p className="text-sm text-muted-foreground">{t('decide.notAllowed')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
