import { and, eq, isNull } from 'drizzle-orm';
import type { Colleague, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { canReview } from '../monitoring/reviewers';
import { personName } from './alert-view';

/**
 * Whom the caller may assign an alert to: the organisation's active members, or (a standalone account)
 * only themself. `canReview` tells the web who can approve decisions in this scope.
 */
export async function listColleagues(db: DbOrTx, user: SessionUser): Promise<Colleague[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      organizationId: users.organizationId,
      organizationRole: users.organizationRole,
    })
    .from(users)
    .where(
      and(
        user.organizationId === null
          ? eq(users.id, user.id)
          : eq(users.organizationId, user.organizationId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
  const scope = { organizationId: user.organizationId, ownerUserId: user.id };
  return rows.map((row) => ({
    id: row.id,
    name: personName(row),
    email: row.email,
    canReview: canReview(
      {
        role: row.role,
        organizationId: row.organizationId,
        organizationRole: row.organizationId === null ? null : row.organizationRole,
      },
      scope,
    ),
  }));
}
