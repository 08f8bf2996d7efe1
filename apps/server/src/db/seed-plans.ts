import type { PlanFeatureKey } from '@sanctions/contracts';
import type { subscriptionPlans } from './schema/billing';

type PlanSeed = Omit<
  typeof subscriptionPlans.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'features' | 'featuresAr' | 'featureFlags'
> & {
  features: string[];
  /** The English highlights in Arabic, same order. */
  featuresAr: string[];
  featureFlags: Record<PlanFeatureKey, boolean>;
};

// Yearly = 10 x monthly ("two months free"): the 17% saving the sign-up wizard advertises (1 - 10/12 = 16.7%).
const YEARLY_MONTHS = 10;

/**
 * The plans of the spec (organizations-billing-admin 9, "Landing plans"). Limits of `null` are unlimited.
 * API-call allowances and per-check overage prices are not given by the spec; these are our defaults.
 * Feature flags follow the highlights: Starter's core lists and API; Professional's bulk screening,
 * webhook alerts (real-time alerts) and custom reports (advanced reporting); Enterprise's dedicated support.
 */
export const PLAN_SEEDS: readonly PlanSeed[] = [
  {
    name: 'basic',
    displayName: 'Starter',
    description: 'For small compliance teams screening customers against the core sanctions lists.',
    monthlyPrice: 9_900,
    yearlyPrice: 9_900 * YEARLY_MONTHS,
    maxUsers: 5,
    maxSearchesPerMonth: 250,
    maxApiCalls: 1_000,
    additionalCheckPrice: 50,
    features: [
      '250 searches per month',
      'Core sanctions lists (OFAC, UN, EU, UK)',
      'Email support',
      'API access',
      'CSV export',
      '30-day data retention',
    ],
    featuresAr: [
      '250 عملية بحث شهريًا',
      'قوائم العقوبات الأساسية (OFAC والأمم المتحدة والاتحاد الأوروبي والمملكة المتحدة)',
      'دعم عبر البريد الإلكتروني',
      'الوصول إلى واجهة برمجة التطبيقات',
      'تصدير CSV',
      'الاحتفاظ بالبيانات لمدة 30 يومًا',
    ],
    featureFlags: {
      sanctionsCheck: true,
      pepCheck: false,
      watchlistScreening: true,
      bulkScreening: false,
      realtimeAlerts: false,
      apiAccess: true,
      advancedReporting: false,
      dedicatedSupport: false,
    },
    isCustom: false,
    isPopular: false,
    sortOrder: 1,
  },
  {
    name: 'professional',
    displayName: 'Professional',
    description: 'For growing teams that screen in bulk and report to regulators.',
    monthlyPrice: 29_900,
    yearlyPrice: 29_900 * YEARLY_MONTHS,
    maxUsers: 25,
    maxSearchesPerMonth: 2_500,
    maxApiCalls: 10_000,
    additionalCheckPrice: 25,
    features: [
      '2,500 searches per month',
      'All sanctions lists',
      'Priority support',
      'Advanced API',
      'Bulk screening',
      'Custom reports',
      '1-year data retention',
      'Webhook alerts',
    ],
    featuresAr: [
      '2,500 عملية بحث شهريًا',
      'جميع قوائم العقوبات',
      'دعم ذو أولوية',
      'واجهة برمجة تطبيقات متقدمة',
      'الفحص المجمّع',
      'تقارير مخصصة',
      'الاحتفاظ بالبيانات لمدة سنة',
      'تنبيهات عبر Webhook',
    ],
    featureFlags: {
      sanctionsCheck: true,
      pepCheck: true,
      watchlistScreening: true,
      bulkScreening: true,
      realtimeAlerts: true,
      apiAccess: true,
      advancedReporting: true,
      dedicatedSupport: false,
    },
    isCustom: false,
    isPopular: true,
    sortOrder: 2,
  },
  {
    name: 'enterprise',
    displayName: 'Enterprise',
    description:
      'Custom pricing for institutions with high volumes, integrations and on-premise needs.',
    monthlyPrice: 0,
    yearlyPrice: 0,
    maxUsers: null,
    maxSearchesPerMonth: null,
    maxApiCalls: null,
    additionalCheckPrice: 0,
    features: [
      'Unlimited searches',
      'Dedicated support',
      'Custom integrations',
      '99.9% SLA',
      'On-premise option',
      'Training',
      'Unlimited data retention',
      'White-label',
    ],
    featuresAr: [
      'عمليات بحث غير محدودة',
      'دعم مخصص',
      'تكاملات مخصصة',
      'اتفاقية مستوى خدمة بنسبة 99.9%',
      'خيار التثبيت في مقر العميل',
      'التدريب',
      'الاحتفاظ بالبيانات دون حد زمني',
      'علامة تجارية خاصة بكم',
    ],
    featureFlags: {
      sanctionsCheck: true,
      pepCheck: true,
      watchlistScreening: true,
      bulkScreening: true,
      realtimeAlerts: true,
      apiAccess: true,
      advancedReporting: true,
      dedicatedSupport: true,
    },
    isCustom: true,
    isPopular: false,
    sortOrder: 3,
  },
];
