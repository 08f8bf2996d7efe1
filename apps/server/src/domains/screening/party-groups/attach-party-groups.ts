import type { Match, PartyGroup } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { findPartyGroups } from './find-party-groups';

/** A record's key across lists, as grouping writes it ("un:QDi.001"). */
export function matchKey(match: Pick<Match, 'sanctionEntry'>): string {
  return `${match.sanctionEntry.sanctionList}:${match.sanctionEntry.sourceId}`;
}

/**
 * The match keeps its own record and gains its group: the id every member shares, the group's listings
 * and why they were grouped. A record in no stored group is its own group ("grp:" + its key).
 */
export function withPartyGroup<T extends Match>(match: T, groups: Map<string, PartyGroup>): T {
  const key = matchKey(match);
  const group = groups.get(key);
  return group ? { ...match, groupId: group.id, group } : { ...match, groupId: `grp:${key}` };
}

/** {@link withPartyGroup} for every match, the groups read in one query. */
export async function attachPartyGroups<T extends Match>(
  db: DbOrTx,
  matches: readonly T[],
): Promise<T[]> {
  const groups = await findPartyGroups(db, matches.map(matchKey));
  return matches.map((match) => withPartyGroup(match, groups));
}
