import { z } from 'zod';
import { adminReasonSchema } from '../admin/users';

/** Default reasons of the audit rows (spec 9). */
export const DEFAULT_RESET_REASON = 'Password reset by super admin';
export const DEFAULT_BATCH_RESET_REASON = 'Batch password reset by super admin';
export const DEFAULT_FORCE_CHANGE_REASON = 'Password change required by super admin';

/** Length of a generated temporary password. */
export const TEMPORARY_PASSWORD_LENGTH = 16;
export const BATCH_RESET_MAX_USERS = 100;

export const PASSWORD_RESET_MESSAGES = {
  reset: 'Password reset successfully. The user must change it at next sign-in.',
  forced: 'The user must change their password at next sign-in.',
  ownAccount: 'You cannot reset your own password here. Change it from your profile.',
  ownForce: 'You cannot force a password change on your own account.',
  notFound: 'User not found',
  itemReset: 'Password reset',
} as const;

/** "Successfully reset X out of Y passwords." (spec 4). */
export function batchResetSummary(succeeded: number, requested: number): string {
  return `Successfully reset ${succeeded} out of ${requested} passwords.`;
}

/** POST /api/v2/super-admin/users/{id}/reset-password body; may be left out (the default reason applies). */
export const resetUserPasswordBodySchema = z
  .object({ reason: adminReasonSchema.optional() })
  .nullish();
export type ResetUserPasswordBody = z.infer<typeof resetUserPasswordBodySchema>;

export const resetUserPasswordReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown once: only its hash is stored. */
  data: z.object({ tempPassword: z.string() }),
});
export type ResetUserPasswordReply = z.infer<typeof resetUserPasswordReplySchema>;

/** POST /api/v2/super-admin/users/batch-reset-passwords body. */
export const batchResetPasswordsBodySchema = z.object({
  userIds: z
    .array(z.uuid('Invalid user id'))
    .min(1, 'Select at least one user')
    .max(BATCH_RESET_MAX_USERS, `At most ${BATCH_RESET_MAX_USERS} users at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each user may be listed only once'),
  reason: adminReasonSchema.optional(),
});
export type BatchResetPasswordsBody = z.infer<typeof batchResetPasswordsBodySchema>;

/** Batch reset result (spec 3). */
export const batchResetResultSchema = z.object({
  userId: z.uuid(),
  success: z.boolean(),
  tempPassword: z.string().optional(),
  message: z.string(),
});
export type BatchResetResult = z.infer<typeof batchResetResultSchema>;

export const batchResetPasswordsReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ results: z.array(batchResetResultSchema) }),
});
export type BatchResetPasswordsReply = z.infer<typeof batchResetPasswordsReplySchema>;

/** POST /api/v2/super-admin/users/{id}/force-password-change body. */
export const forcePasswordChangeBodySchema = resetUserPasswordBodySchema;

export const forcePasswordChangeReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revokedSessions: z.number().int().nonnegative() }),
});
export type ForcePasswordChangeReply = z.infer<typeof forcePasswordChangeReplySchema>;
