import { eq, inArray } from 'drizzle-orm';
import type { PartyGroup } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { partyGroupMembers, partyGroups } from '../../../db/schema/sanctions';

/** The stored group (issue 25 §3) of each of the given record keys ("un:QDi.001") that is in one. */
export async function findPartyGroups(
  db: DbOrTx,
  memberKeys: readonly string[],
): Promise<Map<string, PartyGroup>> {
  const byMember = new Map<string, PartyGroup>();
  const keys = [...new Set(memberKeys)];
  if (keys.length === 0) return byMember;
  const rows = await db
    .select({
      memberKey: partyGroupMembers.memberKey,
      id: partyGroups.id,
      listings: partyGroups.listings,
      reasons: partyGroups.reasons,
    })
    .from(partyGroupMembers)
    .innerJoin(partyGroups, eq(partyGroups.id, partyGroupMembers.groupId))
    .where(inArray(partyGroupMembers.memberKey, keys));
  for (const row of rows) {
    byMember.set(row.memberKey, { id: row.id, listings: row.listings, reasons: row.reasons });
  }
  return byMember;
}
