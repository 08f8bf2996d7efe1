import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  organizationSubscriptions,
  organizationUsage,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { userUsageStats } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { toPlan } from '../../billing';

/** Whose monthly searches a bulk job counts against (ADR 016). */
export interface BulkOwner {
  userId: string;
  organizationId: string | null;
}

/** The monthly allowance a bulk job draws on, at one instant. */
export interface BulkAllowance {
  kind: 'organization' | 'user';
  /** Organisation members: the plan has bulk screening. Standalone users always may. */
  bulkScreening: boolean;
  /** A suspended or cancelled subscription blocks screening (ADR 009); null when none applies. */
  inactiveReason: string | null;
  used: number;
  /** null: nothing blocks (an unlimited plan, or a plan that bills searches above its limit). */
  limit: number | null;
  subscriptionId: string | null;
  planName: string | null;
  /** `YYYY-MM-DD` of the 1st of next month (UTC), when the allowance resets. */
  resetsOn: string;
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function monthStart(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

function nextMonthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

/**
 * Reads the allowance of `owner` at `now`: the organisation plan's monthly searches (summed from
 * `organization_usage`) for members, the user's own monthly limit (summed from `user_usage_stats`) for
 * standalone users. Inside a transaction that locked the counter row of the day, the sums are current.
 */
export async function readBulkAllowance(
  db: DbOrTx,
  owner: BulkOwner,
  now: Date,
): Promise<BulkAllowance> {
  const since = monthStart(now);
  const resetsOn = nextMonthStart(now);
  if (owner.organizationId === null) {
    const [row] = await db
      .select({
        limit: users.maxSearchesPerMonth,
        // Single searches and bulk rows alike draw on the monthly limit.
        used: sql<number>`(select coalesce(sum(${userUsageStats.searchCount} + ${userUsageStats.bulkRowCount}), 0)::int from ${userUsageStats}
          where ${userUsageStats.userId} = ${users.id} and ${userUsageStats.date} >= ${since}::date)`,
      })
      .from(users)
      .where(eq(users.id, owner.userId));
    return {
      kind: 'user',
      bulkScreening: true,
      inactiveReason: null,
      used: row?.used ?? 0,
      limit: row?.limit ?? 0,
      subscriptionId: null,
      planName: null,
      resetsOn,
    };
  }
  const [subscription] = await db
    .select({ subscription: organizationSubscriptions, plan: subscriptionPlans })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    // The latest subscription whatever its status, as the search path reads it.
    .where(eq(organizationSubscriptions.organizationId, owner.organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  const [usage] = await db
    .select({ used: sql<number>`coalesce(sum(${organizationUsage.searchCount}), 0)::int` })
    .from(organizationUsage)
    .where(
      and(
        eq(organizationUsage.organizationId, owner.organizationId),
        gte(organizationUsage.date, since),
      ),
    );
  const used = usage?.used ?? 0;
  if (!subscription) {
    return {
      kind: 'organization',
      bulkScreening: false,
      inactiveReason: null,
      used,
      limit: null,
      subscriptionId: null,
      planName: null,
      resetsOn,
    };
  }
  const plan = toPlan(subscription.plan);
  return {
    kind: 'organization',
    bulkScreening: plan.features.bulkScreening,
    inactiveReason: inactiveReason(subscription.subscription.status),
    used,
    limit: plan.additionalCheckPrice > 0 ? null : plan.maxSearchesPerMonth,
    subscriptionId: subscription.subscription.id,
    planName: plan.displayName,
    resetsOn,
  };
}

function inactiveReason(status: string): string | null {
  if (status === 'suspended') {
    return "Your organization's subscription is suspended for non-payment, so screening is blocked. Ask your organization owner to pay the open invoice; screening resumes once the payment is verified.";
  }
  if (status === 'cancelled') {
    return "Your organization's subscription is cancelled, so screening is blocked. Ask your organization owner to contact us to renew it.";
  }
  return null;
}

/** Searches left this month; null when nothing limits them. */
export function remainingSearches(allowance: BulkAllowance): number | null {
  return allowance.limit === null ? null : Math.max(0, allowance.limit - allowance.used);
}

/** Refuses a caller who may not run bulk jobs at all: no plan feature, or an inactive subscription. */
export function assertMayBulkScreen(allowance: BulkAllowance): void {
  if (allowance.inactiveReason !== null) {
    throw new AppError('SUBSCRIPTION_INACTIVE', allowance.inactiveReason);
  }
  if (!allowance.bulkScreening) {
    throw new AppError(
      'FORBIDDEN',
      allowance.planName === null
        ? 'Bulk screening needs an organization subscription to a plan that includes it. Ask your organization owner to subscribe.'
        : `Your organization's ${allowance.planName} plan does not include bulk screening. Ask your organization owner to upgrade the plan.`,
    );
  }
}

/** Refuses, before anything is stored, a file that needs more searches than remain this month. */
export function assertAllowanceCovers(allowance: BulkAllowance, rowsToScreen: number): void {
  const remaining = remainingSearches(allowance);
  if (remaining === null || rowsToScreen <= remaining) return;
  const whose =
    allowance.kind === 'organization'
      ? `your organization's ${allowance.planName ?? ''} plan has`
      : 'your account has';
  throw new AppError(
    'SEARCH_LIMIT_REACHED',
    `This file has ${rowsToScreen} rows to screen, but ${whose} only ${remaining} searches left this month ` +
      `(each screened row counts as one search; the allowance resets on ${allowance.resetsOn} at 00:00 UTC). ` +
      'Upload a smaller file or ask for a larger plan.',
    {
      details: { rowsToScreen, remaining },
      messageKey: 'bulkAllowance.insufficient',
      messageParams: { rows: rowsToScreen, remaining, resetsOn: allowance.resetsOn },
    },
  );
}

/**
 * Locks the owner's counter row of the day (creating it at 0), so chunks and single searches claiming the
 * same allowance queue behind this transaction; then the allowance read in the same transaction is
 * current. Call inside the transaction that writes the chunk's results.
 */
export async function lockTodaysCounter(
  tx: DbOrTx,
  owner: BulkOwner,
  subscriptionId: string | null,
  now: Date,
): Promise<void> {
  const today = utcDay(now);
  if (owner.organizationId === null) {
    await tx
      .insert(userUsageStats)
      .values({ userId: owner.userId, date: today, searchCount: 0, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [userUsageStats.userId, userUsageStats.date],
        set: { updatedAt: now },
      });
    return;
  }
  await tx
    .insert(organizationUsage)
    .values({
      organizationId: owner.organizationId,
      subscriptionId,
      date: today,
      searchCount: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [organizationUsage.organizationId, organizationUsage.date],
      set: { updatedAt: now },
    });
}

/** Adds `count` screened rows to the owner's counter of the day (locked by {@link lockTodaysCounter}). */
export async function countBulkSearches(
  tx: DbOrTx,
  owner: BulkOwner,
  count: number,
  now: Date,
): Promise<void> {
  if (count <= 0) return;
  const today = utcDay(now);
  if (owner.organizationId === null) {
    await tx
      .update(userUsageStats)
      // Apart from the single searches, so a bulk job never uses up the day's single searches.
      .set({ bulkRowCount: sql`${userUsageStats.bulkRowCount} + ${count}`, updatedAt: now })
      .where(and(eq(userUsageStats.userId, owner.userId), eq(userUsageStats.date, today)));
    return;
  }
  await tx
    .update(organizationUsage)
    .set({ searchCount: sql`${organizationUsage.searchCount} + ${count}`, updatedAt: now })
    .where(
      and(
        eq(organizationUsage.organizationId, owner.organizationId),
        eq(organizationUsage.date, today),
      ),
    );
}
