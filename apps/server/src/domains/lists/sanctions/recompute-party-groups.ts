import { performance } from 'node:perf_hooks';
import { isSanctionList } from '@sanctions/contracts';
import type { PartyListing, SanctionList } from '@sanctions/contracts';
import { groupParties, recordKey } from '@sanctions/lists';
import type { ListEntity } from '@sanctions/screening';
import type { Db } from '../../../db/client';
import { findActiveEntities, replacePartyGroups } from './party-groups.queries';
import type { NewPartyGroup } from './party-groups.queries';

export interface PartyGroupsOutcome {
  groupCount: number;
  entryCount: number;
  /** Reading the active entries, grouping, and writing the groups. */
  readMs: number;
  groupMs: number;
  writeMs: number;
}

/**
 * Groups every active record of every list (issue 25 §3) and stores the groups, so a search reads a match's
 * group instead of grouping per query. Run after an import activated a version: the groups always describe
 * the lists being screened.
 */
export async function recomputePartyGroups(db: Db, now: Date): Promise<PartyGroupsOutcome> {
  const started = performance.now();
  // Sanctions records only: a PEP is answered apart (pepMatches), never as a listing of a sanctioned party.
  const entities = (await findActiveEntities(db)).filter((entity) =>
    isSanctionList(entity.sanctionList),
  );
  const read = performance.now();
  const groups = toGroupRows(entities, now);
  const grouped = performance.now();
  await replacePartyGroups(db, groups);
  return {
    groupCount: groups.length,
    entryCount: entities.length,
    readMs: Math.round(read - started),
    groupMs: Math.round(grouped - read),
    writeMs: Math.round(performance.now() - grouped),
  };
}

export function toGroupRows(entities: readonly ListEntity[], now: Date): NewPartyGroup[] {
  const byKey = new Map(entities.map((entity) => [recordKey(entity), entity]));
  return groupParties(entities).groups.map((group) => ({
    id: group.id,
    lists: group.lists,
    listings: group.members.flatMap((key) => {
      const entity = byKey.get(key);
      return entity && isSanctionListed(entity) ? [toListing(entity)] : [];
    }),
    reasons: group.reasons,
    computedAt: now,
  }));
}

function toListing(entity: ListEntity & { sanctionList: SanctionList }): PartyListing {
  const primary = entity.names.find((name) => name.kind === 'primary') ?? entity.names[0];
  return {
    sanctionList: entity.sanctionList,
    listSource: entity.listSource,
    sourceId: entity.sourceId,
    name: primary?.full ?? entity.sourceId,
    programmes: entity.programmes,
    ...(entity.listedOn ? { listedOn: entity.listedOn } : {}),
  };
}

function isSanctionListed(
  entity: ListEntity,
): entity is ListEntity & { sanctionList: SanctionList } {
  return isSanctionList(entity.sanctionList);
}
