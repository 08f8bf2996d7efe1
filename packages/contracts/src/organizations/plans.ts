import { z } from 'zod';

/** The spec's eight plan feature keys (organizations-billing-admin 3, "Plan"), in display order. */
export const PLAN_FEATURE_KEYS = [
  'sanctionsCheck',
  'pepCheck',
  'watchlistScreening',
  'bulkScreening',
  'realtimeAlerts',
  'apiAccess',
  'advancedReporting',
  'dedicatedSupport',
] as const;
export const planFeatureKeySchema = z.enum(PLAN_FEATURE_KEYS);
export type PlanFeatureKey = z.infer<typeof planFeatureKeySchema>;

/** Plan names offered at sign-up. */
export const PLAN_NAMES = ['basic', 'professional', 'enterprise'] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

export const BILLING_CYCLE_VALUES = ['monthly', 'yearly'] as const;
export const billingCycleSchema = z.enum(BILLING_CYCLE_VALUES);
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** Days of the free trial that starts when the provider approves an organisation. */
export const TRIAL_DAYS = 14;
/** Most features a plan card shows in the sign-up wizard. */
export const SIGNUP_CARD_FEATURES = 5;
/**
 * The saving that yearly billing gives on every priced plan, in whole percent, or null
 * when some plan saves nothing. Computed from the prices (issue 23 §4), never typed: the spec's "Save
 * 20 %" on the landing page was not true of the plans (yearly = 10 x monthly saves 16.7 %, shown as 17 %). The
 * smallest saving is advertised, so the badge is true of whichever plan the visitor picks.
 */
export function yearlySavingPercent(
  plans: readonly { monthlyPrice: number; yearlyPrice: number }[],
): number | null {
  const savings = plans
    .filter((plan) => plan.monthlyPrice > 0 && plan.yearlyPrice > 0)
    .map((plan) => Math.round(100 * (1 - plan.yearlyPrice / (12 * plan.monthlyPrice))));
  if (savings.length === 0) return null;
  const smallest = Math.min(...savings);
  return smallest > 0 ? smallest : null;
}

/** A plan as `GET /api/v2/subscription/plans` shows it. Prices are integer cents (USD). */
export const planSchema = z.object({
  id: z.uuid(),
  /** basic | professional | enterprise (custom plans created later may use other names). */
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  monthlyPrice: z.number().int().nonnegative(),
  yearlyPrice: z.number().int().nonnegative(),
  /** Null = unlimited. */
  maxUsers: z.number().int().positive().nullable(),
  maxSearchesPerMonth: z.number().int().positive().nullable(),
  maxApiCalls: z.number().int().positive().nullable(),
  /** Price of each search above the monthly allowance, in cents; 0 = searches stop at the limit. */
  additionalCheckPrice: z.number().int().nonnegative(),
  /** The eight feature keys as booleans. */
  features: z.record(planFeatureKeySchema, z.boolean()),
  /** Marketing highlights shown on plan cards, per language, same order. */
  highlights: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }),
  /** Custom pricing (Enterprise): prices are 0 and the card leads to /contact. */
  isCustom: z.boolean(),
  /** Tagged "Most Popular". */
  isPopular: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ plans: z.array(planSchema) }),
});
export type PlansReply = z.infer<typeof plansReplySchema>;

/** Price per month shown for a plan and cycle: yearly billing shows yearly / 12 (spec 9), in cents. */
export function monthlyEquivalentCents(
  plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>,
  cycle: BillingCycle,
): number {
  return cycle === 'yearly' && plan.yearlyPrice > 0
    ? Math.round(plan.yearlyPrice / 12)
    : plan.monthlyPrice;
}
