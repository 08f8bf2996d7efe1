import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ORGANIZATION_MANAGER_ROLES, hasRole } from '@sanctions/contracts';
import type { OrganizationRole, Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/users';

/**
 * The four-eyes reviewer right (ADR 020): who may approve or send back a proposed decision on an alert.
 * An organisation's alerts are reviewed by its owners and admins; a standalone account's alerts, which have
 * no colleague to ask, by the provider's staff (moderator and above). Being the decision's maker is checked
 * separately, on the decision.
 */

/** Whose alert it is: an organisation's, or (organizationId null) a standalone account's. */
export interface AlertScope {
  organizationId: string | null;
  ownerUserId: string;
}

export interface ReviewerCandidate {
  role: Role;
  organizationId: string | null;
  organizationRole: OrganizationRole | null;
}

/** Global roles that review standalone accounts' decisions. */
const STAFF_REVIEWER_ROLES: readonly Role[] = ['moderator', 'admin', 'super_admin'];

export function canReview(user: ReviewerCandidate, alertScope: AlertScope): boolean {
  if (alertScope.organizationId === null) return hasRole(user.role, 'moderator');
  return (
    user.organizationId === alertScope.organizationId &&
    user.organizationRole !== null &&
    ORGANIZATION_MANAGER_ROLES.includes(user.organizationRole)
  );
}

export interface Reviewer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The account's preferences (language, notification choices), as stored. */
  preferences: Record<string, unknown> | null;
}

/** Active accounts holding the reviewer right in `alertScope` (the people to tell a decision waits). */
export async function findReviewers(db: DbOrTx, alertScope: AlertScope): Promise<Reviewer[]> {
  const scopeCondition =
    alertScope.organizationId === null
      ? inArray(users.role, [...STAFF_REVIEWER_ROLES])
      : and(
          eq(users.organizationId, alertScope.organizationId),
          inArray(users.organizationRole, [...ORGANIZATION_MANAGER_ROLES]),
        );
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      preferences: users.preferences,
    })
    .from(users)
    .where(and(scopeCondition, eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.firstName, users.lastName, users.id);
}
