import { PLAN_FEATURE_KEYS } from '@sanctions/contracts';
import type { OrganizationPlanView, PlanFeatureKey } from '@sanctions/contracts';
import { planHighlights } from '@/domains/billing';

/** Spec 9: the dashboard's Plan Features card lists up to 8 features. */
export const DASHBOARD_PLAN_FEATURES = 8;

export type PlanFeatureItem =
  { kind: 'flag'; key: PlanFeatureKey } | { kind: 'highlight'; text: string };

/**
 * The plan's features in display order: its highlights in the interface language (the same lines the
 * pricing cards show: "250 searches per month", "Bulk screening"...), or, for a plan without any, the
 * enabled feature flags (spec 3's eight keys, in their order). Never both: the two describe the same
 * features in different words ("API access" beside "API Access"). The card shows the first
 * {@link DASHBOARD_PLAN_FEATURES} and counts the rest as "+N more features".
 */
export function planFeatureList(
  plan: Pick<OrganizationPlanView, 'features' | 'highlights'>,
  language: string,
): { shown: PlanFeatureItem[]; hiddenCount: number } {
  const highlights = planHighlights(plan, language).map((text): PlanFeatureItem => ({
    kind: 'highlight',
    text,
  }));
  const all: PlanFeatureItem[] =
    highlights.length > 0
      ? highlights
      : PLAN_FEATURE_KEYS.filter((key) => plan.features[key]).map((key): PlanFeatureItem => ({
          kind: 'flag',
          key,
        }));
  return {
    shown: all.slice(0, DASHBOARD_PLAN_FEATURES),
    hiddenCount: Math.max(0, all.length - DASHBOARD_PLAN_FEATURES),
  };
}
