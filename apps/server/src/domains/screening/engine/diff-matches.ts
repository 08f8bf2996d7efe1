import type { Match } from '@sanctions/contracts';
import { canonicalJson } from './canonical-json';

export interface MatchDifferences {
  added: string[];
  removed: string[];
  changed: string[];
}

function matchKey(match: Match): string {
  return `${match.sanctionEntry.sanctionList}:${match.sanctionEntry.sourceId}`;
}

/**
 * What the engine decides: grouping is computed at import (issue 25 §3) and may regroup a record while its
 * match stays the same, and evidence stored before grouping has none, so a reproduction leaves it out.
 */
function engineFields(match: Match): Omit<Match, 'groupId' | 'group'> {
  const { groupId: _groupId, group: _group, ...rest } = match;
  return rest;
}

/** Matches keyed by list record: which appeared, which disappeared, which differ in any field or rank. */
export function diffMatches(stored: readonly Match[], current: readonly Match[]): MatchDifferences {
  const storedByKey = new Map(stored.map((m, rank) => [matchKey(m), { m, rank }]));
  const currentByKey = new Map(current.map((m, rank) => [matchKey(m), { m, rank }]));
  const added = [...currentByKey.keys()].filter((key) => !storedByKey.has(key));
  const removed = [...storedByKey.keys()].filter((key) => !currentByKey.has(key));
  const changed = [...storedByKey].flatMap(([key, before]) => {
    const after = currentByKey.get(key);
    if (!after) return [];
    const isSame =
      after.rank === before.rank &&
      canonicalJson(engineFields(after.m)) === canonicalJson(engineFields(before.m));
    return isSame ? [] : [key];
  });
  return { added, removed, changed };
}

/** True when nothing differs, also not in fields the keyed diff cannot see (such as duplicate keys). */
export function isIdenticalResult(
  stored: readonly Match[],
  current: readonly Match[],
  differences: MatchDifferences,
): boolean {
  return (
    differences.added.length === 0 &&
    differences.removed.length === 0 &&
    differences.changed.length === 0 &&
    canonicalJson(stored.map(engineFields)) === canonicalJson(current.map(engineFields))
  );
}
