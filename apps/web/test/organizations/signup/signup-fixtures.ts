import { PLAN_FEATURE_KEYS, plansReplySchema } from '@sanctions/contracts';
import type { Plan, PlanFeatureKey } from '@sanctions/contracts';

function features(enabled: readonly PlanFeatureKey[]): Record<PlanFeatureKey, boolean> {
  return {
    sanctionsCheck: enabled.includes('sanctionsCheck'),
    pepCheck: enabled.includes('pepCheck'),
    watchlistScreening: enabled.includes('watchlistScreening'),
    bulkScreening: enabled.includes('bulkScreening'),
    realtimeAlerts: enabled.includes('realtimeAlerts'),
    apiAccess: enabled.includes('apiAccess'),
    advancedReporting: enabled.includes('advancedReporting'),
    dedicatedSupport: enabled.includes('dedicatedSupport'),
  };
}

const BASIC: Plan = {
  id: '0b6f7a1e-3c2d-4f5a-8b9c-1d2e3f4a5b01',
  name: 'basic',
  displayName: 'Starter',
  description: 'For small teams',
  monthlyPrice: 9_900,
  yearlyPrice: 99_000,
  maxUsers: 3,
  maxSearchesPerMonth: 250,
  maxApiCalls: 1_000,
  additionalCheckPrice: 0,
  features: features(['sanctionsCheck', 'apiAccess']),
  highlights: {
    en: ['250 searches per month', 'Core lists', 'E-mail support', 'API access', 'CSV export'],
    ar: ['250 عملية بحث شهريًا', 'القوائم الأساسية', 'دعم بالبريد', 'واجهة برمجية', 'تصدير CSV'],
  },
  isCustom: false,
  isPopular: false,
};

const PROFESSIONAL: Plan = {
  id: '0b6f7a1e-3c2d-4f5a-8b9c-1d2e3f4a5b02',
  name: 'professional',
  displayName: 'Professional',
  description: 'For compliance teams',
  monthlyPrice: 29_900,
  yearlyPrice: 299_000,
  maxUsers: 10,
  maxSearchesPerMonth: 2_500,
  maxApiCalls: 10_000,
  additionalCheckPrice: 10,
  features: features(PLAN_FEATURE_KEYS.filter((key) => key !== 'dedicatedSupport')),
  highlights: {
    en: [
      '2,500 searches per month',
      'All lists',
      'Priority support',
      'Advanced API',
      'Bulk screening',
      'Custom reports',
      'Webhook alerts',
    ],
    ar: [
      '2,500 عملية بحث شهريًا',
      'جميع القوائم',
      'دعم ذو أولوية',
      'واجهة برمجية متقدمة',
      'فحص جماعي',
      'تقارير مخصصة',
      'تنبيهات فورية',
    ],
  },
  isCustom: false,
  isPopular: true,
};

const ENTERPRISE: Plan = {
  id: '0b6f7a1e-3c2d-4f5a-8b9c-1d2e3f4a5b03',
  name: 'enterprise',
  displayName: 'Enterprise',
  description: 'For large institutions',
  monthlyPrice: 0,
  yearlyPrice: 0,
  maxUsers: null,
  maxSearchesPerMonth: null,
  maxApiCalls: null,
  additionalCheckPrice: 0,
  features: features(PLAN_FEATURE_KEYS),
  highlights: { en: ['Unlimited searches'], ar: ['عمليات بحث غير محدودة'] },
  isCustom: true,
  isPopular: false,
};

/** GET /api/v2/subscription/plans as the seeded server answers it, checked by the contract. */
export const PLANS_REPLY = plansReplySchema.parse({
  success: true,
  data: { plans: [BASIC, PROFESSIONAL, ENTERPRISE] },
});
