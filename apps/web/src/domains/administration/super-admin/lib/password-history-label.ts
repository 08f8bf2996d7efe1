import type { PasswordHistoryAction } from '@sanctions/contracts';

/** Translation key of each password history action (spec 6 labels). */
export const PASSWORD_HISTORY_LABEL_KEYS = {
  password_reset_by_admin: 'passwordHistory.actions.resetByAdmin',
  password_change: 'passwordHistory.actions.changed',
  super_admin_password_reset: 'passwordHistory.actions.resetBySuperAdmin',
  super_admin_force_password_change: 'passwordHistory.actions.forcedBySuperAdmin',
  password_reset: 'passwordHistory.actions.resetByEmail',
} as const satisfies Record<PasswordHistoryAction, string>;
