import { z } from 'zod';
import { safeText } from '../text';
import { successEnvelope } from '../envelope';
import { billingCycleSchema } from '../organizations/plans';
import { centsSchema } from './money';

/** `POST /api/v2/billing/subscription/change` (organisation owner): the plan and cycle wanted. */
export const subscriptionChangeBodySchema = z.object({
  planName: safeText().trim().min(1, 'Plan is required'),
  billingCycle: billingCycleSchema,
});
export type SubscriptionChangeBody = z.infer<typeof subscriptionChangeBodySchema>;

/** upgrade: applied at once with a prorated charge; downgrade / cycle_change: at the next period. */
export const SUBSCRIPTION_CHANGE_TYPES = ['upgrade', 'downgrade', 'cycle_change'] as const;

export const subscriptionChangeResultSchema = z.object({
  changeType: z.enum(SUBSCRIPTION_CHANGE_TYPES),
  planName: z.string(),
  billingCycle: billingCycleSchema,
  /** When the change takes effect: now for an upgrade, the end of the current period otherwise. */
  effectiveDate: z.string(),
  /** The prorated charge of an upgrade, in cents (0 otherwise). */
  prorationAmount: centsSchema,
  /** The invoice that charges it, when one was issued. */
  invoiceNumber: z.string().nullable(),
});
export type SubscriptionChangeResult = z.infer<typeof subscriptionChangeResultSchema>;

export const subscriptionChangeReplySchema = successEnvelope(subscriptionChangeResultSchema);
export type SubscriptionChangeReply = z.infer<typeof subscriptionChangeReplySchema>;

/** What one pass of the billing lifecycle did: counts per step. */
export const billingCycleReportSchema = z.object({
  ranAt: z.string(),
  scheduledChangesApplied: z.number().int().min(0),
  overagesRecorded: z.number().int().min(0),
  renewalInvoicesIssued: z.number().int().min(0),
  invoicesMarkedOverdue: z.number().int().min(0),
  trialsEndedUnpaid: z.number().int().min(0),
  subscriptionsSuspended: z.number().int().min(0),
  trialEndingNotices: z.number().int().min(0),
});
export type BillingCycleReport = z.infer<typeof billingCycleReportSchema>;

/** `POST /api/v2/billing/admin/run-daily-job` (super admin). */
export const billingCycleReplySchema = successEnvelope(billingCycleReportSchema);
