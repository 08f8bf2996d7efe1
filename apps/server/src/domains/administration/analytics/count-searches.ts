import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      in_range: z.coerce.number(),
      previous: z.coerce.number(),
      today: z.coerce.number(),
      yesterday: z.coerce.number(),
      mean_time: z.coerce.number().nullable(),
      p95_time: z.coerce.number().nullable(),
    }),
  ),
});

export interface SearchCounts {
  inRange: number;
  previous: number;
  today: number;
  yesterday: number;
  meanTimeMs: number | null;
  p95TimeMs: number | null;
}

const roundMs = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * Searches of the range, of the previous period, of today and yesterday, and the range's recorded search
 * durations (mean and 95th percentile), in one pass over the created_at index of both periods.
 */
export async function countSearches(db: Db, window: AnalyticsWindow): Promise<SearchCounts> {
  const rangeStart = window.rangeStart.toISOString();
  const inRange = sql`created_at >= ${rangeStart}::timestamptz`;
  const result = await db.execute(sql`
    select
      count(*) filter (where ${inRange})::int as in_range,
      count(*) filter (where created_at < ${rangeStart}::timestamptz)::int as previous,
      count(*) filter (where created_at >= ${window.todayStart.toISOString()}::timestamptz)::int as today,
      count(*) filter (where created_at >= ${window.yesterdayStart.toISOString()}::timestamptz
        and created_at < ${window.todayStart.toISOString()}::timestamptz)::int as yesterday,
      avg(search_time) filter (where ${inRange}) as mean_time,
      percentile_cont(0.95) within group (order by search_time) filter (where ${inRange}) as p95_time
    from search_requests
    where created_at >= ${window.previousStart.toISOString()}::timestamptz
      and created_at < ${window.rangeEnd.toISOString()}::timestamptz`);
  const row = rowsSchema.parse(result).rows[0];
  return {
    inRange: row?.in_range ?? 0,
    previous: row?.previous ?? 0,
    today: row?.today ?? 0,
    yesterday: row?.yesterday ?? 0,
    meanTimeMs: roundMs(row?.mean_time ?? null),
    p95TimeMs: roundMs(row?.p95_time ?? null),
  };
}
