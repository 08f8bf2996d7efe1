import { z } from 'zod';
import { safeText } from '../text';
import { billingCycleSchema } from '../organizations/plans';
import { billingSubscriptionStatusSchema } from './billing-summary';
import { centsSchema } from './money';

/** Months in the Analytics tab's revenue chart, the current one included. */
export const REVENUE_CHART_MONTHS = 12;

/**
 * GET /api/v2/billing/admin/summary `data` (spec 3, "Admin billing summary"), every figure a sum or count
 * of stored rows. Revenue is completed payments in payment_history; `pendingPayments` are cash payments
 * awaiting verification; `overduePayments` are invoices past due and unpaid.
 */
export const adminBillingSummarySchema = z.object({
  totalRevenue: centsSchema,
  activeSubscriptions: z.number().int().min(0),
  pendingPayments: z.object({ count: z.number().int().min(0), amount: centsSchema }),
  overduePayments: z.object({ count: z.number().int().min(0), amount: centsSchema }),
  totalOrganizations: z.number().int().min(0),
  /** Plan name → subscriptions on it that are trial, active or past due. */
  subscriptionsByPlan: z.record(z.string(), z.number().int().min(0)),
  /** Oldest month first; `month` is YYYY-MM (UTC), revenue in cents. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: centsSchema })),
});
export type AdminBillingSummary = z.infer<typeof adminBillingSummarySchema>;

export const adminBillingSummaryReplySchema = z.object({
  success: z.literal(true),
  data: adminBillingSummarySchema,
});
export type AdminBillingSummaryReply = z.infer<typeof adminBillingSummaryReplySchema>;

/** The spec's admin organisation view. Amounts in cents, instants ISO. */
export const adminOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subscription: z
    .object({
      status: billingSubscriptionStatusSchema,
      /** Plan name (basic | professional | enterprise | ...). */
      plan: z.string(),
      planDisplayName: z.string(),
      billingCycle: billingCycleSchema,
      /** Price per month: the yearly price / 12 on yearly billing. */
      monthlyAmount: centsSchema,
      currentPeriodEnd: z.string().nullable(),
      trialEnd: z.string().nullable(),
    })
    .nullable(),
  lastPayment: z
    .object({
      amount: centsSchema,
      date: z.string(),
      /** cash | bank_transfer | card */
      method: z.string(),
      status: z.enum(['pending', 'completed', 'failed', 'refunded']),
    })
    .nullable(),
  /** Searches this UTC month and active members now. */
  totalUsage: z.object({
    searches: z.number().int().min(0),
    activeUsers: z.number().int().min(0),
  }),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const ADMIN_ORGANIZATIONS_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_ORGANIZATIONS_PAGE_SIZE_MAX = 200;

/** The Organizations tab's filters: the spec spells the cancelled status `canceled`; both are accepted. */
export const adminOrganizationStatusFilterSchema = z.enum([
  'all',
  'trial',
  'active',
  'past_due',
  'suspended',
  'cancelled',
  'canceled',
]);

/** GET /api/v2/billing/admin/organizations query (approved organisations only). */
export const adminOrganizationsQuerySchema = z.object({
  /** Case-insensitive part of the name, display name or contact e-mail. */
  search: safeText().trim().max(200).optional(),
  status: adminOrganizationStatusFilterSchema.default('all'),
  /** A plan name, or `all`. */
  plan: safeText().trim().max(100).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_ORGANIZATIONS_PAGE_SIZE_MAX)
    .default(ADMIN_ORGANIZATIONS_PAGE_SIZE_DEFAULT),
});
export type AdminOrganizationsQuery = z.infer<typeof adminOrganizationsQuerySchema>;

export const adminOrganizationsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    organizations: z.array(adminOrganizationSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type AdminOrganizationsReply = z.infer<typeof adminOrganizationsReplySchema>;
