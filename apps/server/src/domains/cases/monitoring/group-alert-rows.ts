import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Match } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { findPartyGroups, matchKey, withPartyGroup } from '../../screening';
import { appendAlertEvents } from './append-alert-event';

interface AlertRow {
  subjectId: string;
  sanctionList: string;
  sourceId: string;
  confidence: number;
  match: Match;
}

const UNDECIDED = ['open', 'escalated', 'proposed'] as const;

/** The listings an alert's stored match names (stored JSON: parsed; anything else names none). */
const storedListingsSchema = z.array(z.object({ sanctionList: z.string(), sourceId: z.string() }));

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
      listings: sql<unknown>`${monitoringAlerts.match}->'group'->'listings'`,
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
    // Already named by the alert (a later pass finding the same record again): nothing new to say.
    const named = storedListingsSchema.safeParse(alert.listings);
    if (
      named.success &&
      named.data.some((l) => l.sanctionList === row.sanctionList && l.sourceId === row.sourceId)
    )
      continue;
    await db
      .update(monitoringAlerts)
      .set({
        match: sql`jsonb_set(${monitoringAlerts.match}, '{group}', ${JSON.stringify(row.match.group)}::jsonb)`,
        version: sql`${monitoringAlerts.version} + 1`,
        updatedAt: now,
      })
      .where(eq(monitoringAlerts.id, alert.id));
    // The alert's history says another list added the person (issue 25 §3): an event, not a new alert.
    const entry = row.match.sanctionEntry;
    await appendAlertEvents(db, [
      {
        alertId: alert.id,
        kind: 'listing_added',
        actor: null,
        text: `${entry.listSource} · ${entry.sourceId}`,
        details: {
          sanctionList: row.sanctionList,
          listSource: entry.listSource,
          sourceId: row.sourceId,
          groupId: row.match.groupId ?? null,
          confidence: row.confidence,
        },
        at: now,
      },
    ]);
    updatedAlertIds.push(alert.id);
  }
  return { rows: kept, updatedAlertIds };
}
