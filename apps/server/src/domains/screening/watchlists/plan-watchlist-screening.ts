import { desc, eq } from 'drizzle-orm';
import { WATCHLIST_MESSAGES } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { AppError } from '../../../lib/app-error';

/** Whether an organisation's current plan screens its own watchlists, and if not why. */
export type WatchlistPlan = 'included' | 'not-in-plan' | 'no-plan';

/**
 * Reads the organisation's current plan (its latest subscription, as the search limits read it) for
 * `watchlistScreening`.
 */
export async function readWatchlistPlan(
  db: DbOrTx,
  organizationId: string,
): Promise<WatchlistPlan> {
  const [row] = await db
    .select({ featureFlags: subscriptionPlans.featureFlags })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  if (row === undefined) return 'no-plan';
  return row.featureFlags.watchlistScreening === true ? 'included' : 'not-in-plan';
}

/** Whether a search of this caller screens its organisation's watchlists. */
export async function screensWatchlists(
  db: DbOrTx,
  organizationId: string | null,
): Promise<boolean> {
  return organizationId !== null && (await readWatchlistPlan(db, organizationId)) === 'included';
}

/** 403 with the plan message when the organisation's plan has no watchlist screening. */
export async function assertWatchlistPlan(db: DbOrTx, organizationId: string): Promise<void> {
  const plan = await readWatchlistPlan(db, organizationId);
  if (plan === 'included') return;
  const key = plan === 'no-plan' ? 'watchlist.noPlan' : 'watchlist.planLacksFeature';
  throw new AppError('FORBIDDEN', WATCHLIST_MESSAGES[key], { messageKey: key, messageParams: {} });
}
