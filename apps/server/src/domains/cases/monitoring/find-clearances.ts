import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringClearances } from '../../../db/schema/monitoring';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { inMonitoringScope } from './monitoring-scope';
import type { MonitoringScope } from './monitoring-scope';

/**
 * An approved false positive still standing: the entry has not changed since it was cleared, and the
 * clearance is neither revoked nor past its expiry (ADR 024).
 */
export interface StandingClearance {
  /** The subject key of the cleared subject (what a search or bulk row is paired on). */
  subjectKey: string;
  sanctionList: string;
  sourceId: string;
  decisionId: string;
  alertId: string;
  clearedAt: Date;
}

export type ClearanceTarget =
  { scope: MonitoringScope; subjectKeys: readonly string[] } | { subjectId: string };

/**
 * The clearances of one subject (by id, or by subject key inside a scope: a single search or a bulk
 * row of the same subject) whose entry hash equals the entry's hash in its active list version. Keyed on
 * the subject, never the name alone: another organisation's subject with the same name shares nothing.
 */
export async function findClearances(
  db: DbOrTx,
  target: ClearanceTarget,
  now: Date,
): Promise<StandingClearance[]> {
  if ('subjectKeys' in target && target.subjectKeys.length === 0) return [];
  const subjectCondition: SQL | undefined =
    'subjectId' in target
      ? eq(monitoringClearances.subjectId, target.subjectId)
      : and(
          inArray(monitoringClearances.subjectKey, [...target.subjectKeys]),
          inMonitoringScope(monitoringClearances, target.scope),
          sql`exists (select 1 from ${monitoredSubjects} where ${monitoredSubjects.id} = ${monitoringClearances.subjectId} and ${monitoredSubjects.status} <> 'removed')`,
        );
  const rows = await db
    .selectDistinctOn(
      [
        monitoringClearances.subjectKey,
        monitoringClearances.sanctionList,
        monitoringClearances.sourceId,
      ],
      {
        subjectKey: monitoringClearances.subjectKey,
        sanctionList: monitoringClearances.sanctionList,
        sourceId: monitoringClearances.sourceId,
        decisionId: monitoringClearances.decisionId,
        alertId: monitoringClearances.alertId,
        clearedAt: monitoringClearances.createdAt,
      },
    )
    .from(monitoringClearances)
    .innerJoin(
      sanctionEntries,
      and(
        eq(sanctionEntries.sanctionList, monitoringClearances.sanctionList),
        eq(sanctionEntries.sourceId, monitoringClearances.sourceId),
        eq(sanctionEntries.contentHash, monitoringClearances.entryContentHash),
      ),
    )
    .innerJoin(
      listVersions,
      and(eq(listVersions.id, sanctionEntries.listVersionId), eq(listVersions.status, 'active')),
    )
    .where(and(subjectCondition, clearanceInForce(now)))
    .orderBy(
      monitoringClearances.subjectKey,
      monitoringClearances.sanctionList,
      monitoringClearances.sourceId,
      sql`${monitoringClearances.createdAt} desc`,
    );
  // The join on listed entries keeps official lists only: a watchlist row's clearance has no list.
  return rows.flatMap(({ sanctionList, ...row }) =>
    sanctionList === null ? [] : [{ ...row, sanctionList }],
  );
}

/** `list|sourceId` of a clearance or a match's entry, to pair them. */
export function clearanceKeyOf(sanctionList: string, sourceId: string): string {
  return `${sanctionList}|${sourceId}`;
}

/**
 * A clearance suppresses only while it is not revoked and its expiry (if any) is still ahead: the moment a
 * revocation is approved or the expiry passes, the next search, bulk chunk or re-screening raises the hit.
 */
export function clearanceInForce(now: Date): SQL {
  const inForce = and(
    isNull(monitoringClearances.revokedAt),
    or(isNull(monitoringClearances.expiresAt), gt(monitoringClearances.expiresAt, now)),
  );
  if (inForce === undefined) throw new Error('unreachable: and() of two conditions');
  return inForce;
}
