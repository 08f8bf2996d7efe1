import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * The account area's preferences, one row per user who changed any. The object is validated by the
 * contracts' `preferencesSchema` when read, group by group, so a value written by an older version that
 * no longer validates falls back to that group's default instead of failing the whole screen.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
