import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PEP_SOURCES, SEARCH_MAX_RESULTS } from '@sanctions/contracts';
import type {
  Match,
  PepMatch,
  SearchRequest,
  SearchResponse,
  SessionUser,
  WatchlistMatch,
} from '@sanctions/contracts';
import { DEFAULT_MIN_CONFIDENCE } from '@sanctions/screening';
import type { Db } from '../../../db/client';
import { isAppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { AuditEvent } from '../../administration';
import type { Clock } from '../../../lib/clock';
import { toEngineQuery } from '../engine/to-engine-query';
import { toMatchDto } from '../engine/to-match-dto';
import { matchKey, withPartyGroup } from '../party-groups/attach-party-groups';
import { findPartyGroups } from '../party-groups/find-party-groups';
import { planHasPepCheck } from '../pep/plan-pep-check';
import { toPepMatchDto } from '../pep/to-pep-match-dto';
import { screenOrganizationWatchlists } from '../watchlists/screen-watchlists';
import { toPepSourceVersionRefs } from '../pep/pep-source-version-refs';
import { toListVersionRefs } from './list-version-refs';
import { insertSearchRecord } from './search.queries';
import type { SearchRecord, StoredMatch } from './search.queries';
import { requireIndex, screenThroughIndex } from './require-index';
import type { MarkClearedMatches, ScreeningIndexSource, SearchQuota } from './search-ports';

export interface SearchDeps {
  db: Db;
  clock: Clock;
  index: ScreeningIndexSource;
  quota: SearchQuota;
  /** The cases domain's clearance badge (`markSearchMatchesCleared`). */
  markCleared: MarkClearedMatches;
  /** Told the engine's time and candidate count of every screened query (the metrics). */
  onScreened?: (seconds: number, candidateCount: number) => void;
}

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The API key the search came through (`request.apiKey`); the audit row names it, so key use shows in the activity log. */
  apiKey?: { id: string; prefix: string } | null;
}

/**
 * Engine options of every API search; stored with the evidence so a reproduction uses the same ones.
 * The cap is high enough that the results card pages through every match of a real query and the
 * stored evidence holds them; beyond it the reply says how many there were (`totalMatches`).
 */
export const SEARCH_ENGINE_OPTIONS = {
  minConfidence: DEFAULT_MIN_CONFIDENCE,
  maxResults: SEARCH_MAX_RESULTS,
} as const;

/**
 * Screens one request: limits first (a blocked search writes nothing but an audit row), then the engine,
 * then ONE statement that counts the search and writes its evidence (request, results, session with the
 * full reply, audit row), or writes nothing when a concurrent search used the last allowance meanwhile.
 */
export async function runSearch(
  deps: SearchDeps,
  user: SessionUser,
  request: SearchRequest,
  origin: RequestOrigin,
): Promise<SearchResponse> {
  requireIndex(deps.index, request.sanctionLists);
  const now = deps.clock.now();
  const ticket = await assertCanSearch(deps, user, now, origin);

  const withPeps = await planHasPepCheck(deps.db, user.organizationId);
  const started = performance.now();
  const query = toEngineQuery(request);
  // PEP sources are screened as a second query of the same call, only for plans with `pepCheck`: a
  // plan without it gets no PEP hit and no trace of one (not even a count).
  const { outcome, versions, extra } = await screenThroughIndex(
    deps.index,
    request.sanctionLists,
    query,
    SEARCH_ENGINE_OPTIONS,
    withPeps ? [{ ...query, lists: PEP_SOURCES }] : [],
  );
  const asOf = now.toISOString().slice(0, 10);
  const pepMatches: PepMatch[] | undefined = withPeps
    ? (extra[0]?.matches ?? []).flatMap((match) => toPepMatchDto(match, asOf) ?? [])
    : undefined;
  const versionIdByList = new Map(
    versions.map((v) => [`${v.sanctionList}|${v.listSource}`, v.versionId]),
  );
  const screened: StoredMatch[] = outcome.matches.map((match) => ({
    match: toMatchDto(match),
    entryId: match.entity.entryId,
    listVersionId:
      versionIdByList.get(`${match.entity.sanctionList}|${match.entity.listSource}`) ?? null,
  }));
  // The organisation's own lists: a small index of its own beside the shared one (ADR 042).
  const watchlistMatches: WatchlistMatch[] | undefined = await screenOrganizationWatchlists(
    deps.db,
    user.organizationId,
    query,
    SEARCH_ENGINE_OPTIONS,
  );
  const searchTimeMs = performance.now() - started;
  deps.onScreened?.(searchTimeMs / 1000, outcome.candidateCount);
  // Each match keeps its own record (integrations read them one by one) and names its party group.
  const groups = await findPartyGroups(
    deps.db,
    screened.map((stored) => matchKey(stored.match)),
  );
  const matches = screened.map((stored) => ({
    ...stored,
    match: withPartyGroup(stored.match, groups),
  }));

  const id = randomUUID();
  const listVersions = toListVersionRefs(versions, request.sanctionLists);
  const pepSourceVersions = withPeps ? toPepSourceVersionRefs(versions) : undefined;
  const record: SearchRecord = {
    id,
    userId: user.id,
    organizationId: user.organizationId,
    request,
    matches,
    ...(pepMatches === undefined ? {} : { pepMatches }),
    ...(watchlistMatches === undefined ? {} : { watchlistMatches }),
    totalMatches: outcome.totalMatches,
    searchTimeMs,
    algorithm: outcome.algorithm,
    listVersions,
    ...(pepSourceVersions === undefined ? {} : { pepSourceVersions }),
    engineOptions: SEARCH_ENGINE_OPTIONS,
    aiEnhanced: false,
    ip: origin.ip,
    userAgent: origin.userAgent,
    at: now,
  };
  const audit: AuditEvent = {
    userId: user.id,
    organizationId: user.organizationId,
    action: 'search',
    details: {
      searchId: id,
      searchType: request.searchType,
      sanctionLists: request.sanctionLists,
      matchesFound: matches.length,
      algorithm: outcome.algorithm,
      ...(origin.apiKey ? { apiKeyId: origin.apiKey.id, viaApiKey: origin.apiKey.prefix } : {}),
    },
    ip: origin.ip,
    userAgent: origin.userAgent,
    at: now,
  };
  const statementResult = await deps.quota.writeCounted(deps.db, ticket, (db, countingCtes) =>
    insertSearchRecord(db, record, audit, countingCtes),
  );
  await deps.quota.settleCount(deps.db, ticket, statementResult);

  // The badge of an approved false positive of this very subject (ADR 019): in the reply, not the evidence.
  const dtos = await deps.markCleared(
    deps.db,
    user,
    request,
    matches.map((m): Match => m.match),
    now,
  );
  const seconds = roundSeconds(searchTimeMs);
  return {
    success: true,
    data: {
      searchId: id,
      totalMatches: outcome.totalMatches,
      matches: dtos,
      truncated: outcome.totalMatches > dtos.length,
      searchTime: seconds,
      query: request,
      partialName: outcome.partialName,
      candidateCount: outcome.candidateCount,
      ...(pepMatches === undefined ? {} : { pepMatches }),
      ...(watchlistMatches === undefined ? {} : { watchlistMatches }),
    },
    meta: {
      searchTime: seconds,
      aiEnhanced: false,
      algorithm: outcome.algorithm,
      listVersions,
      ...(pepSourceVersions === undefined ? {} : { pepSourceVersions }),
    },
  };
}

async function assertCanSearch(
  deps: SearchDeps,
  user: SessionUser,
  now: Date,
  origin: RequestOrigin,
) {
  try {
    return await deps.quota.assertCanSearch(deps.db, user, now);
  } catch (error) {
    if (isAppError(error) && error.code === 'SEARCH_LIMIT_REACHED') {
      // Not a search and not counted, but a compliance trail shows who was refused and why.
      await recordAudit(deps.db, {
        userId: user.id,
        organizationId: user.organizationId,
        action: 'search_blocked',
        success: false,
        details: { reason: error.message, ...error.details },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
    }
    throw error;
  }
}

/** Milliseconds to seconds with millisecond precision. */
export function roundSeconds(ms: number): number {
  return Math.round(ms) / 1000;
}
