import { formatCentsAsDecimal } from '@sanctions/contracts';
import type { AdminPlan, PlanFeatureFlags } from '@sanctions/contracts';

/** The limits a plan may leave unlimited (null). */
export const PLAN_LIMIT_FIELDS = ['maxUsers', 'maxSearchesPerMonth', 'maxApiCalls'] as const;
export type PlanLimitField = (typeof PLAN_LIMIT_FIELDS)[number];

/** The plan dialog's fields as typed: prices in dollars, limits as text with an Unlimited box. */
export interface PlanFormValues {
  name: string;
  displayName: string;
  description: string;
  monthlyPrice: string;
  yearlyPrice: string;
  additionalCheckPrice: string;
  limits: Record<PlanLimitField, string>;
  unlimited: Record<PlanLimitField, boolean>;
  features: PlanFeatureFlags;
  highlightsEn: string;
  highlightsAr: string;
  sortOrder: string;
  isCustom: boolean;
  isPopular: boolean;
  isActive: boolean;
}

const NO_FEATURES: PlanFeatureFlags = {
  sanctionsCheck: false,
  pepCheck: false,
  watchlistScreening: false,
  bulkScreening: false,
  realtimeAlerts: false,
  apiAccess: false,
  advancedReporting: false,
  dedicatedSupport: false,
};

/** A blank new plan: screening on, everything else to fill in. */
export function emptyPlanFormValues(): PlanFormValues {
  return {
    name: '',
    displayName: '',
    description: '',
    monthlyPrice: '',
    yearlyPrice: '',
    additionalCheckPrice: '0',
    limits: { maxUsers: '', maxSearchesPerMonth: '', maxApiCalls: '' },
    unlimited: { maxUsers: false, maxSearchesPerMonth: false, maxApiCalls: false },
    features: { ...NO_FEATURES, sanctionsCheck: true },
    highlightsEn: '',
    highlightsAr: '',
    sortOrder: '0',
    isCustom: false,
    isPopular: false,
    isActive: true,
  };
}

const limitText = (value: number | null) => (value === null ? '' : String(value));

/** A stored plan as the edit dialog shows it. */
export function planToFormValues(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    displayName: plan.displayName,
    description: plan.description ?? '',
    monthlyPrice: formatCentsAsDecimal(plan.monthlyPrice),
    yearlyPrice: formatCentsAsDecimal(plan.yearlyPrice),
    additionalCheckPrice: formatCentsAsDecimal(plan.additionalCheckPrice),
    limits: {
      maxUsers: limitText(plan.maxUsers),
      maxSearchesPerMonth: limitText(plan.maxSearchesPerMonth),
      maxApiCalls: limitText(plan.maxApiCalls),
    },
    unlimited: {
      maxUsers: plan.maxUsers === null,
      maxSearchesPerMonth: plan.maxSearchesPerMonth === null,
      maxApiCalls: plan.maxApiCalls === null,
    },
    features: { ...plan.features },
    highlightsEn: plan.highlights.en.join('\n'),
    highlightsAr: plan.highlights.ar.join('\n'),
    sortOrder: String(plan.sortOrder),
    isCustom: plan.isCustom,
    isPopular: plan.isPopular,
    isActive: plan.isActive,
  };
}
