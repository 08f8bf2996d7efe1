import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(
    z.object({ source: z.string(), sanction_list: z.string(), matches: z.coerce.number() }),
  ),
});

/**
 * Stored matches of the range's searches per list publication ("OFAC SDN", "UN Consolidated List"...),
 * most first. The publication comes from the matched entry; an entry pruned since (results keep no
 * foreign key to entries) counts under its list's code.
 */
export async function countSourceMatches(db: Db, window: AnalyticsWindow) {
  const result = await db.execute(sql`
    select coalesce(e.list_source, r.sanction_list) as source, r.sanction_list,
      count(*)::int as matches
    from search_results r
    join search_requests q on q.id = r.search_request_id
    left join sanction_entries e on e.id = r.sanction_entry_id
    where q.created_at >= ${window.rangeStart.toISOString()}::timestamptz
      and q.created_at < ${window.rangeEnd.toISOString()}::timestamptz
    group by 1, 2
    order by matches desc, source`);
  return rowsSchema.parse(result).rows.map((row) => ({
    source: row.source,
    sanctionList: row.sanction_list,
    matches: row.matches,
  }));
}
