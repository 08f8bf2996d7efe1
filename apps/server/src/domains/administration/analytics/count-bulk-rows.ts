import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({ rows: z.array(z.object({ screened: z.coerce.number() })) });

/**
 * Rows that bulk jobs started within the range screened (clear or a hit; invalid, cancelled and error rows
 * are not screenings). Each counts as one search, as billing and the monthly allowances count them
 * (ADR 016), so the analytics can show single searches and bulk rows on the same terms (issue 23 §5).
 */
export async function countBulkRows(db: Db, window: AnalyticsWindow): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(clear_rows + high_risk_rows + medium_risk_rows + low_risk_rows), 0)::int as screened
    from bulk_search_jobs
    where created_at >= ${window.rangeStart.toISOString()}::timestamptz
      and created_at < ${window.rangeEnd.toISOString()}::timestamptz`);
  return rowsSchema.parse(result).rows[0]?.screened ?? 0;
}
