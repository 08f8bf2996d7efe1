import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SeatUsage } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { organizationInvitations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';

/** The limits of the organisation's current plan (its newest subscription); null = unlimited or no plan. */
export interface OrganizationPlanLimits {
  maxUsers: number | null;
  maxSearchesPerMonth: number | null;
}

export async function findPlanLimits(
  db: DbOrTx,
  organizationId: string,
): Promise<OrganizationPlanLimits> {
  const [row] = await db
    .select({
      maxUsers: subscriptionPlans.maxUsers,
      maxSearchesPerMonth: subscriptionPlans.maxSearchesPerMonth,
    })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt), desc(organizationSubscriptions.id))
    .limit(1);
  return { maxUsers: row?.maxUsers ?? null, maxSearchesPerMonth: row?.maxSearchesPerMonth ?? null };
}

/**
 * Seats as the plan's `maxUsers` counts them: members who can sign in (active, not deleted) plus
 * invitations still open at `now` (each may become a member). `exceptEmail` leaves out the open
 * invitation a new one to the same address is about to replace.
 */
export async function countSeats(
  db: DbOrTx,
  organizationId: string,
  now: Date,
  options: { exceptEmail?: string } = {},
): Promise<SeatUsage> {
  const [members] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  const [invitations] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, now),
        options.exceptEmail === undefined
          ? undefined
          : sql`${organizationInvitations.email} <> ${options.exceptEmail}`,
      ),
    );
  const limits = await findPlanLimits(db, organizationId);
  return {
    activeMembers: members?.count ?? 0,
    openInvitations: invitations?.count ?? 0,
    maxUsers: limits.maxUsers,
  };
}
