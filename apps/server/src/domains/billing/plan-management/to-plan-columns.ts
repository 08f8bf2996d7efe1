import type { UpdatePlanBody } from '@sanctions/contracts';
import type { subscriptionPlans } from '../../../db/schema/billing';

type PlanColumns = Partial<typeof subscriptionPlans.$inferInsert>;

/**
 * The editable fields of a create or update body as `subscription_plans` columns: the English highlights
 * live in `features`, the Arabic ones in `featuresAr` and the eight flags in `featureFlags` (the spec's
 * `features` column predates the flags). `name` is never among them: it is set once, at creation. Fields
 * absent from the body are left out.
 */
export function toPlanColumns(body: UpdatePlanBody): PlanColumns {
  const { name: _name, features, highlights, ...plain } = body;
  return {
    ...plain,
    ...(features === undefined ? {} : { featureFlags: features }),
    ...(highlights === undefined ? {} : { features: highlights.en, featuresAr: highlights.ar }),
  };
}
