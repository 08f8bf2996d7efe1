import { z } from 'zod';
import { safeText } from '../text';
import { emailSchema, sessionUserSchema, strongPasswordSchema, tokenPairSchema } from '../auth';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from './signup';
import { memberSearchLimitSchema } from './members';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/**
 * Roles an invitation can carry. An owner is never invited: ownership is handed over by changing a
 * member's role. Owners and admins may both invite admins (an admin grants no role above their own).
 */
export const INVITABLE_ROLES = ['admin', 'member'] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

/** Where an invitation stands: `open` until it is accepted, revoked or past its expiry. */
export const INVITATION_STATUSES = ['open', 'accepted', 'revoked', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** Messages of the invitation routes (the web shows them as sent in English). */
export const INVITATION_MESSAGES = {
  created: 'Invitation sent',
  revoked: 'Invitation revoked',
  accepted: 'You have joined the organization',
  alreadyMember: 'This address already belongs to a member of this organization',
  otherOrganization: 'This address already belongs to another organization',
  inactiveAccount: 'This address belongs to a deactivated account',
  invalidLink: 'This invitation link is invalid or has expired',
  notFound: 'Invitation not found',
  alreadyClosed: 'This invitation is no longer open',
  signInRequired: 'Sign in with the invited address to accept this invitation',
  wrongAccount: 'This invitation was sent to another e-mail address',
  detailsRequired: 'First name, last name and password are required to create your account',
} as const;

/** The 409 when a plan's seats (active members + open invitations) are all taken. */
export function planUsersFullMessage(maxUsers: number): string {
  return `Your plan allows ${maxUsers} users. Remove a member, revoke an open invitation or upgrade your plan to add more.`;
}

/** POST /api/v2/organization/invitations body. */
export const createInvitationBodySchema = z.object({
  email: emailSchema,
  role: invitableRoleSchema,
  /**
   * The new member's personal limits (issue 23 §5); each one left out takes the plan's monthly
   * allowance. Neither may exceed the plan's `maxSearchesPerMonth` (ADR 010).
   */
  maxSearchesPerDay: memberSearchLimitSchema.optional(),
  maxSearchesPerMonth: memberSearchLimitSchema.optional(),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** An invitation as owners and admins list it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: invitableRoleSchema,
  status: invitationStatusSchema,
  /** Who sent it (null when that account is gone). */
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Limits the invitation sets; null: the plan's allowance at acceptance. */
  maxSearchesPerDay: z.number().int().nonnegative().nullable().default(null),
  maxSearchesPerMonth: z.number().int().nonnegative().nullable().default(null),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ invitations: z.array(invitationSchema) }),
});
export type InvitationsReply = z.infer<typeof invitationsReplySchema>;

export const invitationReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ invitation: invitationSchema }),
});
export type InvitationReply = z.infer<typeof invitationReplySchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid('Invalid invitation id') });

/** The token of an e-mailed link (32 random bytes, base64url: 43 characters). */
export const invitationTokenSchema = z
  .string()
  .trim()
  .min(32, INVITATION_MESSAGES.invalidLink)
  .max(200, INVITATION_MESSAGES.invalidLink);

/** GET /api/v2/organization/invitations/preview query. */
export const invitationPreviewQuerySchema = z.object({ token: invitationTokenSchema });

/** What the public accept page needs to know before it shows a form (no sign-in). */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  status: invitationStatusSchema,
  expiresAt: z.string(),
  inviterName: z.string().nullable(),
  /** An account already uses the address: the invitee signs in and accepts instead of registering. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationPreviewReplySchema = z.object({
  success: z.literal(true),
  data: invitationPreviewSchema,
});
export type InvitationPreviewReply = z.infer<typeof invitationPreviewReplySchema>;

const acceptName = (requiredMessage: string) => safeText().trim().min(1, requiredMessage).max(100);

/**
 * POST /api/v2/organization/invitations/accept body. Names and password only for a new account; an
 * existing account accepts signed in (bearer) as the invited address.
 */
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  firstName: acceptName(FIRST_NAME_REQUIRED).optional(),
  lastName: acceptName(LAST_NAME_REQUIRED).optional(),
  password: strongPasswordSchema.optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const acceptInvitationReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    organizationId: z.uuid(),
    organizationName: z.string(),
    role: invitableRoleSchema,
    email: z.string(),
    /** True when the acceptance created the account. */
    accountCreated: z.boolean(),
    /**
     * A new account is signed in at once (issue 23 §5): its first token pair and session user. Absent when
     * an existing, already signed-in account joined.
     */
    session: z.object({ tokens: tokenPairSchema, user: sessionUserSchema }).optional(),
  }),
});
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;
