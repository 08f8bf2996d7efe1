import type { UserAuditEntry } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { auditChanges, isAuditField, isRole } from '../lib/audit-change-text';
import { useUsersFormatters } from '../lib/use-users-formatters';

interface UserActivityHistoryProps {
  entries: UserAuditEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The administrative actions on a user, newest first, with who acted and what changed. */
export function UserActivityHistory({ entries, isPending, isError }: UserActivityHistoryProps) {
  const { t } = useTranslation('users');
  const format = useUsersFormatters();

  const valueText = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('details.empty');
    if (typeof value === 'boolean') return value ? t('details.yes') : t('details.no');
    if (typeof value === 'number') return format.number(value);
    if (isRole(value)) return t(`roleNames.${value}`);
    return String(value);
  };
  const fieldText = (field: string) => (isAuditField(field) ? t(`fields.${field}`) : field);

  if (isPending)
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('details.historyLoading')}
      </div>
    );
  if (isError || entries === undefined)
    return <p className="text-sm text-destructive">{t('details.historyFailed')}</p>;
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">{t('details.noActivity')}</p>;
  return (
    <ol className="grid gap-3" aria-label={t('details.activityHistory')}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-medium">
              {t(`auditActions.${entry.action}`, { defaultValue: entry.action })}
            </span>
            <time className="text-muted-foreground" dateTime={entry.timestamp}>
              {format.dateTime(entry.timestamp)}
            </time>
          </div>
          {entry.actor ? (
            <div className="text-muted-foreground">
              {t('details.by', { name: `${entry.actor.firstName} ${entry.actor.lastName}` })}
            </div>
          ) : null}
          {entry.reason ? <div>{t('details.reason', { reason: entry.reason })}</div> : null}
          <ul className="mt-1 grid gap-0.5">
            {auditChanges(entry.before, entry.after).map((change) => (
              <li key={change.field}>
                {t('details.change', {
                  field: fieldText(change.field),
                  before: valueText(change.before),
                  after: valueText(change.after),
                })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
