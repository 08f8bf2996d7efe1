import { useTranslation } from 'react-i18next';
import { AccountStateBadge } from '@/components/account-state-badge';
import { RoleBadge } from '@/components/role-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/lib/use-date-time';
import { useUserDetails } from '../api/get-user-insights';
import { useNumberFormat } from '../lib/use-number-format';
import { LoadError } from './load-error';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

/** Profile, organisation, security state, recent sign-ins and the audit rows about the user. */
export function UserDetailsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('super-admin');
  const { dateTime } = useDateTime('');
  const number = useNumberFormat();
  const details = useUserDetails(userId);
  const data = details.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.detailsTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {details.isPending ? <Spinner className="mx-auto" /> : null}
        {details.isError ? (
          <LoadError
            title={t('analytics.detailsFailed')}
            error={details.error}
            onRetry={() => void details.refetch()}
          />
        ) : null}
        {data ? (
          <>
            <dl className="grid gap-2">
              <Row label={t('analytics.email')}>{data.user.email}</Row>
              <Row label={t('analytics.role')}>
                <RoleBadge role={data.user.role} />
              </Row>
              <Row label={t('analytics.status')}>
                <AccountStateBadge state={data.user.accountState} />
              </Row>
              <Row label={t('analytics.organization')}>
                {data.organization?.displayName ?? data.user.organizationName}
              </Row>
              <Row label={t('analytics.twoFactor')}>
                {data.security.twoFactorEnabled ? t('analytics.on') : t('analytics.off')}
              </Row>
              <Row label={t('analytics.sessions')}>{number(data.security.activeSessions)}</Row>
              <Row label={t('analytics.lastLogin')}>
                {data.security.lastLoginAt === null
                  ? t('common.never')
                  : dateTime(data.security.lastLoginAt)}
              </Row>
              <Row label={t('analytics.created')}>{dateTime(data.user.createdAt)}</Row>
            </dl>
            {data.security.mustChangePassword ? (
              <Badge variant="orange">{t('analytics.mustChange')}</Badge>
            ) : null}
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('analytics.recentLogins')}</h3>
              {data.recentLoginAttempts.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('analytics.noLogins')}</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {data.recentLoginAttempts.map((attempt) => (
                    <li key={attempt.id} className="flex flex-wrap justify-between gap-2">
                      <span>
                        {attempt.success
                          ? t('analytics.loginSucceeded')
                          : t('analytics.loginFailed')}
                        {attempt.ipAddress ? ` · ${attempt.ipAddress}` : ''}
                      </span>
                      <span className="text-muted-foreground">{dateTime(attempt.timestamp)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('analytics.recentAudit')}</h3>
              {data.recentAudit.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('analytics.noAudit')}</p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {data.recentAudit.map((entry) => (
                    <li key={entry.id} className="grid gap-0.5 border-b pb-2 last:border-0">
                      <span className="font-mono text-xs">{entry.action}</span>
                      <span className="text-xs text-muted-foreground">
                        {dateTime(entry.timestamp)}
                        {entry.actor
                          ? ` · ${t('analytics.by', { name: `${entry.actor.firstName} ${entry.actor.lastName}` })}`
                          : ''}
                      </span>
                      {entry.reason ? (
                        <span>{t('analytics.reason', { reason: entry.reason })}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
