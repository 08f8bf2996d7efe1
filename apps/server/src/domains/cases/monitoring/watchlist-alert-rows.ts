import { inArray } from 'drizzle-orm';
import type { AlertListId, AlertTrigger, WatchlistMatch } from '@sanctions/contracts';
import { ALGORITHM_VERSION } from '@sanctions/screening';
import type { DbOrTx } from '../../../db/client';
import type { monitoringAlerts } from '../../../db/schema/monitoring';
import { watchlistEntries } from '../../../db/schema/watchlists';
import { organizationWatchlistScreener } from '../../screening';
import type { WatchlistScreener } from '../../screening';
import { MONITORING_MAX_MATCHES } from './full-index-matches';
import type { PairHistory } from './standing-decisions';
import { subjectQueryOf } from './subject-query';
import type { SubjectRow } from './subject-query';

/**
 * Which watchlist rows a pass screens (ADR 042): `all` (a new subject, the nightly full pass) or only the
 * rows of a new watchlist version that were added or changed.
 */
export type WatchlistRowsScreened = 'all' | ReadonlySet<string>;

/**
 * An alert on a watchlist row is keyed by the watchlist and the row's `entry_key` (its reference, else name
 * and date of birth), not the row id: the same party in the next version is the same pair, so a decision
 * stands until the row's content changes.
 */
export function watchlistSourceId(watchlistId: string, entryKey: string): string {
  return `${watchlistId}:${entryKey}`;
}

interface WatchlistCandidate {
  subject: SubjectRow;
  hit: WatchlistMatch;
}

/**
 * The `watchlist` alert rows of these subjects: each subject of an organisation whose plan has
 * `watchlistScreening` screened against that organisation's own watchlists only (never another's), at its
 * scope threshold, without the pairs an earlier decision still covers.
 */
export async function watchlistAlertRows(
  db: DbOrTx,
  input: {
    subjects: readonly SubjectRow[];
    rows: WatchlistRowsScreened;
    thresholdOf: (organizationId: string | null) => number;
    historyOf: (
      subjectId: string,
      list: AlertListId,
      sourceId: string,
      hash: string,
    ) => PairHistory;
    trigger: Exclude<AlertTrigger, 'entry_changed'>;
    now: Date;
  },
): Promise<(typeof monitoringAlerts.$inferInsert)[]> {
  const screeners = new Map<string, WatchlistScreener | undefined>();
  const candidates: WatchlistCandidate[] = [];
  for (const subject of input.subjects) {
    const organizationId = subject.organizationId;
    if (organizationId === null) continue;
    if (!screeners.has(organizationId))
      screeners.set(organizationId, await organizationWatchlistScreener(db, organizationId));
    const screener = screeners.get(organizationId);
    if (screener === undefined) continue;
    const hits = screener(subjectQueryOf(subject), {
      minConfidence: input.thresholdOf(organizationId),
      maxResults: MONITORING_MAX_MATCHES,
    });
    for (const hit of hits)
      if (input.rows === 'all' || input.rows.has(hit.entry.id)) candidates.push({ subject, hit });
  }
  const keyOf = await readEntryKeys(
    db,
    candidates.map((c) => c.hit.entry.id),
  );
  return candidates.flatMap(({ subject, hit }) => {
    const stored = keyOf.get(hit.entry.id);
    if (stored === undefined) return [];
    const sourceId = watchlistSourceId(hit.watchlist.id, stored.entryKey);
    const history = input.historyOf(subject.id, 'watchlist', sourceId, stored.contentHash);
    if (history === 'standing') return [];
    return [
      {
        kind: 'watchlist' as const,
        subjectId: subject.id,
        organizationId: subject.organizationId,
        ownerUserId: subject.ownerUserId,
        sanctionList: null,
        watchlistId: hit.watchlist.id,
        listSource: hit.watchlist.name,
        sourceId,
        entryFullName: hit.entry.name,
        entryContentHash: stored.contentHash,
        match: { ...hit },
        confidence: hit.confidence,
        riskLevel: hit.riskLevel,
        matchType: hit.matchType,
        trigger: history === 'changed' ? ('entry_changed' as const) : input.trigger,
        listVersionId: null,
        listVersions: [],
        algorithmVersion: ALGORITHM_VERSION,
        raisedAt: input.now,
      },
    ];
  });
}

/** Entry key and content hash of each hit row, one statement. */
async function readEntryKeys(
  db: DbOrTx,
  rowIds: readonly string[],
): Promise<Map<string, { entryKey: string; contentHash: string }>> {
  const ids = [...new Set(rowIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: watchlistEntries.id,
      entryKey: watchlistEntries.entryKey,
      contentHash: watchlistEntries.contentHash,
    })
    .from(watchlistEntries)
    .where(inArray(watchlistEntries.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
