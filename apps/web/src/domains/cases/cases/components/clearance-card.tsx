import type { Clearance, ClearanceState } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { ClearanceActions } from './clearance-actions';

const STATE_VARIANT: Record<ClearanceState, BadgeProps['variant']> = {
  active: 'blue',
  expired: 'secondary',
  revoked: 'red',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One clearance of the whitelist: subject, listed entry, who approved it, when, why, hash, state. */
export function ClearanceCard({ clearance }: { clearance: Clearance }) {
  const { t } = useTranslation('cases');
  const { date, dateTime } = useLocaleFormatters();
  const { subject, entry, revocation } = clearance;
  return (
    <li
      className="grid gap-3 rounded-md border p-4"
      aria-label={`${subject.displayName} – ${entry.fullName}`}
      data-testid="clearance"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          <bdi>{subject.displayName}</bdi>
          {subject.arabicName !== '' && subject.arabicName !== subject.displayName ? (
            <span className="ms-2 font-normal text-muted-foreground" dir="rtl">
              {subject.arabicName}
            </span>
          ) : null}
        </p>
        <Badge variant={STATE_VARIANT[clearance.state]}>
          {t(`clearances.states.${clearance.state}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('clearances.entry')}>
          <bdi>{entry.fullName}</bdi> · {t(`lists.${entry.sanctionList}`)}{' '}
          <bdi className="font-mono text-xs">{entry.sourceId}</bdi>
          {entry.unchanged ? null : (
            <span className="block text-amber-700 dark:text-amber-300">
              {t('clearances.entryChanged')}
            </span>
          )}
        </Field>
        <Field label={t('clearances.approvedBy')}>
          <bdi>{clearance.approvedBy.name}</bdi> · {dateTime(clearance.approvedAt)}
          <span className="block text-muted-foreground">
            {t('clearances.proposedBy', { name: clearance.proposedBy.name })}
          </span>
        </Field>
        <Field label={t('clearances.reason')}>
          <bdi>{clearance.reason}</bdi>
        </Field>
        <Field label={t('clearances.expires')}>
          {clearance.expiresAt === null ? t('clearances.noExpiry') : date(clearance.expiresAt)}
        </Field>
        <Field label={t('clearances.contentHash')}>
          <code className="font-mono text-xs" dir="ltr">
            {entry.contentHash}
          </code>
        </Field>
        <Field label={t('clearances.case')}>
          <Link
            to={paths.caseAlert}
            params={{ alertId: clearance.alertId }}
            className="underline underline-offset-4"
          >
            {t('clearances.openCase')}
          </Link>
        </Field>
      </dl>
      {revocation !== null ? (
        <p className="text-sm" role="status">
          {revocation.status === 'pending'
            ? t('clearances.revocationPending', {
                name: revocation.requestedBy.name,
                when: dateTime(revocation.requestedAt),
                reason: revocation.reason,
              })
            : t(`clearances.revocation.${revocation.status}`, {
                requester: revocation.requestedBy.name,
                reviewer: revocation.reviewedBy?.name ?? '',
                when: revocation.reviewedAt === null ? '' : dateTime(revocation.reviewedAt),
                reason: revocation.reviewReason ?? '',
              })}
        </p>
      ) : null}
      <ClearanceActions clearance={clearance} />
    </li>
  );
}
