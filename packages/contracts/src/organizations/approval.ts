import { z } from 'zod';
import { safeText } from '../text';

/** A pending organisation as the super admin's Pending Organizations tab lists it (spec 3). */
export const pendingOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  createdAt: z.string(),
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  subscription: z.object({
    planName: z.string(),
    planDisplayName: z.string(),
    billingCycle: z.enum(['monthly', 'yearly']),
    /** Cents. */
    monthlyPrice: z.number().int(),
    /** Cents: the price a yearly application is billed. */
    yearlyPrice: z.number().int(),
  }),
});
export type PendingOrganization = z.infer<typeof pendingOrganizationSchema>;

export const pendingOrganizationsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ organizations: z.array(pendingOrganizationSchema) }),
});
export type PendingOrganizationsReply = z.infer<typeof pendingOrganizationsReplySchema>;

export const organizationIdParamsSchema = z.object({ id: z.uuid('Invalid organization id') });

export const REJECTION_REASON_REQUIRED = 'A reason is required to reject an organization';
/** POST /api/v2/admin/organizations/{id}/reject body. */
export const rejectOrganizationBodySchema = z.object({
  reason: safeText({ multiline: true, strip: true })
    .trim()
    .min(1, REJECTION_REASON_REQUIRED)
    .max(1000),
});
export type RejectOrganizationBody = z.infer<typeof rejectOrganizationBodySchema>;

export const PENDING_ORGANIZATIONS_EMPTY = 'No pending organizations to review.';
export const PENDING_ORGANIZATIONS_LOAD_FAILED =
  'Failed to load pending organizations. Please try again.';
export const APPROVE_ORGANIZATION_FAILED = 'Failed to approve organization';
export const REJECT_ORGANIZATION_FAILED = 'Failed to reject organization';

/** Reply message of a successful approval. */
export const ORGANIZATION_APPROVED_MESSAGE =
  'Organization approved: its trial has started and the owner has been e-mailed.';
/** Reply message of a successful rejection. */
export const ORGANIZATION_REJECTED_REPLY_MESSAGE =
  'Organization rejected: the owner has been e-mailed the reason.';

/** Reply of POST /api/v2/admin/organizations/{id}/approve and /reject. */
export const organizationDecisionReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    organization: z.object({
      id: z.uuid(),
      status: z.enum(['approved', 'rejected']),
      /** ISO instant the trial ends; set by approval, null after rejection. */
      trialEnd: z.string().nullable(),
    }),
  }),
});
export type OrganizationDecisionReply = z.infer<typeof organizationDecisionReplySchema>;
