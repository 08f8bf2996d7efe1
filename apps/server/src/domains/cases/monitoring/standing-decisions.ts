import { eq, and, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoringAlerts, monitoringClearances } from '../../../db/schema/monitoring';
import { alertListIdOf } from './alert-list-id';
import { clearanceInForce } from './find-clearances';

/** `subjectId|list|sourceId`: the pair a decision and a clearance are about. */
export function pairKeyOf(subjectId: string, sanctionList: string, sourceId: string): string {
  return `${subjectId}|${sanctionList}|${sourceId}`;
}

/**
 * What earlier decisions say about a pair's entry content: `standing` when an approved decision (or a
 * whitelist entry) was made on this very content, so it must not alert again; `changed` when the pair was
 * decided but the entry's content has changed since (it alerts again, trigger `entry_changed`); `none`.
 */
export type PairHistory = 'standing' | 'changed' | 'none';

/**
 * The decided content hashes of every pair of `subjectIds`, read in two statements. A false positive stands
 * through its clearance only, so a revoked or expired one (at `now`) no longer holds the alert back.
 */
export async function readDecidedHashes(
  db: DbOrTx,
  subjectIds: readonly string[],
  now: Date,
): Promise<
  (subjectId: string, sanctionList: string, sourceId: string, hash: string) => PairHistory
> {
  const hashes = new Map<string, Set<string>>();
  if (subjectIds.length > 0) {
    const ids = [...subjectIds];
    const decided = await db
      .select({
        subjectId: monitoringAlerts.subjectId,
        sanctionList: monitoringAlerts.sanctionList,
        sourceId: monitoringAlerts.sourceId,
        hash: monitoringAlerts.entryContentHash,
      })
      .from(monitoringAlerts)
      .where(
        and(
          inArray(monitoringAlerts.subjectId, ids),
          eq(monitoringAlerts.status, 'decided'),
          ne(monitoringAlerts.resolution, 'false_positive'),
        ),
      );
    const cleared = await db
      .select({
        subjectId: monitoringClearances.subjectId,
        sanctionList: monitoringClearances.sanctionList,
        sourceId: monitoringClearances.sourceId,
        hash: monitoringClearances.entryContentHash,
      })
      .from(monitoringClearances)
      .where(and(inArray(monitoringClearances.subjectId, ids), clearanceInForce(now)));
    for (const row of [...decided, ...cleared]) {
      const key = pairKeyOf(row.subjectId, alertListIdOf(row.sanctionList), row.sourceId);
      const set = hashes.get(key) ?? new Set<string>();
      set.add(row.hash);
      hashes.set(key, set);
    }
  }
  return (subjectId, sanctionList, sourceId, hash) => {
    const set = hashes.get(pairKeyOf(subjectId, sanctionList, sourceId));
    if (set === undefined) return 'none';
    return set.has(hash) ? 'standing' : 'changed';
  };
}
