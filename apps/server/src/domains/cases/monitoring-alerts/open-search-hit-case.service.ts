import { and, eq, inArray } from 'drizzle-orm';
import type {
  ListVersionRef,
  Match,
  OpenBulkRowHitCaseRequest,
  OpenSearchHitCaseRequest,
  SearchEvidence,
  SessionUser,
  SubjectType,
  WatchlistMatch,
} from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { AppError } from '../../../lib/app-error';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import { monitoringScopeOf } from '../monitoring/monitoring-scope';
import { CASE_MESSAGES } from './alert-messages';
import { personName } from './alert-view';
import { findOrCreateSubject, isInScope } from './hit-case-subject';

/** Reads a stored search as `viewer` may see it (404 otherwise): the search feature's `findSearchEvidence`. */
export type FindSearchEvidence = (
  db: Db,
  viewer: SessionUser,
  id: string,
) => Promise<SearchEvidence>;

const UNDECIDED = ['open', 'escalated', 'proposed'] as const;

/**
 * One screening's stored outcome, whichever feature stored it (a single search or a bulk row): who ran it
 * in which scope, the fields screened, the matches as answered and the list editions they came from.
 */
export interface ScreenedHitSource {
  /** The subject row's `source` / `source_ref` and the raised event's details name where the hit came from. */
  origin: { source: 'search' | 'bulk'; ref: string; details: Record<string, unknown> };
  organizationId: string | null;
  screenedById: string | null;
  fields: {
    firstName: string;
    lastName: string;
    arabicName: string;
    dateOfBirth: string | null;
    nationality: string | null;
    /** Stated by a bulk row's entity type; a single search states none. */
    subjectType?: SubjectType | undefined;
  };
  matches: Match[];
  /** Hits on the organisation's own watchlists (ADR 042); empty when none were screened. */
  watchlistMatches: WatchlistMatch[];
  listVersions: ListVersionRef[];
  algorithm: string;
}

/** Reads one bulk row as `viewer` may see it (404 otherwise): the bulk feature's `findBulkRowHitSource`. */
export type FindBulkRowHitSource = (
  db: Db,
  viewer: SessionUser,
  jobId: string,
  rowNumber: number,
) => Promise<ScreenedHitSource>;

/**
 * Opens the case of one hit of a stored search (a single search or a history row) in the one case model
 * (ADR 024): the hit becomes an alert with trigger `search_hit` on the subject the search stands for, so the
 * decision, its four-eyes review, the append-only record and the clearance are the alert's own. The hit is
 * read from the stored search, never from the client; only a search of the caller's own monitoring scope
 * opens a case there (another organisation's search reads as absent).
 */
export async function openSearchHitCase(
  db: Db,
  user: SessionUser,
  request: OpenSearchHitCaseRequest,
  findEvidence: FindSearchEvidence,
  now: Date,
): Promise<{ alertId: string; created: boolean }> {
  const evidence = await findEvidence(db, user, request.searchId);
  return openHitCase(db, user, searchHitSource(evidence), request, now);
}

/** A stored single search as the screening a case is opened on. */
export function searchHitSource(evidence: SearchEvidence): ScreenedHitSource {
  const { query } = evidence;
  return {
    origin: {
      source: 'search',
      ref: evidence.searchId,
      details: { searchId: evidence.searchId },
    },
    organizationId: evidence.organizationId,
    screenedById: evidence.searchedBy?.id ?? null,
    fields: {
      firstName: query.firstName,
      lastName: query.lastName,
      arabicName: query.arabicName,
      dateOfBirth: query.dateOfBirth ?? null,
      nationality: query.nationality ?? null,
    },
    matches: evidence.result.matches,
    watchlistMatches: evidence.result.watchlistMatches ?? [],
    listVersions: evidence.listVersions,
    algorithm: evidence.algorithm,
  };
}

/**
 * The same for one hit of a bulk screening row (ADR 024, bulk rows): the row is the stored screening, read
 * through the bulk feature (its owner, or the organisation's owners and admins); the case is an alert like
 * any other.
 */
export async function openBulkRowHitCase(
  db: Db,
  user: SessionUser,
  request: OpenBulkRowHitCaseRequest,
  findRow: FindBulkRowHitSource,
  now: Date,
): Promise<{ alertId: string; created: boolean }> {
  const source = await findRow(db, user, request.jobId, request.rowNumber);
  return openHitCase(db, user, source, request, now);
}

async function openHitCase(
  db: Db,
  user: SessionUser,
  source: ScreenedHitSource,
  request: Pick<OpenSearchHitCaseRequest, 'sanctionList' | 'sourceId'>,
  now: Date,
): Promise<{ alertId: string; created: boolean }> {
  const scope = monitoringScopeOf(user);
  if (!isInScope(source, scope)) throw new AppError('NOT_FOUND', 'Search not found');
  const match = source.matches.find(
    (m) =>
      m.sanctionEntry.sanctionList === request.sanctionList &&
      m.sanctionEntry.sourceId === request.sourceId,
  );
  if (match === undefined) throw refuse('NOT_FOUND', CASE_MESSAGES.hitNotFound);
  return db.transaction(async (tx) => {
    const contentHash = await currentContentHash(tx, request.sanctionList, request.sourceId);
    if (contentHash === null) throw refuse('CONFLICT', CASE_MESSAGES.entryNoLongerListed);
    // Unless the row stated it, the listed entry's kind is the best guess (both keys pair with later searches).
    const guessedType: SubjectType =
      match.sanctionEntry.entityType === 'entity' ? 'organization' : 'person';
    const subjectId = await findOrCreateSubject(tx, user, scope, source, guessedType, now);
    const existing = await findUndecidedAlert(tx, subjectId, request);
    if (existing !== null) return { alertId: existing, created: false };
    const [alert] = await tx
      .insert(monitoringAlerts)
      .values({
        subjectId,
        organizationId: scope.organizationId,
        ownerUserId: user.id,
        sanctionList: match.sanctionEntry.sanctionList,
        listSource: match.sanctionEntry.listSource,
        sourceId: match.sanctionEntry.sourceId,
        entryFullName: match.sanctionEntry.fullName,
        entryContentHash: contentHash,
        match: withoutClearedBefore(match),
        confidence: match.confidence,
        riskLevel: match.riskLevel,
        matchType: match.matchType,
        trigger: 'search_hit',
        listVersions: source.listVersions,
        algorithmVersion: source.algorithm,
        raisedAt: now,
      })
      // A colleague opened the same case a moment ago: the one-undecided-alert index keeps theirs.
      .onConflictDoNothing()
      .returning({ id: monitoringAlerts.id });
    if (alert === undefined) {
      const raced = await findUndecidedAlert(tx, subjectId, request);
      if (raced === null) throw new Error('openHitCase: conflict without an undecided alert');
      return { alertId: raced, created: false };
    }
    await appendAlertEvents(tx, [
      {
        alertId: alert.id,
        kind: 'raised',
        actor: { id: user.id, name: personName(user) },
        details: { trigger: 'search_hit', ...source.origin.details },
        at: now,
      },
    ]);
    return { alertId: alert.id, created: true };
  });
}

export function refuse(code: 'CONFLICT' | 'NOT_FOUND', entry: { message: string; key: string }) {
  return new AppError(code, entry.message, { messageKey: entry.key });
}

/** The entry's content hash in its active list version; null once it left the list. */
async function currentContentHash(
  db: DbOrTx,
  sanctionList: OpenSearchHitCaseRequest['sanctionList'],
  sourceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ hash: sanctionEntries.contentHash })
    .from(sanctionEntries)
    .innerJoin(
      listVersions,
      and(eq(listVersions.id, sanctionEntries.listVersionId), eq(listVersions.status, 'active')),
    )
    .where(
      and(eq(sanctionEntries.sanctionList, sanctionList), eq(sanctionEntries.sourceId, sourceId)),
    )
    .limit(1);
  return row?.hash ?? null;
}

async function findUndecidedAlert(
  db: DbOrTx,
  subjectId: string,
  hit: Pick<OpenSearchHitCaseRequest, 'sanctionList' | 'sourceId'>,
): Promise<string | null> {
  const [row] = await db
    .select({ id: monitoringAlerts.id })
    .from(monitoringAlerts)
    .where(
      and(
        eq(monitoringAlerts.subjectId, subjectId),
        eq(monitoringAlerts.sanctionList, hit.sanctionList),
        eq(monitoringAlerts.sourceId, hit.sourceId),
        inArray(monitoringAlerts.status, [...UNDECIDED]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The stored search's match as the engine gave it; the "cleared before" mark belongs to a reply only. */
function withoutClearedBefore(match: Match): Record<string, unknown> {
  const { clearedBefore: _cleared, ...rest } = match;
  return rest;
}
