import { z } from 'zod';

/**
 * Audit actions that change a password, with the spec's labels (6). `password_reset` is the self-service
 * reset by e-mail link, which the spec does not name; it is listed so the history is complete.
 */
export const PASSWORD_HISTORY_LABELS = {
  password_reset_by_admin: 'Reset by Admin',
  password_change: 'Password Changed',
  super_admin_password_reset: 'Reset by Super Admin',
  super_admin_force_password_change: 'Forced Change by Super Admin',
  password_reset: 'Reset by Email Link',
} as const;

export const PASSWORD_HISTORY_ACTIONS = [
  'password_reset_by_admin',
  'password_change',
  'super_admin_password_reset',
  'super_admin_force_password_change',
  'password_reset',
] as const satisfies readonly (keyof typeof PASSWORD_HISTORY_LABELS)[];
export const passwordHistoryActionSchema = z.enum(PASSWORD_HISTORY_ACTIONS);
export type PasswordHistoryAction = z.infer<typeof passwordHistoryActionSchema>;

export const PASSWORD_HISTORY_LIMIT = 50;

/** Password history entry (spec 3). */
export const passwordHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: passwordHistoryActionSchema,
  details: z.object({ reason: z.string().nullable(), adminEmail: z.string().nullable() }),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
});
export type PasswordHistoryEntry = z.infer<typeof passwordHistoryEntrySchema>;

export const passwordHistoryReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ history: z.array(passwordHistoryEntrySchema) }),
});
export type PasswordHistoryReply = z.infer<typeof passwordHistoryReplySchema>;
