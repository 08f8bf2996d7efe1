import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Where sessions and API keys may be used from (issue 27 §2): an organisation's list, or the provider's
 * staff list (`organization_id` null, one row at most). Canonical CIDR ranges; an empty list is off.
 */
export const ipAllowlists = pgTable(
  'ip_allowlists',
  {
    id: id(),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    ranges: text().array().notNull().default([]),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [unique('ip_allowlists_scope_unique').on(t.organizationId).nullsNotDistinct()],
);
