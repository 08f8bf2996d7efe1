import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';

export type OrganizationRow = typeof organizations.$inferSelect;

/**
 * Pending applications, oldest first (first come, first reviewed), with the owner and the plan asked for.
 * Sign-up writes exactly one subscription and one owner per application.
 */
export function findPendingOrganizations(db: DbOrTx) {
  return db
    .select({
      organization: organizations,
      owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      subscription: {
        planName: subscriptionPlans.name,
        planDisplayName: subscriptionPlans.displayName,
        billingCycle: organizationSubscriptions.billingCycle,
        monthlyPrice: subscriptionPlans.monthlyPrice,
        yearlyPrice: subscriptionPlans.yearlyPrice,
      },
    })
    .from(organizations)
    .innerJoin(
      organizationSubscriptions,
      eq(organizationSubscriptions.organizationId, organizations.id),
    )
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .leftJoin(
      users,
      and(
        eq(users.organizationId, organizations.id),
        eq(users.organizationRole, 'owner'),
        isNull(users.deletedAt),
      ),
    )
    .where(eq(organizations.status, 'pending'))
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
}

export async function findOrganizationStatus(
  db: DbOrTx,
  organizationId: string,
): Promise<OrganizationRow['status'] | undefined> {
  const [row] = await db
    .select({ status: organizations.status })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.status;
}

/**
 * Approves the organisation only if it is still pending, in one statement: of two simultaneous approvals
 * (or an approval racing a rejection) exactly one gets the row.
 */
export async function approvePendingOrganization(
  db: DbOrTx,
  organizationId: string,
  input: { approvedBy: string; now: Date },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({
      status: 'approved',
      approvedBy: input.approvedBy,
      approvedAt: input.now,
      rejectionReason: null,
      updatedAt: input.now,
    })
    .where(and(eq(organizations.id, organizationId), eq(organizations.status, 'pending')))
    .returning();
  return row;
}

/** Rejects the organisation only if it is still pending (see {@link approvePendingOrganization}). */
export async function rejectPendingOrganization(
  db: DbOrTx,
  organizationId: string,
  input: { reason: string; now: Date },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ status: 'rejected', rejectionReason: input.reason, updatedAt: input.now })
    .where(and(eq(organizations.id, organizationId), eq(organizations.status, 'pending')))
    .returning();
  return row;
}

/** The organisation's owner (the account sign-up created); undefined when there is none. */
export async function findOwner(db: DbOrTx, organizationId: string) {
  const [owner] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.organizationRole, 'owner'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner;
}

/** The organisation's latest subscription with its plan. */
export async function findSubscription(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      id: organizationSubscriptions.id,
      billingCycle: organizationSubscriptions.billingCycle,
      plan: {
        name: subscriptionPlans.name,
        displayName: subscriptionPlans.displayName,
        monthlyPrice: subscriptionPlans.monthlyPrice,
        yearlyPrice: subscriptionPlans.yearlyPrice,
        isCustom: subscriptionPlans.isCustom,
      },
    })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** The trial runs from approval: its first period is the trial itself. */
export async function startTrial(
  db: DbOrTx,
  subscriptionId: string,
  input: { now: Date; trialEnd: Date },
): Promise<void> {
  await db
    .update(organizationSubscriptions)
    .set({
      status: 'trial',
      trialEnd: input.trialEnd,
      currentPeriodStart: input.now,
      currentPeriodEnd: input.trialEnd,
      updatedAt: input.now,
    })
    .where(eq(organizationSubscriptions.id, subscriptionId));
}

export async function cancelSubscription(
  db: DbOrTx,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(organizationSubscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(organizationSubscriptions.id, subscriptionId));
}
