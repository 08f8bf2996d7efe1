import { asc, eq } from 'drizzle-orm';
import { PLAN_FEATURE_KEYS, planSchema } from '@sanctions/contracts';
import type { Plan } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { subscriptionPlans } from '../../db/schema/billing';

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Every one of the eight keys, so clients never meet a missing flag; a key the row lacks is off. */
function toFeatureMap(flags: Record<string, boolean>): Plan['features'] {
  return planSchema.shape.features.parse(
    Object.fromEntries(PLAN_FEATURE_KEYS.map((key) => [key, flags[key] === true])),
  );
}

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    maxUsers: row.maxUsers,
    maxSearchesPerMonth: row.maxSearchesPerMonth,
    maxApiCalls: row.maxApiCalls,
    additionalCheckPrice: row.additionalCheckPrice,
    features: toFeatureMap(row.featureFlags),
    highlights: { en: row.features, ar: row.featuresAr },
    isCustom: row.isCustom,
    isPopular: row.isPopular,
  };
}

/**
 * The active plans in display order. The plan rows are the one source of the landing page's pricing, the
 * sign-up wizard and billing, so a super admin's edit shows everywhere at once.
 */
export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
  return rows.map(toPlan);
}
