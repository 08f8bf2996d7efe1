import { PLAN_FEATURE_KEYS, planSchema, plansReplySchema } from '@sanctions/contracts';
import type { Plan } from '@sanctions/contracts';

const allFeatures = planSchema.shape.features.parse(
  Object.fromEntries(PLAN_FEATURE_KEYS.map((key) => [key, true])),
);

const plan = (name: string, displayName: string, monthlyPrice: number, isCustom = false): Plan => ({
  id: `0b8f5c1e-3a41-4d55-9d0e-${String(monthlyPrice).padStart(12, '0')}`,
  name,
  displayName,
  description: null,
  monthlyPrice,
  yearlyPrice: monthlyPrice * 10,
  maxUsers: isCustom ? null : 10,
  maxSearchesPerMonth: isCustom ? null : 2_500,
  maxApiCalls: isCustom ? null : 10_000,
  additionalCheckPrice: 0,
  features: allFeatures,
  highlights: { en: [], ar: [] },
  isCustom,
  isPopular: name === 'professional',
});

/** GET /api/v2/subscription/plans: Starter, Professional and custom-priced Enterprise. */
export const plansReply = () =>
  plansReplySchema.parse({
    success: true,
    data: {
      plans: [
        plan('basic', 'Starter', 9_900),
        plan('professional', 'Professional', 29_900),
        plan('enterprise', 'Enterprise', 0, true),
      ],
    },
  });
