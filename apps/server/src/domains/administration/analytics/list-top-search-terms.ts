import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TOP_SEARCH_TERMS_LIMIT } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(z.object({ term: z.string(), count: z.coerce.number() })),
});

/**
 * The names screened most often in the range: the full Latin name (first and last), or the Arabic name
 * when no Latin one was typed, lower-cased with inner spaces collapsed, so "OMAR  Khalil" and "omar
 * khalil" count together. Ties read alphabetically. Personal data: only the admin route calls this.
 */
export async function listTopSearchTerms(db: Db, window: AnalyticsWindow) {
  // Grouping the typed names first leaves the normalising (the costly part) to one row per spelling.
  const result = await db.execute(sql`
    select term, sum(searches)::int as count
    from (
      select lower(regexp_replace(coalesce(
        nullif(trim(concat_ws(' ', nullif(trim(first_name), ''), nullif(trim(last_name), ''))), ''),
        nullif(trim(arabic_name), '')), '\\s+', ' ', 'g')) as term, count(*) as searches
      from search_requests
      where created_at >= ${window.rangeStart.toISOString()}::timestamptz
        and created_at < ${window.rangeEnd.toISOString()}::timestamptz
      group by first_name, last_name, arabic_name
    ) spellings
    where term is not null
    group by term
    order by count desc, term
    limit ${TOP_SEARCH_TERMS_LIMIT}`);
  return rowsSchema.parse(result).rows;
}
