import { PLAN_FEATURE_KEYS, planSchema } from '@sanctions/contracts';
import type { Plan } from '@sanctions/contracts';
import type { subscriptionPlans } from '../../../db/schema/billing';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Every one of the eight keys, so clients never meet a missing flag; a key the row lacks is off. */
function toFeatureMap(flags: Record<string, boolean>): Plan['features'] {
  return planSchema.shape.features.parse(
    Object.fromEntries(PLAN_FEATURE_KEYS.map((key) => [key, flags[key] === true])),
  );
}

/**
 * A `subscription_plans` row as the API shows it: the highlight columns (`features` English, `featuresAr`
 * Arabic) become `highlights`, and `featureFlags` the eight-key `features` map.
 */
export function toPlan(row: PlanRow): Plan {
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
