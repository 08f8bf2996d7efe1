import { adminPlanSchema } from '@sanctions/contracts';
import type { AdminPlan } from '@sanctions/contracts';

export const STARTER_ID = '3f6b3c1e-8a41-4c55-9d7e-1a2b3c4d5e01';
export const PROFESSIONAL_ID = '3f6b3c1e-8a41-4c55-9d7e-1a2b3c4d5e02';
export const ENTERPRISE_ID = '3f6b3c1e-8a41-4c55-9d7e-1a2b3c4d5e03';

const ALL_FEATURES = {
  sanctionsCheck: true,
  pepCheck: true,
  watchlistScreening: true,
  bulkScreening: true,
  realtimeAlerts: true,
  apiAccess: true,
  advancedReporting: true,
  dedicatedSupport: true,
};

/** A plan as GET /api/v2/admin/plans sends it, validated by the contract. */
export function buildAdminPlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return adminPlanSchema.parse({
    id: STARTER_ID,
    name: 'basic',
    displayName: 'Starter',
    description: 'For small teams',
    monthlyPrice: 9_900,
    yearlyPrice: 99_000,
    maxUsers: 3,
    maxSearchesPerMonth: 250,
    maxApiCalls: 1_000,
    additionalCheckPrice: 50,
    features: { ...ALL_FEATURES, pepCheck: false, bulkScreening: false },
    highlights: { en: ['250 searches per month'], ar: ['٢٥٠ عملية بحث شهرياً'] },
    isCustom: false,
    isPopular: false,
    sortOrder: 1,
    isActive: true,
    subscriptions: { active: 4, trial: 2, pastDue: 1, total: 7 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export const STARTER = buildAdminPlan();
export const PROFESSIONAL = buildAdminPlan({
  id: PROFESSIONAL_ID,
  name: 'professional',
  displayName: 'Professional',
  monthlyPrice: 29_900,
  yearlyPrice: 299_000,
  maxUsers: 10,
  maxSearchesPerMonth: 2_500,
  isPopular: true,
  sortOrder: 2,
  subscriptions: { active: 12, trial: 0, pastDue: 0, total: 12 },
});
export const ENTERPRISE = buildAdminPlan({
  id: ENTERPRISE_ID,
  name: 'enterprise',
  displayName: 'Enterprise',
  monthlyPrice: 0,
  yearlyPrice: 0,
  maxUsers: null,
  maxSearchesPerMonth: null,
  maxApiCalls: null,
  additionalCheckPrice: 0,
  features: ALL_FEATURES,
  isCustom: true,
  isActive: false,
  sortOrder: 3,
  subscriptions: { active: 0, trial: 0, pastDue: 0, total: 0 },
});
