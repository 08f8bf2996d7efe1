import type { AlertSummary } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { AlertKindBadge, RiskBadge, StatusBadge, subjectName } from './alert-labels';

/** The queue's rows: a table from the md breakpoint, cards below it (390 px phones). */
export function AlertQueueList({ alerts }: { alerts: AlertSummary[] }) {
  const { t } = useTranslation('cases');
  const { dateTime, number } = useLocaleFormatters();

  return (
    <>
      <div className="hidden md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('queue.title')}</caption>
          <thead className="text-start text-muted-foreground">
            <tr className="border-b">
              <th className="py-2 text-start font-medium">{t('columns.subject')}</th>
              <th className="py-2 text-start font-medium">{t('columns.entry')}</th>
              <th className="py-2 text-start font-medium">{t('columns.confidence')}</th>
              <th className="py-2 text-start font-medium">{t('columns.risk')}</th>
              <th className="py-2 text-start font-medium">{t('columns.status')}</th>
              <th className="py-2 text-start font-medium">{t('columns.assignee')}</th>
              <th className="py-2 text-start font-medium">{t('columns.raised')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.id} className="border-b last:border-0">
                <td className="py-2 pe-2">
                  <Link
                    to={paths.caseAlert}
                    params={{ alertId: alert.id }}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    <bdi>{subjectName(alert.subject)}</bdi>
                  </Link>
                </td>
                <td className="py-2 pe-2">
                  <bdi>{alert.entry.fullName}</bdi> <AlertKindBadge alert={alert} />
                  <span className="block text-xs text-muted-foreground">
                    {t(`lists.${alert.entry.sanctionList}`)} ·{' '}
                    <bdi dir="ltr">{alert.entry.sourceId}</bdi>
                  </span>
                </td>
                <td className="py-2 pe-2 tabular-nums">{number(alert.confidence)}%</td>
                <td className="py-2 pe-2">
                  <RiskBadge risk={alert.riskLevel} />
                </td>
                <td className="py-2 pe-2">
                  <StatusBadge alert={alert} />
                </td>
                <td className="py-2 pe-2">{alert.assignee?.name ?? t('queue.unassigned')}</td>
                <td className="py-2">{dateTime(alert.raisedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={t('queue.title')}>
        {alerts.map((alert) => (
          <li key={alert.id} className="grid min-w-0 gap-2 rounded-md border p-3 text-sm">
            <Link
              to={paths.caseAlert}
              params={{ alertId: alert.id }}
              className="font-medium break-words underline-offset-4 hover:underline"
            >
              <bdi>{subjectName(alert.subject)}</bdi>
            </Link>
            <span className="break-words">
              <bdi>{alert.entry.fullName}</bdi> <AlertKindBadge alert={alert} />{' '}
              <span className="text-xs text-muted-foreground">
                ({t(`lists.${alert.entry.sanctionList}`)} ·{' '}
                <bdi dir="ltr">{alert.entry.sourceId}</bdi>)
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <span className="tabular-nums">{number(alert.confidence)}%</span>
              <RiskBadge risk={alert.riskLevel} />
              <StatusBadge alert={alert} />
            </span>
            <span className="text-xs text-muted-foreground">
              {alert.assignee?.name ?? t('queue.unassigned')} · {dateTime(alert.raisedAt)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
