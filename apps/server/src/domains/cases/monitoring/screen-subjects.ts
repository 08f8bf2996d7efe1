import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { isSanctionList } from '@sanctions/contracts';
import type { AlertTrigger, ListVersionRef, SanctionList } from '@sanctions/contracts';
import { ALGORITHM_VERSION } from '@sanctions/screening';
import type { ScreeningMatch } from '@sanctions/screening';
import type { Db, DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { sanctionEntries } from '../../../db/schema/sanctions';
import type { ActiveListVersion, StoredEntity } from '../../../plugins/screening-index';
import { toMatchDto, toPepMatchDto } from '../../screening';
import type { Clock } from '../../../lib/clock';
import type { EnqueueJob } from '../../../lib/jobs';
import { appendAlertEvents } from './append-alert-event';
import { groupAlertRows } from './group-alert-rows';
import { MONITORING_JOBS } from './monitoring-jobs';
import { readPepCheckOrganizations } from './pep-check-organizations';
import { readMonitoringThresholds } from './monitoring-thresholds';
import { readDecidedHashes } from './standing-decisions';
import type { SubjectRow } from './subject-query';
import { watchlistAlertRows } from './watchlist-alert-rows';
import type { WatchlistRowsScreened } from './watchlist-alert-rows';

/** Subjects screened between yields to the event loop, so requests keep being answered during a pass. */
const SUBJECTS_PER_SLICE = 20;

/** Alert rows per INSERT statement. */
const ALERTS_PER_INSERT = 1_000;

export interface ScreenSubjectsContext {
  db: Db;
  enqueue: EnqueueJob;
  clock: Clock;
}

/**
 * The matches of one subject at or above `minConfidence`, best first (full index, or a version's delta);
 * with `withPeps` (the organisation's plan has `pepCheck`) PEP records too. Async: the index may be held
 * by the cluster primary (ADR 033).
 */
export type FindSubjectMatches = (
  subject: SubjectRow,
  minConfidence: number,
  withPeps: boolean,
) => Promise<ScreeningMatch<StoredEntity>[]>;

export interface ScreenSubjectsInput {
  subjects: readonly SubjectRow[];
  findMatches: FindSubjectMatches;
  /** The list versions screened against, stored on each alert. */
  versions: readonly ActiveListVersion[];
  trigger: Exclude<AlertTrigger, 'entry_changed'>;
  /**
   * The organisation's own watchlist rows screened too (plans with `watchlistScreening`, ADR 042): all of
   * them, a new watchlist version's added and changed rows, or none (an official list's delta pass).
   */
  watchlistRows?: WatchlistRowsScreened;
  /** The version whose activation runs this pass (delta), else null. */
  listVersionId: string | null;
  /** Runs inside the write transaction (a run's progress commits with the chunk's alerts). */
  afterWrite?: (tx: DbOrTx, result: ScreenSubjectsResult) => Promise<void>;
}

export interface ScreenSubjectsResult {
  subjectsScreened: number;
  alertsRaised: number;
  alertIds: string[];
}

interface Candidate {
  subject: SubjectRow;
  match: ScreeningMatch<StoredEntity>;
}

/**
 * Screens a batch of subjects and raises an alert for every match at or above the subject's scope
 * threshold that has no standing decision (ADR 019). One transaction writes the alerts (ON CONFLICT DO
 * NOTHING on the one-undecided-alert index: a batch run twice raises each alert once), their `raised`
 * events, the `alertsRaised` job and every subject's `last_screened_at`.
 */
export async function screenSubjects(
  ctx: ScreenSubjectsContext,
  input: ScreenSubjectsInput,
): Promise<ScreenSubjectsResult> {
  const { subjects } = input;
  const thresholdOf = await readMonitoringThresholds(
    ctx.db,
    subjects.map((s) => s.organizationId),
  );
  const pepOf = await readPepCheckOrganizations(
    ctx.db,
    subjects.map((s) => s.organizationId),
  );
  const candidates: Candidate[] = [];
  for (const [position, subject] of subjects.entries()) {
    if (position > 0 && position % SUBJECTS_PER_SLICE === 0) await yieldToEventLoop();
    const found = await input.findMatches(
      subject,
      thresholdOf(subject.organizationId),
      pepOf(subject.organizationId),
    );
    for (const match of found) candidates.push({ subject, match });
  }
  const hashOf = await readContentHashes(
    ctx.db,
    candidates.map((c) => c.match.entity.entryId),
  );
  const now = ctx.clock.now();
  const historyOf = await readDecidedHashes(
    ctx.db,
    [...new Set(candidates.map((c) => c.subject.id))],
    now,
  );
  const versionRefs = toVersionRefs(input.versions);
  const asOf = now.toISOString().slice(0, 10);
  const standingOut = ({ subject, match }: Candidate) => {
    const hash = hashOf.get(match.entity.entryId);
    if (hash === undefined) return undefined;
    const history = historyOf(subject.id, match.entity.sanctionList, match.entity.sourceId, hash);
    return history === 'standing' ? undefined : { hash, history };
  };
  // A PEP hit is its own kind of alert (enhanced due diligence): never grouped with sanctions parties.
  const pepRows = candidates.flatMap((candidate) => {
    const { subject, match } = candidate;
    if (match.entity.sourceKind !== 'pep') return [];
    const pepMatch = toPepMatchDto(match, asOf);
    const state = standingOut(candidate);
    if (pepMatch === undefined || state === undefined) return [];
    return [
      {
        kind: 'pep' as const,
        subjectId: subject.id,
        organizationId: subject.organizationId,
        ownerUserId: subject.ownerUserId,
        sanctionList: match.entity.sanctionList,
        listSource: match.entity.listSource,
        sourceId: match.entity.sourceId,
        entryFullName: pepMatch.pepEntry.fullName,
        entryContentHash: state.hash,
        match: { ...pepMatch },
        confidence: match.confidence,
        riskLevel: match.riskLevel,
        matchType: match.matchType,
        trigger: state.history === 'changed' ? ('entry_changed' as const) : input.trigger,
        listVersionId: input.listVersionId,
        listVersions: versionRefs,
        algorithmVersion: ALGORITHM_VERSION,
        raisedAt: now,
      },
    ];
  });
  const rows = candidates.flatMap((candidate) => {
    const { subject, match } = candidate;
    if (match.entity.sourceKind === 'pep') return [];
    const state = standingOut(candidate);
    if (state === undefined) return [];
    const { hash, history } = state;
    const dto = toMatchDto(match);
    return [
      {
        subjectId: subject.id,
        organizationId: subject.organizationId,
        ownerUserId: subject.ownerUserId,
        sanctionList: dto.sanctionEntry.sanctionList,
        listSource: match.entity.listSource,
        sourceId: match.entity.sourceId,
        entryFullName: dto.sanctionEntry.fullName,
        entryContentHash: hash,
        match: { ...dto },
        confidence: dto.confidence,
        riskLevel: dto.riskLevel,
        matchType: dto.matchType,
        trigger: history === 'changed' ? ('entry_changed' as const) : input.trigger,
        listVersionId: input.listVersionId,
        listVersions: versionRefs,
        algorithmVersion: ALGORITHM_VERSION,
        raisedAt: now,
      },
    ];
  });

  // A watchlist hit is its own kind too: an internal list, never grouped with official listings.
  const watchlistRows =
    input.watchlistRows === undefined
      ? []
      : await watchlistAlertRows(ctx.db, {
          subjects,
          rows: input.watchlistRows,
          thresholdOf,
          historyOf,
          trigger: input.trigger,
          now,
        });

  const alertIds = await ctx.db.transaction(async (tx) => {
    // One alert per party and subject: the records of one person on several lists raise one (issue 25 §3).
    const { rows: partyRows } = await groupAlertRows(tx, rows, now);
    const alertRows = [...partyRows, ...pepRows, ...watchlistRows];
    const inserted: { id: string; trigger: AlertTrigger }[] = [];
    // Batches keep each statement under PostgreSQL's bind-parameter limit.
    for (let start = 0; start < alertRows.length; start += ALERTS_PER_INSERT) {
      inserted.push(
        ...(await tx
          .insert(monitoringAlerts)
          .values(alertRows.slice(start, start + ALERTS_PER_INSERT))
          .onConflictDoNothing()
          .returning({ id: monitoringAlerts.id, trigger: monitoringAlerts.trigger })),
      );
    }
    await appendAlertEvents(
      tx,
      inserted.map((alert) => ({
        alertId: alert.id,
        kind: alert.trigger === 'entry_changed' ? ('reraised' as const) : ('raised' as const),
        actor: null,
        details: { trigger: alert.trigger, listVersionId: input.listVersionId },
        at: now,
      })),
    );
    const ids = inserted.map((alert) => alert.id);
    if (ids.length > 0) await ctx.enqueue(tx, MONITORING_JOBS.alertsRaised, { alertIds: ids });
    if (subjects.length > 0)
      await tx
        .update(monitoredSubjects)
        .set({
          lastScreenedAt: now,
          ...(input.trigger === 'list_update' ? {} : { lastAlgorithmVersion: ALGORITHM_VERSION }),
        })
        .where(
          inArray(
            monitoredSubjects.id,
            subjects.map((s) => s.id),
          ),
        );
    await input.afterWrite?.(tx, {
      subjectsScreened: subjects.length,
      alertsRaised: ids.length,
      alertIds: ids,
    });
    return ids;
  });
  return { subjectsScreened: subjects.length, alertsRaised: alertIds.length, alertIds };
}

/** Content hash of each matched `sanction_entries` row, one statement. */
async function readContentHashes(
  db: Db,
  entryIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(entryIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sanctionEntries.id, hash: sanctionEntries.contentHash })
    .from(sanctionEntries)
    .where(inArray(sanctionEntries.id, ids));
  return new Map(rows.map((row) => [row.id, row.hash]));
}

function toVersionRefs(versions: readonly ActiveListVersion[]): ListVersionRef[] {
  return versions
    .filter((version): version is ActiveListVersion & { sanctionList: SanctionList } =>
      isSanctionList(version.sanctionList),
    )
    .map((version) => {
      const ref: ListVersionRef = {
        sanctionList: version.sanctionList,
        listSource: version.listSource,
        versionId: version.versionId,
      };
      if (version.publishedAt !== undefined) ref.publishedAt = version.publishedAt;
      if (version.importedAt !== undefined) ref.importedAt = version.importedAt;
      return ref;
    })
    .sort((a, b) =>
      `${a.sanctionList}|${a.listSource}`.localeCompare(`${b.sanctionList}|${b.listSource}`),
    );
}
