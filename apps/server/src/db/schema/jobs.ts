import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestamptz, updatedAt } from './columns';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The durable job queue (ADR 015), shared by every server process of every instance. A worker claims
 * due rows with one `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING`; the claim is a
 * lease (`lockedUntil`): a process killed mid-job loses nothing, the row is claimed again once the lease
 * ends. Payloads carry ids; large inputs live in their own tables.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Handler name, e.g. `bulk.screen-chunk`. */
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Deduplication key: a second enqueue with the same key is a no-op while the first exists. */
    jobKey: text(),
    /** pending | running | done | failed */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamptz().notNull().defaultNow(),
    lockedBy: text(),
    lockedUntil: timestamptz(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.jobKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    index().on(t.name, t.status),
  ],
);

/** One row per (job name, scheduled slot): a recurring job's slot runs once across all processes. */
export const jobSlots = pgTable(
  'job_slots',
  {
    name: text().notNull(),
    slotAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.name, t.slotAt)],
);
