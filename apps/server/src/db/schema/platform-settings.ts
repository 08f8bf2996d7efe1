import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * Provider-wide settings the super admins edit in the admin console, one row per setting key (the
 * office address the approval e-mail gives, issue 23 §6). The value is parsed with the setting's
 * contract schema when read: jsonb is outside data to the type system.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
