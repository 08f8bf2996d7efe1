import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The per-address request limits of the routes (`config.rateLimit`), shared by every server process and
 * instance on the database (ADR 030): one row per route and client key, counted with one atomic upsert.
 * A row whose window has ended is restarted by the next request, or deleted by the periodic sweep.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `METHOD url|client key` (the client key is the address, or a hash of the credential). */
    bucket: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamptz().notNull(),
  },
  (t) => [index().on(t.windowEndsAt)],
);
