import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SANCTION_LISTS } from '@sanctions/contracts';
import type { ListImportFreshness } from '@sanctions/contracts';
import type { Db } from '../../../db/client';

const instant = z.union([z.date(), z.string()]).nullable();
const rowsSchema = z.object({
  rows: z.array(
    z.object({
      sanction_list: z.enum(SANCTION_LISTS),
      list_source: z.string(),
      last_imported_at: instant,
      last_checked_at: instant,
    }),
  ),
});

const toIso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Per publication, its newest successful import (a version that became active, whether still active or
 * superseded since; failed imports never count) and the last time the live version was confirmed.
 */
export async function listFreshness(db: Db): Promise<ListImportFreshness[]> {
  const result = await db.execute(sql`
    select sanction_list, list_source,
      max(imported_at) filter (where status in ('active', 'superseded')) as last_imported_at,
      max(checked_at) filter (where status = 'active') as last_checked_at
    from list_versions
    group by sanction_list, list_source
    order by sanction_list, list_source`);
  return rowsSchema.parse(result).rows.map((row) => ({
    sanctionList: row.sanction_list,
    listSource: row.list_source,
    lastImportedAt: toIso(row.last_imported_at),
    lastCheckedAt: toIso(row.last_checked_at),
  }));
}
