import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WATCHLIST_MESSAGES } from '@sanctions/contracts';
import type {
  OpenBulkRowWatchlistHitCaseRequest,
  OpenSearchWatchlistHitCaseRequest,
  SessionUser,
} from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { watchlistEntries, watchlists } from '../../../db/schema/watchlists';
import { AppError } from '../../../lib/app-error';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import { monitoringScopeOf } from '../monitoring/monitoring-scope';
import { watchlistSourceId } from '../monitoring/watchlist-alert-rows';
import { CASE_MESSAGES } from './alert-messages';
import { personName } from './alert-view';
import { findOrCreateSubject, isInScope } from './hit-case-subject';
import { refuse, searchHitSource } from './open-search-hit-case.service';
import type {
  FindBulkRowHitSource,
  FindSearchEvidence,
  ScreenedHitSource,
} from './open-search-hit-case.service';

type WatchlistHit = Pick<OpenSearchWatchlistHitCaseRequest, 'watchlistId' | 'entryId'>;

/**
 * Opens the case of a hit on the organisation's own watchlist in a stored single search (ADR 042, addendum):
 * the same case model as an official hit (ADR 024), an alert of kind `watchlist` keyed like monitoring's
 * (`<watchlist id>:<entry key>`), so a decision or clearance here also holds for monitoring and back.
 */
export async function openSearchWatchlistHitCase(
  db: Db,
  user: SessionUser,
  request: OpenSearchWatchlistHitCaseRequest,
  findEvidence: FindSearchEvidence,
  now: Date,
): Promise<{ alertId: string; created: boolean }> {
  const evidence = await findEvidence(db, user, request.searchId);
  return openWatchlistHitCase(db, user, searchHitSource(evidence), request, now);
}

/** The same for a watchlist hit of a bulk screening row. */
export async function openBulkRowWatchlistHitCase(
  db: Db,
  user: SessionUser,
  request: OpenBulkRowWatchlistHitCaseRequest,
  findRow: FindBulkRowHitSource,
  now: Date,
): Promise<{ alertId: string; created: boolean }> {
  const source = await findRow(db, user, request.jobId, request.rowNumber);
  return openWatchlistHitCase(db, user, source, request, now);
}

async function openWatchlistHitCase(
  db: Db,
  user: SessionUser,
  source: ScreenedHitSource,
  hit: WatchlistHit,
  now: Date,
): Promise<{ alertId: string; created: boolean }> {
  const scope = monitoringScopeOf(user);
  const organizationId = scope.organizationId;
  // Watchlists belong to organisations: a standalone account's screening has none to open.
  if (organizationId === null || !isInScope(source, scope))
    throw new AppError('NOT_FOUND', 'Search not found');
  const match = source.watchlistMatches.find(
    (m) => m.watchlist.id === hit.watchlistId && m.entry.id === hit.entryId,
  );
  if (match === undefined) throw refuse('NOT_FOUND', CASE_MESSAGES.hitNotFound);
  return db.transaction(async (tx) => {
    const watchlist = await findOwnWatchlist(tx, organizationId, hit.watchlistId);
    const row = await rowInActiveVersion(tx, watchlist, hit.entryId);
    if (row === null) throw refuse('CONFLICT', CASE_MESSAGES.entryNoLongerListed);
    const sourceId = watchlistSourceId(watchlist.id, row.entryKey);
    const subjectId = await findOrCreateSubject(tx, user, scope, source, 'person', now);
    const existing = await findUndecidedWatchlistAlert(tx, subjectId, sourceId);
    if (existing !== null) return { alertId: existing, created: false };
    const [alert] = await tx
      .insert(monitoringAlerts)
      .values({
        kind: 'watchlist',
        subjectId,
        organizationId,
        ownerUserId: user.id,
        sanctionList: null,
        watchlistId: watchlist.id,
        listSource: watchlist.name,
        sourceId,
        entryFullName: match.entry.name,
        entryContentHash: row.contentHash,
        // Stored as a monitoring watchlist alert stores it: the detail answers it as `watchlistMatch`.
        match: { ...match },
        confidence: match.confidence,
        riskLevel: match.riskLevel,
        matchType: match.matchType,
        trigger: 'search_hit',
        listVersions: [],
        algorithmVersion: source.algorithm,
        raisedAt: now,
      })
      // A colleague opened the same case a moment ago: the one-undecided-alert index keeps theirs.
      .onConflictDoNothing()
      .returning({ id: monitoringAlerts.id });
    if (alert === undefined) {
      const raced = await findUndecidedWatchlistAlert(tx, subjectId, sourceId);
      if (raced === null)
        throw new Error('openWatchlistHitCase: conflict without an undecided alert');
      return { alertId: raced, created: false };
    }
    await appendAlertEvents(tx, [
      {
        alertId: alert.id,
        kind: 'raised',
        actor: { id: user.id, name: personName(user) },
        details: { trigger: 'search_hit', watchlistId: watchlist.id, ...source.origin.details },
        at: now,
      },
    ]);
    return { alertId: alert.id, created: true };
  });
}

/** The caller's organisation's watchlist; another organisation's, or a deleted one, is 404. */
async function findOwnWatchlist(
  db: DbOrTx,
  organizationId: string,
  watchlistId: string,
): Promise<{ id: string; name: string; activeVersionId: string | null }> {
  const [row] = await db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      activeVersionId: watchlists.activeVersionId,
    })
    .from(watchlists)
    .where(and(eq(watchlists.id, watchlistId), eq(watchlists.organizationId, organizationId)));
  if (row === undefined)
    throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES['watchlist.notFound'], {
      messageKey: 'watchlist.notFound',
      messageParams: {},
    });
  return row;
}

/**
 * The hit row's party (its entry key) as the watchlist's active version lists it now: the case is about the
 * current row, as an official hit's case is about the entry in its active list version. Null once the party
 * left the list (or the hit's row is not of this watchlist).
 */
async function rowInActiveVersion(
  db: DbOrTx,
  watchlist: { id: string; activeVersionId: string | null },
  entryId: string,
): Promise<{ entryKey: string; contentHash: string } | null> {
  if (watchlist.activeVersionId === null) return null;
  const hitRow = alias(watchlistEntries, 'hit_row');
  const [row] = await db
    .select({ entryKey: watchlistEntries.entryKey, contentHash: watchlistEntries.contentHash })
    .from(hitRow)
    .innerJoin(
      watchlistEntries,
      and(
        eq(watchlistEntries.versionId, watchlist.activeVersionId),
        eq(watchlistEntries.entryKey, hitRow.entryKey),
      ),
    )
    .where(eq(hitRow.id, entryId))
    .limit(1);
  return row ?? null;
}

async function findUndecidedWatchlistAlert(
  db: DbOrTx,
  subjectId: string,
  sourceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: monitoringAlerts.id })
    .from(monitoringAlerts)
    .where(
      and(
        eq(monitoringAlerts.subjectId, subjectId),
        eq(monitoringAlerts.kind, 'watchlist'),
        eq(monitoringAlerts.sourceId, sourceId),
        inArray(monitoringAlerts.status, ['open', 'escalated', 'proposed']),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
