import { hasRole } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { AccessDenied } from './access-denied';

/** Which Access Denied text each guarded area shows (spec 6 of both documents). */
export type GuardReason = 'admin' | 'superAdmin' | 'moderator' | 'analytics';

const MIN_ROLE: Record<GuardReason, Role> = {
  moderator: 'moderator',
  admin: 'admin',
  analytics: 'admin',
  superAdmin: 'super_admin',
};

interface RequireRoleProps {
  reason: GuardReason;
  children: ReactNode;
}

/**
 * Renders `children` only for a signed-in user holding the role behind `reason` (hierarchical);
 * anyone else sees the spec's Access Denied screen. Signed-out visitors never get here: the
 * signed-in layout shows them the sign-in page first.
 */
export function RequireRole({ reason, children }: RequireRoleProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user !== null && hasRole(user.role, MIN_ROLE[reason])) return children;
  if (reason === 'analytics') {
    const sentence = t('accessDenied.analytics');
    return <AccessDenied title={sentence} message={sentence} />;
  }
  return <AccessDenied message={t(`accessDenied.${reason}`)} />;
}
