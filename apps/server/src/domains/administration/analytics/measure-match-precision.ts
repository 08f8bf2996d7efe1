import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      sanction_list: z.string(),
      match_type: z.string(),
      judged: z.coerce.number(),
      relevant: z.coerce.number(),
    }),
  ),
});

/**
 * The share of judged matches analysts marked relevant, per list and match type, over the range's
 * searches: a precision figure the provider can act on (e.g. phonetic matches on one list mostly wrong).
 * Feedback rows name their search in `session_id` and their match by its rank (`match_index`).
 */
export async function measureMatchPrecision(db: Db, window: AnalyticsWindow) {
  const result = await db.execute(sql`
    select r.sanction_list, r.match_type, count(*)::int as judged,
      count(*) filter (where f.is_relevant)::int as relevant
    from user_feedback f
    join search_requests q on q.id::text = f.session_id
    join search_results r on r.search_request_id = q.id and r.rank = f.match_index
    where f.is_relevant is not null
      and q.created_at >= ${window.rangeStart.toISOString()}::timestamptz
      and q.created_at < ${window.rangeEnd.toISOString()}::timestamptz
    group by 1, 2
    order by 1, 2`);
  return rowsSchema.parse(result).rows.map((row) => ({
    sanctionList: row.sanction_list,
    matchType: row.match_type,
    judged: row.judged,
    relevant: row.relevant,
    precision: row.judged === 0 ? null : Math.round((row.relevant / row.judged) * 1000) / 10,
  }));
}
