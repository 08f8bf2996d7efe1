import { z } from 'zod';
import { organizationRoleSchema } from '../roles';
import { billingCycleSchema, planSchema } from './plans';
import { signupOrganizationSchema } from './signup';
import { taxIdSchema } from './tax-id';
import { organizationStatusSchema, subscriptionStatusSchema } from './subscription-status';

/** Reply of GET /api/v2/organization/details when the caller belongs to no organisation (404 NOT_FOUND). */
export const ORGANIZATION_DETAILS_NO_ORGANIZATION = 'No organization';
/** 403 of the settings route for an organisation member who is neither owner nor admin. */
export const ORGANIZATION_MANAGERS_ONLY_MESSAGE =
  'Only organization owners and admins can change organization settings';
/** Reply message of a successful settings update. */
export const ORGANIZATION_SETTINGS_SAVED_MESSAGE = 'Organization settings saved';

/** Postal address as stored; every part is a string, possibly empty. */
export const organizationAddressViewSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
});
export type OrganizationAddressView = z.infer<typeof organizationAddressViewSchema>;

/** The caller's organisation as the dashboard and the settings page show it. */
export const organizationProfileSchema = z.object({
  id: z.uuid(),
  /** Legal name given at sign-up; not editable in the settings (a change goes through the provider). */
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  /** Tax registration number (VAT/TRN); printed on the invoices when given. */
  taxId: z.string().nullable(),
  address: organizationAddressViewSchema,
  status: organizationStatusSchema,
  /** Every member must sign in with two-factor (set by an owner). */
  requireTwoFactor: z.boolean().default(false),
  /** ISO instant. */
  createdAt: z.string(),
});
export type OrganizationProfile = z.infer<typeof organizationProfileSchema>;

/** The organisation's current subscription. Instants are ISO strings. */
export const organizationSubscriptionViewSchema = z.object({
  status: subscriptionStatusSchema,
  billingCycle: billingCycleSchema,
  /** End of the free trial; the dashboard's trial banner shows while it is in the future. */
  trialEnd: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** A plan or cycle change waiting for the end of the current period; null when none. */
  scheduledPlan: z
    .object({ name: z.string(), displayName: z.string(), billingCycle: billingCycleSchema })
    .nullable(),
});
export type OrganizationSubscriptionView = z.infer<typeof organizationSubscriptionViewSchema>;

/** The subscribed plan: the public plan's identity, prices (cents), feature flags and highlights. */
export const organizationPlanViewSchema = planSchema.pick({
  id: true,
  name: true,
  displayName: true,
  description: true,
  monthlyPrice: true,
  yearlyPrice: true,
  additionalCheckPrice: true,
  features: true,
  highlights: true,
  isCustom: true,
});
export type OrganizationPlanView = z.infer<typeof organizationPlanViewSchema>;

/**
 * Usage against the plan's limits (spec 3, "Organization details response"). Searches and API calls are
 * sums of the organisation's daily `organization_usage` rows in the current UTC calendar month (ADR 003),
 * the same month the plan limits count; users are the active, non-deleted members.
 */
export const organizationUsageViewSchema = z.object({
  usage: z.object({
    currentUsers: z.number().int().nonnegative(),
    monthlySearches: z.number().int().nonnegative(),
    monthlyApiCalls: z.number().int().nonnegative(),
  }),
  /** Null = unlimited. */
  limits: z.object({
    maxUsers: z.number().int().positive().nullable(),
    maxSearchesPerMonth: z.number().int().positive().nullable(),
    maxApiCalls: z.number().int().positive().nullable(),
  }),
  /** The counted month: `YYYY-MM-DD` of its first day and of the first day of the next (UTC). */
  period: z.object({ start: z.string(), end: z.string() }),
});
export type OrganizationUsageView = z.infer<typeof organizationUsageViewSchema>;

/** What the caller may do with the organisation: owners and admins manage it (contracts canManageOrganization). */
export const organizationViewerSchema = z.object({
  organizationRole: organizationRoleSchema,
  canManage: z.boolean(),
});
export type OrganizationViewer = z.infer<typeof organizationViewerSchema>;

/** `data` of GET /api/v2/organization/details. `subscription` and `plan` are null when none exists. */
export const organizationDetailsSchema = z.object({
  organization: organizationProfileSchema,
  subscription: organizationSubscriptionViewSchema.nullable(),
  plan: organizationPlanViewSchema.nullable(),
  usage: organizationUsageViewSchema,
  viewer: organizationViewerSchema,
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const organizationDetailsReplySchema = z.object({
  success: z.literal(true),
  data: organizationDetailsSchema,
});
export type OrganizationDetailsReply = z.infer<typeof organizationDetailsReplySchema>;

/**
 * PUT /api/v2/organization/settings body: the editable details, validated and normalised exactly as the
 * sign-up wizard's organisation step (website gets https://, blank optional fields stay blank). The legal
 * name is not part of it.
 */
export const organizationSettingsBodySchema = signupOrganizationSchema
  .pick({
    displayName: true,
    description: true,
    industry: true,
    contactEmail: true,
    contactPhone: true,
    website: true,
    address: true,
  })
  .extend({ taxId: taxIdSchema.optional().default('') });
export type OrganizationSettingsBody = z.input<typeof organizationSettingsBodySchema>;
export type OrganizationSettings = z.output<typeof organizationSettingsBodySchema>;

/** Reply of PUT /api/v2/organization/settings: the organisation as saved. */
export const organizationSettingsReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ organization: organizationProfileSchema }),
});
export type OrganizationSettingsReply = z.infer<typeof organizationSettingsReplySchema>;
