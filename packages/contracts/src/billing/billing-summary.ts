import { z } from 'zod';
import { boundedDate } from '../text';
import { billingCycleSchema } from '../organizations/plans';
import { subscriptionStatusSchema } from '../organizations/subscription-status';
import type { SubscriptionStatus } from '../organizations/subscription-status';
import { invoiceSchema } from './invoices';
import { centsSchema } from './money';

/** The subscription status set of the organisation contracts, under the name the billing schemas use. */
export const billingSubscriptionStatusSchema = subscriptionStatusSchema;
export type BillingSubscriptionStatus = SubscriptionStatus;

/** Invoices in the Recent Invoices card (spec 9). */
export const RECENT_INVOICES_LIMIT = 3;

export const BILLING_LOAD_FAILED = 'Failed to load billing information. Please try again.';
export const NO_ORGANIZATION_MESSAGE = 'You are not associated with an organization.';

/**
 * GET /api/v2/billing/summary `data` (spec 3, "Billing summary (ordinary)"): the caller's organisation.
 * `subscription` is null while the organisation has none. Usage counts the current billing period
 * (or the current UTC month when there is no period).
 */
export const billingSummarySchema = z.object({
  organization: z.object({ id: z.uuid(), name: z.string() }),
  subscription: z
    .object({
      plan: z.object({
        name: z.string(),
        displayName: z.string(),
        monthlyPrice: centsSchema,
        yearlyPrice: centsSchema,
        /** Null = unlimited. */
        maxUsers: z.number().int().nullable(),
        maxSearchesPerMonth: z.number().int().nullable(),
        maxApiCalls: z.number().int().nullable(),
        /** The plan's marketing highlights in English and Arabic, same order. */
        features: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }),
      }),
      status: billingSubscriptionStatusSchema,
      billingCycle: billingCycleSchema,
      /** Price of one billing cycle in cents (yearly price for yearly billing). */
      cyclePrice: centsSchema,
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      trialEnd: z.string().nullable(),
    })
    .nullable(),
  currentUsage: z.object({
    /** Active members of the organisation now. */
    activeUsers: z.number().int().min(0),
    searches: z.number().int().min(0),
    apiCalls: z.number().int().min(0),
    /** The window `searches` and `apiCalls` count (ISO instants; end exclusive). */
    periodStart: z.string(),
    periodEnd: z.string(),
  }),
  /** Latest {@link RECENT_INVOICES_LIMIT} invoices, newest first. */
  invoices: z.array(invoiceSchema),
  /** Sum of the totals of pending and overdue invoices, cents. */
  outstandingTotal: centsSchema,
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const billingSummaryReplySchema = z.object({
  success: z.literal(true),
  data: billingSummarySchema,
});
export type BillingSummaryReply = z.infer<typeof billingSummaryReplySchema>;

export const USAGE_REPORT_FORMATS = ['csv'] as const;
/** Longest range one usage report covers. */
export const USAGE_REPORT_MAX_DAYS = 366;

const isoDay = boundedDate('Use a date (YYYY-MM-DD)');

/**
 * GET /api/v2/billing/usage-report query: the organisation's daily usage from `from` to `to` (UTC days,
 * both included; default the current billing period). Answered as CSV with a UTF-8 BOM.
 */
export const usageReportQuerySchema = z.object({
  format: z.enum(USAGE_REPORT_FORMATS).default('csv'),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type UsageReportQuery = z.infer<typeof usageReportQuerySchema>;
