import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';

/** What an organisation's current plan says about API use. */
export interface OrganizationApiPlan {
  subscriptionId: string;
  planName: string;
  apiAccess: boolean;
  /** API calls per calendar month (UTC); null = unlimited. */
  maxApiCalls: number | null;
}

export const NO_API_ACCESS_MESSAGE = 'Your plan does not include API access';

/**
 * The plan of the organisation's latest subscription (the one search limits read too); undefined when the
 * organisation has none, which grants no API access.
 */
export async function findOrganizationApiPlan(
  db: DbOrTx,
  organizationId: string,
): Promise<OrganizationApiPlan | undefined> {
  const [row] = await db
    .select({
      subscriptionId: organizationSubscriptions.id,
      planName: subscriptionPlans.displayName,
      featureFlags: subscriptionPlans.featureFlags,
      maxApiCalls: subscriptionPlans.maxApiCalls,
    })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  if (row === undefined) return undefined;
  return {
    subscriptionId: row.subscriptionId,
    planName: row.planName,
    apiAccess: row.featureFlags.apiAccess === true,
    maxApiCalls: row.maxApiCalls,
  };
}
