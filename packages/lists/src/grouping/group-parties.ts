import type { GroupableRecord } from './groupable-record';
import { recordKey } from './groupable-record';
import { partyKeys } from './party-keys';
import type { GroupReasonKind } from './party-keys';
import { UnionFind } from './union-find';

/** Why records are in one group: one shared value and the members that share it. */
export interface GroupReason {
  kind: GroupReasonKind;
  text: string;
  /** Record keys ("un:QDi.006") that share this value, sorted. */
  members: string[];
}

/** Records that are the same party, on one or more lists. */
export interface PartyGroup {
  /** Deterministic: "grp:" + the smallest member key, so re-running on the same lists gives the same id. */
  id: string;
  /** Record keys, sorted. */
  members: string[];
  /** The distinct list ids the members are on, sorted. */
  lists: string[];
  reasons: GroupReason[];
}

export interface PartyGrouping {
  /** Groups of two or more records, sorted by id. */
  groups: PartyGroup[];
  /** Group id of every record key given; a record alone is its own group ("grp:" + its key). */
  groupOf: Map<string, string>;
}

/**
 * Groups records of all lists that are the same party (issue 25): two records join when they share
 * a strong identifier (UN reference, IMO number, passport / national id / registration number of
 * the same country) or the same name, full date of birth and nationality; groups close under
 * union-find. Never on a name alone. Pure and deterministic: the input order does not matter.
 */
export function groupParties(records: readonly GroupableRecord[]): PartyGrouping {
  const keys = records.map(recordKey);
  const sets = new UnionFind(records.length);
  const holders = new Map<string, { kind: GroupReasonKind; text: string; indexes: number[] }>();
  records.forEach((record, index) => {
    const seen = new Set<string>();
    for (const partyKey of partyKeys(record)) {
      if (seen.has(partyKey.key)) continue;
      seen.add(partyKey.key);
      const holder = holders.get(partyKey.key);
      if (holder === undefined)
        holders.set(partyKey.key, { kind: partyKey.kind, text: partyKey.text, indexes: [index] });
      else holder.indexes.push(index);
    }
  });
  for (const { indexes } of holders.values()) {
    const [first, ...rest] = indexes;
    if (first !== undefined) for (const other of rest) sets.union(first, other);
  }

  const membersByRoot = new Map<number, number[]>();
  records.forEach((_, index) => {
    const root = sets.find(index);
    const members = membersByRoot.get(root);
    if (members === undefined) membersByRoot.set(root, [index]);
    else members.push(index);
  });
  const reasonsByRoot = new Map<number, GroupReason[]>();
  for (const { kind, text, indexes } of holders.values()) {
    const members = [...new Set(indexes.map((index) => keys[index] ?? ''))].sort();
    if (members.length < 2 || indexes[0] === undefined) continue;
    const root = sets.find(indexes[0]);
    reasonsByRoot.set(root, [...(reasonsByRoot.get(root) ?? []), { kind, text, members }]);
  }

  const groupOf = new Map<string, string>();
  const groups: PartyGroup[] = [];
  for (const [root, indexes] of membersByRoot) {
    const members = [...new Set(indexes.map((index) => keys[index] ?? ''))].sort();
    const id = `grp:${members[0] ?? ''}`;
    for (const member of members) groupOf.set(member, id);
    if (members.length < 2) continue;
    const lists = [...new Set(indexes.map((index) => records[index]?.sanctionList ?? ''))].sort();
    const reasons = (reasonsByRoot.get(root) ?? []).sort(
      (a, b) => a.text.localeCompare(b.text) || a.members.join().localeCompare(b.members.join()),
    );
    groups.push({ id, members, lists, reasons });
  }
  groups.sort((a, b) => a.id.localeCompare(b.id));
  return { groups, groupOf };
}
