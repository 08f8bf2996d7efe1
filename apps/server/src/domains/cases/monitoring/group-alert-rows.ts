import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Match } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { findPartyGroups, matchKey, withPartyGroup } from '../../screening';

interface AlertRow {
  subjectId: string;
  sanctionList: string;
  sourceId: string;
  confidence: number;
  match: Match;
}

const UNDECIDED = ['open', 'escalated', 'proposed'] as const;

/**
 * One alert per party and subject (issue 25 §3). Each match gains its party group; of the records of one
 * party matched for one subject, the best-scoring one raises the alert (its match lists every listing).
 * A party that already has an undecided alert for the subject on another of its records raises nothing
 * new: that alert's listings are brought up to date instead (`updatedAlertIds`).
 */
export async function groupAlertRows<T extends AlertRow>(
  db: DbOrTx,
  rows: readonly T[],
  now: Date,
): Promise<{ rows: T[]; updatedAlertIds: string[] }> {
  if (rows.length === 0) return { rows: [], updatedAlertIds: [] };
  const groups = await findPartyGroups(
    db,
    rows.map((row) => matchKey(row.match)),
  );
  const best = new Map<string, T>();
  for (const row of rows) {
    const match = withPartyGroup(row.match, groups);
    const grouped = { ...row, match };
    const key = `${row.subjectId}|${match.groupId ?? ''}`;
    const kept = best.get(key);
    if (kept === undefined || kept.confidence < row.confidence) best.set(key, grouped);
  }
  const candidates = [...best.values()];
  const multi = candidates.filter((row) => row.match.group !== undefined);
  if (multi.length === 0) return { rows: candidates, updatedAlertIds: [] };

  const standing = await db
    .select({
      id: monitoringAlerts.id,
      subjectId: monitoringAlerts.subjectId,
      sanctionList: monitoringAlerts.sanctionList,
      sourceId: monitoringAlerts.sourceId,
      groupId: sql<string | null>`${monitoringAlerts.match}->>'groupId'`,
    })
    .from(monitoringAlerts)
    .where(
      and(
        inArray(monitoringAlerts.subjectId, [...new Set(multi.map((row) => row.subjectId))]),
        inArray(monitoringAlerts.status, [...UNDECIDED]),
        inArray(sql`${monitoringAlerts.match}->>'groupId'`, [
          ...new Set(multi.map((row) => row.match.groupId ?? '')),
        ]),
      ),
    );
  const kept: T[] = [];
  const updatedAlertIds: string[] = [];
  for (const row of candidates) {
    const alert = standing.find(
      (a) => a.subjectId === row.subjectId && a.groupId === row.match.groupId,
    );
    // The same record keeps its own path (the one-undecided index); another record of the party updates it.
    if (
      alert === undefined ||
      (alert.sanctionList === row.sanctionList && alert.sourceId === row.sourceId)
    ) {
      kept.push(row);
      continue;
    }
    await db
      .update(monitoringAlerts)
      .set({
        match: sql`jsonb_set(${monitoringAlerts.match}, '{group}', ${JSON.stringify(row.match.group)}::jsonb)`,
        version: sql`${monitoringAlerts.version} + 1`,
        updatedAt: now,
      })
      .where(eq(monitoringAlerts.id, alert.id));
    updatedAlertIds.push(alert.id);
  }
  return { rows: kept, updatedAlertIds };
}
