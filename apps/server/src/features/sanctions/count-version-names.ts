import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sanctionEntries } from '../../db/schema/sanctions';
import type { PublicationCounts } from './validate-publication';

/** Entries, names and aliases of a stored version, counted from its records as a parsed publication is. */
export async function countVersionNames(db: DbOrTx, versionId: string): Promise<PublicationCounts> {
  const names = sql`${sanctionEntries.data} -> 'names'`;
  const [row] = await db
    .select({
      entries: sql<number>`count(*)::int`,
      names: sql<number>`coalesce(sum(jsonb_array_length(${names})), 0)::int`,
      aliases: sql<number>`coalesce(sum((select count(*) from jsonb_array_elements(${names}) as name
        where name ->> 'kind' <> 'primary')), 0)::int`,
    })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.listVersionId, versionId));
  return { entries: row?.entries ?? 0, names: row?.names ?? 0, aliases: row?.aliases ?? 0 };
}
