import { z } from 'zod';
import { safeText } from '../text';
import { planSchema } from './plans';
import { DISPLAY_NAME_REQUIRED } from './signup';

// Plan management by the super admin (issue 13 item 7). Validation follows spec 5: "plan prices >= 0,
// maxUsers, maxSearchesPerMonth, maxApiCalls >= 1"; null limits mean unlimited.

export const PLAN_NAME_REQUIRED = 'Plan name is required';
export const PLAN_NAME_INVALID =
  'Plan name may only contain lowercase letters, digits and single hyphens';
export const PLAN_NAME_TAKEN = 'A plan with this name already exists';
export const PLAN_NAME_IMMUTABLE = 'A plan name cannot be changed';
export const MONTHLY_PRICE_INVALID = 'Monthly price must be 0 or more';
export const YEARLY_PRICE_INVALID = 'Yearly price must be 0 or more';
export const ADDITIONAL_CHECK_PRICE_INVALID = 'Price per additional check must be 0 or more';
export const PRICE_TOO_LARGE = 'Price must be at most $1,000,000';
export const MAX_USERS_INVALID = 'Maximum users must be at least 1';
export const MAX_SEARCHES_INVALID = 'Searches per month must be at least 1';
export const MAX_API_CALLS_INVALID = 'API calls per month must be at least 1';
export const LIMIT_TOO_LARGE = 'Limit must be at most 1,000,000,000';
export const HIGHLIGHTS_MISMATCH =
  'English and Arabic highlights must have the same number of lines';
export const HIGHLIGHTS_TOO_MANY = 'At most 12 highlights per language';
export const HIGHLIGHT_TOO_LONG = 'Each highlight must be at most 120 characters';
export const HIGHLIGHT_BLANK = 'Highlights cannot be blank';
export const SORT_ORDER_INVALID = 'Display order must be a whole number from 0 to 10,000';
export const PLAN_UPDATE_EMPTY = 'Nothing to update';
export const PLAN_NOT_FOUND = 'Plan not found';
export const PLAN_IN_USE =
  'This plan is used by subscriptions and cannot be deleted; deactivate it instead';

/** Most highlights per language a plan may carry. */
export const MAX_PLAN_HIGHLIGHTS = 12;
/** Longest highlight line. */
export const MAX_PLAN_HIGHLIGHT_LENGTH = 120;
/** Largest price in cents ($1,000,000): far inside PostgreSQL's integer column. */
export const MAX_PLAN_PRICE_CENTS = 100_000_000;
/** Largest finite limit. */
export const MAX_PLAN_LIMIT = 1_000_000_000;

/**
 * How a plan change reaches subscriptions: prices are read when an invoice is issued (so existing
 * subscriptions pay the new price from their next period), limits are read on every check.
 */
export const PLAN_CHANGE_RULE =
  'New prices apply to existing subscriptions from their next invoice; limits and features apply immediately.';
export const PLAN_CREATED_MESSAGE = 'Plan created.';
export const PLAN_UPDATED_MESSAGE = `Plan updated. ${PLAN_CHANGE_RULE}`;
export const PLAN_DELETED_MESSAGE = 'Plan deleted.';

export const planSlugSchema = z
  .string({ error: PLAN_NAME_REQUIRED })
  .trim()
  .min(1, PLAN_NAME_REQUIRED)
  .max(50, PLAN_NAME_INVALID)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PLAN_NAME_INVALID);

const priceCents = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_PLAN_PRICE_CENTS, PRICE_TOO_LARGE);

const limit = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_PLAN_LIMIT, LIMIT_TOO_LARGE);

const highlightLines = z
  .array(
    safeText().trim().min(1, HIGHLIGHT_BLANK).max(MAX_PLAN_HIGHLIGHT_LENGTH, HIGHLIGHT_TOO_LONG),
  )
  .max(MAX_PLAN_HIGHLIGHTS, HIGHLIGHTS_TOO_MANY);

/** Plan card highlights: English and Arabic, line for line. */
export const planHighlightsSchema = z
  .object({ en: highlightLines, ar: highlightLines })
  .refine((highlights) => highlights.en.length === highlights.ar.length, {
    message: HIGHLIGHTS_MISMATCH,
    path: ['ar'],
  });
export type PlanHighlights = z.infer<typeof planHighlightsSchema>;

/** The eight feature flags, every one present. */
export const planFeatureFlagsSchema = z.object({
  sanctionsCheck: z.boolean(),
  pepCheck: z.boolean(),
  watchlistScreening: z.boolean(),
  bulkScreening: z.boolean(),
  realtimeAlerts: z.boolean(),
  apiAccess: z.boolean(),
  advancedReporting: z.boolean(),
  dedicatedSupport: z.boolean(),
});
export type PlanFeatureFlags = z.infer<typeof planFeatureFlagsSchema>;

const editableFields = {
  displayName: safeText({ typeError: DISPLAY_NAME_REQUIRED })
    .trim()
    .min(1, DISPLAY_NAME_REQUIRED)
    .max(100),
  description: safeText({ multiline: true, strip: true }).trim().max(500).nullable(),
  monthlyPrice: priceCents(MONTHLY_PRICE_INVALID),
  yearlyPrice: priceCents(YEARLY_PRICE_INVALID),
  maxUsers: limit(MAX_USERS_INVALID).nullable(),
  maxSearchesPerMonth: limit(MAX_SEARCHES_INVALID).nullable(),
  maxApiCalls: limit(MAX_API_CALLS_INVALID).nullable(),
  additionalCheckPrice: priceCents(ADDITIONAL_CHECK_PRICE_INVALID),
  features: planFeatureFlagsSchema,
  highlights: planHighlightsSchema,
  isCustom: z.boolean(),
  isPopular: z.boolean(),
  sortOrder: z
    .number({ error: SORT_ORDER_INVALID })
    .int(SORT_ORDER_INVALID)
    .min(0, SORT_ORDER_INVALID)
    .max(10_000, SORT_ORDER_INVALID),
  isActive: z.boolean(),
};

/** POST /api/v2/admin/plans body. Prices are integer cents (USD); a null limit is unlimited. */
export const createPlanBodySchema = z.object({
  name: planSlugSchema,
  ...editableFields,
  description: editableFields.description.default(null),
  additionalCheckPrice: editableFields.additionalCheckPrice.default(0),
  highlights: editableFields.highlights.default({ en: [], ar: [] }),
  isCustom: editableFields.isCustom.default(false),
  isPopular: editableFields.isPopular.default(false),
  sortOrder: editableFields.sortOrder.default(0),
  isActive: editableFields.isActive.default(true),
});
export type CreatePlanBody = z.infer<typeof createPlanBodySchema>;
export type CreatePlanInput = z.input<typeof createPlanBodySchema>;

/**
 * PUT /api/v2/admin/plans/{id} body: any of the editable fields. `name` is accepted only unchanged
 * (forms may send the whole plan back); a different name answers 400 {@link PLAN_NAME_IMMUTABLE}.
 */
export const updatePlanBodySchema = z
  .object({ name: z.string().optional(), ...editableFields })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== 'name'), PLAN_UPDATE_EMPTY);
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const planIdParamsSchema = z.object({ id: z.uuid('Invalid plan id') });

/** Subscriptions on a plan, by the statuses the super admin watches; `total` counts every status. */
export const planSubscriptionCountsSchema = z.object({
  active: z.number().int().nonnegative(),
  trial: z.number().int().nonnegative(),
  pastDue: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PlanSubscriptionCounts = z.infer<typeof planSubscriptionCountsSchema>;

/** A plan as the super admin's plan management sees it: inactive ones too. */
export const adminPlanSchema = planSchema.extend({
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  subscriptions: planSubscriptionCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlansReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ plans: z.array(adminPlanSchema) }),
});
export type AdminPlansReply = z.infer<typeof adminPlansReplySchema>;

/** Reply of POST and PUT /api/v2/admin/plans. */
export const adminPlanReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ plan: adminPlanSchema }),
});
export type AdminPlanReply = z.infer<typeof adminPlanReplySchema>;

/** Reply of DELETE /api/v2/admin/plans/{id}. */
export const deletePlanReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.uuid() }),
});
export type DeletePlanReply = z.infer<typeof deletePlanReplySchema>;
