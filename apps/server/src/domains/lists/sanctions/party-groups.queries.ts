import { inArray } from 'drizzle-orm';
import type { ListEntity } from '@sanctions/screening';
import type { DbOrTx } from '../../../db/client';
import { partyGroupMembers, partyGroups, sanctionEntries } from '../../../db/schema/sanctions';
import { findEntryIdsOfVersions, readEntryPages } from './sanctions.queries';
import { findServedVersions } from './served-versions';

export type NewPartyGroup = typeof partyGroups.$inferInsert;

/** Every record of every served version (ADR 043), read page by page (PGlite serves requests between pages). */
export async function findActiveEntities(db: DbOrTx): Promise<ListEntity[]> {
  const versions = await findServedVersions(db);
  const ids = await findEntryIdsOfVersions(
    db,
    versions.map((version) => version.id),
  );
  const rows = await readEntryPages(ids, (pageIds) =>
    db
      .select({ data: sanctionEntries.data })
      .from(sanctionEntries)
      .where(inArray(sanctionEntries.id, pageIds)),
  );
  return rows.map((row) => row.data);
}

/** Rows per insert: a group row carries its listings and reasons, so a page stays a few hundred kB. */
const GROUP_PAGE_SIZE = 500;

/** Replaces every stored group in one transaction: a search sees the old groups or the new, never half. */
export async function replacePartyGroups(
  db: DbOrTx,
  groups: readonly NewPartyGroup[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(partyGroupMembers);
    await tx.delete(partyGroups);
    for (let start = 0; start < groups.length; start += GROUP_PAGE_SIZE) {
      const page = groups.slice(start, start + GROUP_PAGE_SIZE);
      await tx.insert(partyGroups).values(page);
      await tx.insert(partyGroupMembers).values(
        page.flatMap((group) =>
          group.listings.map((listing) => ({
            memberKey: `${listing.sanctionList}:${listing.sourceId}`,
            groupId: group.id,
          })),
        ),
      );
    }
  });
}
