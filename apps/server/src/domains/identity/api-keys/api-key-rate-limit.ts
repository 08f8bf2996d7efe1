import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';

const WINDOW_MS = 60_000;

const countedSchema = z.object({ rows: z.array(z.object({ request_count: z.number().int() })) });

/** Outcome of one request against a key's per-minute limit. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request into the key's current minute window with one atomic upsert (ADR 014: the database
 * row decides, so the limit holds across processes) and compares the new count with the limit. The first
 * request of a window deletes the key's older windows, so the table holds about one row per active key.
 */
export async function claimRateWindow(
  db: DbOrTx,
  input: { apiKeyId: string; limitPerMinute: number; now: Date },
): Promise<RateVerdict> {
  const windowStart = new Date(Math.floor(input.now.getTime() / WINDOW_MS) * WINDOW_MS);
  const result = await db.execute(sql`
    insert into api_key_rate_windows (api_key_id, window_start, request_count)
    values (${input.apiKeyId}::uuid, ${windowStart.toISOString()}::timestamptz, 1)
    on conflict (api_key_id, window_start) do update
      set request_count = api_key_rate_windows.request_count + 1
    returning request_count`);
  const count = countedSchema.parse(result).rows[0]?.request_count ?? 0;
  if (count === 1) {
    await db.execute(sql`
      delete from api_key_rate_windows
      where api_key_id = ${input.apiKeyId}::uuid and window_start < ${windowStart.toISOString()}::timestamptz`);
  }
  if (count <= input.limitPerMinute) return { allowed: true };
  const windowEnd = windowStart.getTime() + WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - input.now.getTime()) / 1000)),
  };
}
