import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/execute-prepared';

const countedSchema = z.object({
  rows: z.array(z.object({ hits: z.coerce.number().int(), ends_ms: z.coerce.number() })),
});

/** The bucket's count after this request, and when its window ends. */
export interface RateLimitCount {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one request into the bucket with one atomic upsert (ADR 031, the rule of ADR 014): the row's lock
 * orders simultaneous requests of every process, so the limit holds across processes and instances. A
 * window starts at the bucket's first request; a request after the window ended starts a new one at 1.
 */
export async function countRateLimitHit(
  db: DbOrTx,
  input: { bucket: string; windowMs: number; now: Date },
): Promise<RateLimitCount> {
  const now = input.now.toISOString();
  const endsAt = new Date(input.now.getTime() + input.windowMs).toISOString();
  const result = await executePrepared(
    db,
    sql`
      insert into rate_limit_counters as c (bucket, hits, window_ends_at)
      values (${input.bucket}, 1, ${endsAt}::timestamptz)
      on conflict (bucket) do update set
        hits = case when c.window_ends_at <= ${now}::timestamptz then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= ${now}::timestamptz
          then excluded.window_ends_at else c.window_ends_at end
      returning hits, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms`,
  );
  const row = countedSchema.parse(result).rows[0];
  if (row === undefined) throw new Error('The rate-limit upsert returned no row');
  return { hits: row.hits, windowEndsAt: new Date(row.ends_ms) };
}
