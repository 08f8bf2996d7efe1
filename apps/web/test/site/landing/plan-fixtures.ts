import { PLAN_FEATURE_KEYS, planSchema, plansReplySchema } from '@sanctions/contracts';
import type { Plan, PlanFeatureKey } from '@sanctions/contracts';

const features = (enabled: readonly PlanFeatureKey[]) =>
  planSchema.shape.features.parse(
    Object.fromEntries(PLAN_FEATURE_KEYS.map((key) => [key, enabled.includes(key)])),
  );

/** The three seeded plans as GET /api/v2/subscription/plans answers (yearly = 10 x monthly). */
export function buildPlansReply() {
  const plans: Plan[] = [
    {
      id: '0b8f5c1e-3a41-4d55-9d0e-1c2b3a4d5e61',
      name: 'basic',
      displayName: 'Starter',
      description: 'For small compliance teams.',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      maxUsers: 5,
      maxSearchesPerMonth: 250,
      maxApiCalls: 1_000,
      additionalCheckPrice: 50,
      features: features(['sanctionsCheck', 'apiAccess']),
      highlights: {
        en: ['250 searches per month', 'Core sanctions lists'],
        ar: ['250 عملية بحث شهريًا', 'قوائم العقوبات الأساسية'],
      },
      isCustom: false,
      isPopular: false,
    },
    {
      id: '0b8f5c1e-3a41-4d55-9d0e-1c2b3a4d5e62',
      name: 'professional',
      displayName: 'Professional',
      description: 'For growing teams.',
      monthlyPrice: 29_900,
      yearlyPrice: 299_000,
      maxUsers: 25,
      maxSearchesPerMonth: 2_500,
      maxApiCalls: 10_000,
      additionalCheckPrice: 25,
      features: features(['sanctionsCheck', 'bulkScreening', 'apiAccess']),
      highlights: {
        en: ['2,500 searches per month', 'Bulk screening'],
        ar: ['2,500 عملية بحث شهريًا', 'فحص جماعي'],
      },
      isCustom: false,
      isPopular: true,
    },
    {
      id: '0b8f5c1e-3a41-4d55-9d0e-1c2b3a4d5e63',
      name: 'enterprise',
      displayName: 'Enterprise',
      description: 'Custom pricing.',
      monthlyPrice: 0,
      yearlyPrice: 0,
      maxUsers: null,
      maxSearchesPerMonth: null,
      maxApiCalls: null,
      additionalCheckPrice: 0,
      features: features(PLAN_FEATURE_KEYS),
      highlights: {
        en: ['Unlimited searches', 'White-label'],
        ar: ['عمليات بحث غير محدودة', 'علامة تجارية خاصة'],
      },
      isCustom: true,
      isPopular: false,
    },
  ];
  return plansReplySchema.parse({ success: true, data: { plans } });
}
