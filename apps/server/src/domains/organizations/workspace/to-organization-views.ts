import { PLAN_FEATURE_KEYS, organizationPlanViewSchema } from '@sanctions/contracts';
import type {
  OrganizationPlanView,
  OrganizationProfile,
  OrganizationSubscriptionView,
} from '@sanctions/contracts';
import type {
  CurrentSubscription,
  OrganizationRow,
  PlanRow,
} from './organization-workspace.queries';

export function toOrganizationProfile(row: OrganizationRow): OrganizationProfile {
  const address = row.address ?? {};
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    industry: row.industry,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    taxId: row.taxId,
    address: {
      street: address.street ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      country: address.country ?? '',
      zipCode: address.zipCode ?? '',
    },
    status: row.status,
    requireTwoFactor: row.requireTwoFactor,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every one of the eight keys, so the dashboard never meets a missing flag; a key the row lacks is off. */
function toFeatureMap(flags: Record<string, boolean>): OrganizationPlanView['features'] {
  return organizationPlanViewSchema.shape.features.parse(
    Object.fromEntries(PLAN_FEATURE_KEYS.map((key) => [key, flags[key] === true])),
  );
}

export function toPlanView(row: PlanRow): OrganizationPlanView {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    additionalCheckPrice: row.additionalCheckPrice,
    features: toFeatureMap(row.featureFlags),
    highlights: { en: row.features, ar: row.featuresAr },
    isCustom: row.isCustom,
  };
}

const isoOrNull = (instant: Date | null): string | null => instant?.toISOString() ?? null;

export function toSubscriptionView(current: CurrentSubscription): OrganizationSubscriptionView {
  const { subscription, scheduledPlan } = current;
  return {
    status: subscription.status,
    billingCycle: subscription.billingCycle,
    trialEnd: isoOrNull(subscription.trialEnd),
    currentPeriodStart: isoOrNull(subscription.currentPeriodStart),
    currentPeriodEnd: isoOrNull(subscription.currentPeriodEnd),
    scheduledPlan:
      scheduledPlan === null
        ? null
        : {
            name: scheduledPlan.name,
            displayName: scheduledPlan.displayName,
            billingCycle: subscription.scheduledBillingCycle ?? subscription.billingCycle,
          },
  };
}
