import {
  PLAN_FEATURE_KEYS,
  organizationDetailsSchema,
  organizationPlanViewSchema,
} from '@sanctions/contracts';
import type { OrganizationDetails, PlanFeatureKey } from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';

export const ORGANIZATION_ID = '6a1f0c2e-9b3d-4e5f-8a7b-2c1d0e9f8a01';
const DAY_MS = 86_400_000;

export const OWNER = buildSessionUser({
  organizationId: ORGANIZATION_ID,
  organizationRole: 'owner',
});
export const ORG_ADMIN = buildSessionUser({
  organizationId: ORGANIZATION_ID,
  organizationRole: 'admin',
});
export const MEMBER = buildSessionUser({
  organizationId: ORGANIZATION_ID,
  organizationRole: 'member',
});
export const STANDALONE = buildSessionUser();

/** An instant `days` from now (fractional days allowed), as the server sends instants. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** The eight feature flags with exactly `enabled` on. */
export function featureFlags(enabled: readonly PlanFeatureKey[]) {
  return organizationPlanViewSchema.shape.features.parse(
    Object.fromEntries(PLAN_FEATURE_KEYS.map((key) => [key, enabled.includes(key)])),
  );
}

/** Professional on a running trial, 4 of 10 users, 1,200 of 2,500 searches; overridable per part. */
export function buildOrganizationDetails(
  overrides: {
    [K in keyof OrganizationDetails]?: Partial<OrganizationDetails[K]>;
  } = {},
): OrganizationDetails {
  const base: OrganizationDetails = {
    organization: {
      id: ORGANIZATION_ID,
      name: 'Levant Exchange LLC',
      displayName: 'Levant Exchange',
      description: 'Remittances across the Levant',
      industry: 'finance',
      contactEmail: 'compliance@levant.example',
      contactPhone: '+962 6 555 0100',
      website: 'https://levant.example',
      taxId: null,
      address: { street: '1 Rainbow St', city: 'Amman', state: '', country: 'Jordan', zipCode: '' },
      status: 'approved',
      requireTwoFactor: false,
      createdAt: '2026-01-10T09:00:00.000Z',
    },
    subscription: {
      status: 'trial',
      billingCycle: 'monthly',
      trialEnd: daysFromNow(4.5),
      currentPeriodStart: daysFromNow(-9.5),
      currentPeriodEnd: daysFromNow(4.5),
      scheduledPlan: null,
    },
    plan: {
      id: '0b6f7a1e-3c2d-4f5a-8b9c-1d2e3f4a5b02',
      name: 'professional',
      displayName: 'Professional',
      description: 'For compliance teams',
      monthlyPrice: 29_900,
      yearlyPrice: 299_000,
      additionalCheckPrice: 10,
      features: featureFlags(PLAN_FEATURE_KEYS.filter((key) => key !== 'dedicatedSupport')),
      highlights: {
        en: [
          '2,500 searches per month',
          'All sanctions lists',
          'Priority support',
          'Advanced API',
          'Bulk screening',
          'Custom reports',
          '1-year data retention',
          'Webhook alerts',
          'Case review',
          'Audit exports',
        ],
        ar: [
          '2,500 عملية بحث شهريًا',
          'جميع قوائم العقوبات',
          'دعم ذو أولوية',
          'واجهة برمجة متقدمة',
          'الفحص الجماعي',
          'تقارير مخصصة',
          'الاحتفاظ بالبيانات لمدة سنة',
          'تنبيهات عبر Webhook',
          'مراجعة الحالات',
          'تصدير سجلات التدقيق',
        ],
      },
      isCustom: false,
    },
    usage: {
      usage: { currentUsers: 4, monthlySearches: 1_200, monthlyApiCalls: 300 },
      limits: { maxUsers: 10, maxSearchesPerMonth: 2_500, maxApiCalls: 10_000 },
      period: { start: '2026-03-01', end: '2026-04-01' },
    },
    viewer: { organizationRole: 'owner', canManage: true },
  };
  return organizationDetailsSchema.parse({
    organization: { ...base.organization, ...overrides.organization },
    subscription:
      overrides.subscription === null ? null : { ...base.subscription, ...overrides.subscription },
    plan: overrides.plan === null ? null : { ...base.plan, ...overrides.plan },
    usage: { ...base.usage, ...overrides.usage },
    viewer: { ...base.viewer, ...overrides.viewer },
  });
}
