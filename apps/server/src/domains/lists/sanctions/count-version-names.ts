import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sanctionEntries } from '../../../db/schema/sanctions';
import { findEntryIdsOfVersions, readEntryPages } from './sanctions.queries';
import type { PublicationCounts } from './validate-publication';

/**
 * Entries, names and aliases of a stored version, counted from its records as a parsed publication is.
 * Summed page by page: one aggregate over a whole list's jsonb would hold PGlite (and the event loop) for
 * as long as it reads every record.
 */
export async function countVersionNames(db: DbOrTx, versionId: string): Promise<PublicationCounts> {
  const names = sql`${sanctionEntries.data} -> 'names'`;
  const ids = await findEntryIdsOfVersions(db, [versionId]);
  const pages = await readEntryPages(ids, (pageIds) =>
    db
      .select({
        names: sql<number>`coalesce(sum(jsonb_array_length(${names})), 0)::int`,
        aliases: sql<number>`coalesce(sum((select count(*) from jsonb_array_elements(${names}) as name
          where name ->> 'kind' <> 'primary')), 0)::int`,
      })
      .from(sanctionEntries)
      .where(inArray(sanctionEntries.id, pageIds)),
  );
  return {
    entries: ids.length,
    names: pages.reduce((sum, page) => sum + page.names, 0),
    aliases: pages.reduce((sum, page) => sum + page.aliases, 0),
  };
}
