import { z } from 'zod';
import { hasRole } from './roles';
import type { Role } from './roles';

/**
 * Who must sign in with two-factor: the members of an organisation whose owner requires it, and the
 * provider's staff (global role moderator and above) when a super admin requires it. Everyone else may
 * turn it on; nobody is forced.
 */
export function isTwoFactorRequired(input: {
  role: Role;
  organizationRequiresTwoFactor: boolean;
  staffRequiresTwoFactor: boolean;
}): boolean {
  return (
    input.organizationRequiresTwoFactor ||
    (input.staffRequiresTwoFactor && hasRole(input.role, 'moderator'))
  );
}

/** Message of the 403 TWO_FACTOR_SETUP_REQUIRED answer. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Two-factor authentication is required for your account. Set it up before continuing.';

/** Refusal of 2FA disable while the organisation or the provider requires it. */
export const TWO_FACTOR_DISABLE_REFUSED_MESSAGE =
  'Two-factor authentication is required for your account and cannot be turned off.';

/** PUT /api/v2/organization/security body (organisation owners only). */
export const organizationSecurityBodySchema = z.object({
  /** Every member must sign in with two-factor; those without it set it up at their next sign-in. */
  requireTwoFactor: z.boolean(),
});
export type OrganizationSecurityBody = z.infer<typeof organizationSecurityBodySchema>;

export const organizationSecurityReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    requireTwoFactor: z.boolean(),
    /** Members (owners included) who have not set two-factor up yet: each will be led through it. */
    membersWithoutTwoFactor: z.number().int().nonnegative(),
  }),
});
export type OrganizationSecurityReply = z.infer<typeof organizationSecurityReplySchema>;

export const ORGANIZATION_SECURITY_MESSAGES = {
  required: 'Two-factor authentication is now required for every member',
  optional: 'Two-factor authentication is now optional for members',
  ownersOnly: 'Only organization owners can change the two-factor requirement',
} as const;

/** The provider's security policy (super admins). */
export const securityPolicySchema = z.object({
  /** Staff (moderator, admin, super admin) must sign in with two-factor. */
  requireTwoFactorForStaff: z.boolean(),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

export const securityPolicyReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: securityPolicySchema.extend({
    /** Staff accounts without two-factor (each will be led through set-up at sign-in when required). */
    staffWithoutTwoFactor: z.number().int().nonnegative(),
  }),
});
export type SecurityPolicyReply = z.infer<typeof securityPolicyReplySchema>;

export const SECURITY_POLICY_SAVED_MESSAGE = 'Security policy saved';
