import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The per-address request limits of the routes (`config.rateLimit`), shared by every server process and
 * instance on the database (ADR 031): one row per route and client key, counted with one atomic upsert.
 * A row whose window has ended is restarted by the next request, or deleted by the periodic sweep.
 * The migration creates it UNLOGGED by hand (drizzle-kit has no such option): a counter needs no crash
 * safety, and a commit that writes no WAL does not wait for a flush (0.08 ms against 2-4 ms, ADR 031).
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
