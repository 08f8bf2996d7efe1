import { boolean, check, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * The provider's security policy, one row (id 1) set by super admins. A missing row means every rule is
 * off, so a fresh database needs no seed.
 */
export const securityPolicy = pgTable(
  'security_policy',
  {
    id: smallint().primaryKey().default(1),
    /** Staff (global role moderator and above) must sign in with two-factor. */
    requireTwoFactorForStaff: boolean().notNull().default(false),
    updatedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz(),
  },
  (t) => [check('security_policy_single_row', sql`${t.id} = 1`)],
);
