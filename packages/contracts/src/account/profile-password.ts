import { z } from 'zod';
import { safeText } from '../text';
import {
  PASSWORD_MAX_LENGTH,
  emailSchema,
  passwordInputSchema,
  sessionUserSchema,
  strongPasswordSchema,
} from '../auth';

/** PUT /api/v2/user/profile body (spec 5: the profile form's messages). */
export const updateProfileBodySchema = z.object({
  firstName: safeText()
    .trim()
    .min(1, 'First name is required')
    .max(100, 'Name must be at most 100 characters'),
  lastName: safeText()
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Name must be at most 100 characters'),
  /** The sign-in e-mail rule, so every address that can sign in can be kept. */
  email: emailSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** Message of the 409 when another account already uses the e-mail address. */
export const EMAIL_IN_USE_MESSAGE = 'This email address is already in use';

/** PUT /api/v2/user/profile reply: the updated session user. */
export const updateProfileReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
});
export type UpdateProfileReply = z.infer<typeof updateProfileReplySchema>;

/** Message when the current password (or the password of a confirmation form) is wrong. */
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
/** Message when a confirmation form's password is wrong (2FA forms, account deletion). */
export const PASSWORD_INCORRECT_MESSAGE = 'Password is incorrect';
/** Message of the password-confirmation mismatch (spec 5). */
export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match";

/**
 * POST /api/v2/user/change-password body. The new password follows the stronger rule (spec 5): the
 * 8-character message comes first, then the character-classes message.
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'New password must be different from the current password',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/v2/user/change-password reply; `revokedSessions` counts the other sessions signed out. */
export const changePasswordReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revokedSessions: z.number().int().min(0) }),
});
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

/** The phrase typed to confirm account deletion (spec 5, 9). */
export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';
export const DELETE_ACCOUNT_PHRASE_MESSAGE = `Type ${DELETE_ACCOUNT_PHRASE} to confirm`;

/** DELETE /api/v2/user/account body. */
export const deleteAccountBodySchema = z.object({
  password: passwordInputSchema,
  confirmation: z.string().refine((value) => value === DELETE_ACCOUNT_PHRASE, {
    message: DELETE_ACCOUNT_PHRASE_MESSAGE,
  }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
