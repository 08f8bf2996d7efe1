import { can } from '@sanctions/contracts';
import type { AdminUser, SessionUser } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStateBadge } from '@/components/account-state-badge';
import { RoleBadge } from '@/components/role-badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useUserAudit } from '../api/get-user-audit';
import { displayLimits } from '../lib/display-limits';
import { staffRights } from '../lib/staff-rights';
import { useUsersFormatters } from '../lib/use-users-formatters';
import { UserActivityHistory } from './user-activity-history';

interface UserDetailsDialogProps {
  user: AdminUser | null;
  viewer: Pick<SessionUser, 'id' | 'role'>;
  onResetPassword: (user: AdminUser) => void;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** User Details (spec 2): user information, activity history, account details and the actions. */
export function UserDetailsDialog({
  user,
  viewer,
  onResetPassword,
  onClose,
}: UserDetailsDialogProps) {
  const { t } = useTranslation('users');
  const format = useUsersFormatters();
  const navigate = useNavigate();
  const rights = user ? staffRights(viewer, user) : null;
  const audit = useUserAudit(user?.id ?? null, rights?.mayViewHistory ?? false);
  const limits = user ? displayLimits(user) : null;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('details.title')}</DialogTitle>
          <DialogDescription>{user ? `${user.firstName} ${user.lastName}` : ''}</DialogDescription>
        </DialogHeader>
        {user && rights && limits ? (
          <div className="grid gap-6">
            <section className="grid gap-3" aria-labelledby="user-details-information">
              <h3 id="user-details-information" className="font-semibold">
                {t('details.userInformation')}
              </h3>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label={t('details.name')}>{`${user.firstName} ${user.lastName}`}</Fact>
                <Fact label={t('details.email')}>
                  <span dir="ltr">{user.email}</span>
                </Fact>
                <Fact label={t('details.role')}>
                  <RoleBadge role={user.role} />
                </Fact>
                <Fact label={t('details.status')}>
                  <AccountStateBadge state={user.accountState} />
                </Fact>
                <Fact label={t('details.organization')}>
                  {user.organizationId === null
                    ? t('details.noOrganization')
                    : user.organizationName}
                </Fact>
                <Fact label={t('details.organizationRole')}>
                  {t(`organizationRoles.${user.organizationRole}`)}
                </Fact>
              </dl>
            </section>
            {rights.mayViewHistory ? (
              <section className="grid gap-3" aria-labelledby="user-details-history">
                <h3 id="user-details-history" className="font-semibold">
                  {t('details.activityHistory')}
                </h3>
                <UserActivityHistory
                  entries={audit.data}
                  isPending={audit.isPending}
                  isError={audit.isError}
                />
              </section>
            ) : null}
            <section className="grid gap-3" aria-labelledby="user-details-account">
              <h3 id="user-details-account" className="font-semibold">
                {t('details.accountDetails')}
              </h3>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label={t('details.id')}>
                  <span className="font-mono text-xs" dir="ltr">
                    {user.id}
                  </span>
                </Fact>
                <Fact label={t('details.verified')}>
                  {user.isVerified ? t('details.yes') : t('details.no')}
                </Fact>
                <Fact label={t('details.limits')}>
                  {t('limits.both', {
                    daily: format.number(limits.daily),
                    monthly: format.number(limits.monthly),
                  })}
                </Fact>
                <Fact label={t('details.created')}>{format.dateTime(user.createdAt)}</Fact>
                <Fact label={t('details.lastLogin')}>
                  {user.lastLoginAt === null ? t('never') : format.dateTime(user.lastLoginAt)}
                </Fact>
                <Fact label={t('details.notes')}>{user.notes ?? t('details.empty')}</Fact>
              </dl>
            </section>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('details.close')}
              </Button>
              {rights.mayResetPassword ? (
                <Button type="button" variant="outline" onClick={() => onResetPassword(user)}>
                  {t('details.resetPassword')}
                </Button>
              ) : null}
              {can(viewer.role, 'super-admin:view') ? (
                <Button
                  type="button"
                  onClick={() =>
                    void navigate({
                      href: `${paths.superAdmin}?tab=user-analytics&userId=${encodeURIComponent(user.id)}`,
                    })
                  }
                >
                  {t('details.viewAnalytics')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
