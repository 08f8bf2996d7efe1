import { z } from 'zod';
import { hasRole, matchSchema, pepMatchSchema, watchlistMatchSchema } from '@sanctions/contracts';
import type {
  Match,
  PepMatch,
  SearchEvidence,
  SessionUser,
  WatchlistMatch,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { mayReadRecord } from '../../../lib/access/record-access';
import { findSearchRow } from './search.queries';
import { roundSeconds } from './run-search.service';
import { storedSearchQuerySchema } from './stored-search-query';
import type { StoredSearchQuery } from './stored-search-query';

const NOT_FOUND_MESSAGE = 'Search not found';

const storedMatchesSchema = z.array(matchSchema);

/** A stored search with the engine options it ran with. */
export interface LoadedEvidence {
  evidence: SearchEvidence;
  engineOptions: StoredSearchQuery['engineOptions'];
  /** The screener's account id as stored on the request (null once the account is deleted). */
  userId: string | null;
}

/**
 * Who may read a stored search: its author while it is still theirs to read (a search of an organisation
 * only while they belong to it, issue 24 §3); an admin (organisation owner/admin, or platform admin) of
 * the organisation it was run in; a super admin. Everyone else gets 404 so search ids cannot be probed.
 */
export function canReadSearch(
  viewer: Pick<SessionUser, 'id' | 'role' | 'organizationId' | 'organizationRole'>,
  search: { userId: string | null; organizationId: string | null },
): boolean {
  if (viewer.role === 'super_admin') return true;
  if (mayReadRecord(viewer, search)) return true;
  return (
    viewer.organizationId !== null &&
    search.organizationId === viewer.organizationId &&
    hasRole(viewer.role, 'admin')
  );
}

/** The evidence of search `id` as `viewer` may see it; 404 when unknown or not theirs to read. */
export async function loadSearchEvidence(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
): Promise<LoadedEvidence> {
  const row = await findSearchRow(db, id);
  if (!row || !canReadSearch(viewer, row.request)) {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  return parseEvidence(row, id);
}

/**
 * The evidence of search `id` with nobody's rights checked: undefined when unknown or its evidence is
 * missing, `unreadable` when the stored JSON no longer parses. Only for answers that reveal nothing of it
 * (the certificate check of ADR 023).
 */
export async function loadStoredEvidence(
  db: DbOrTx,
  id: string,
): Promise<LoadedEvidence | 'unreadable' | undefined> {
  const row = await findSearchRow(db, id);
  if (!row?.session) return undefined;
  const stored = storedSearchQuerySchema.safeParse(row.session.searchQuery);
  const matches = storedMatchesSchema.safeParse(row.session.searchResults);
  if (!stored.success || !matches.success) return 'unreadable';
  return toLoadedEvidence(row, stored.data, matches.data);
}

function parseEvidence(
  row: NonNullable<Awaited<ReturnType<typeof findSearchRow>>>,
  id: string,
): LoadedEvidence {
  if (!row.session) {
    throw new AppError('NOT_FOUND', 'The stored evidence of this search is missing');
  }
  const stored = storedSearchQuerySchema.safeParse(row.session.searchQuery);
  const matches = storedMatchesSchema.safeParse(row.session.searchResults);
  if (!stored.success || !matches.success) {
    // A server fault (500), not the client's: the stored evidence no longer matches its schema.
    throw new Error(`Stored evidence of search ${id} does not match its schema`, {
      cause: stored.error ?? matches.error,
    });
  }
  return toLoadedEvidence(row, stored.data, matches.data);
}

function toLoadedEvidence(
  row: NonNullable<Awaited<ReturnType<typeof findSearchRow>>>,
  stored: StoredSearchQuery,
  matches: Match[],
): LoadedEvidence {
  const { request } = row;
  return {
    engineOptions: stored.engineOptions,
    userId: request.userId,
    evidence: {
      searchId: request.id,
      searchedAt: request.createdAt.toISOString(),
      searchedBy: row.user
        ? {
            id: row.user.id,
            email: row.user.email,
            firstName: row.user.firstName,
            lastName: row.user.lastName,
          }
        : null,
      organizationId: request.organizationId,
      query: stored.query,
      result: {
        // Sessions stored before the true total was kept hold the stored count there.
        totalMatches: Math.max(row.session?.totalMatches ?? 0, matches.length),
        matches,
        truncated: (row.session?.totalMatches ?? 0) > matches.length,
        searchTime: roundSeconds(request.searchTime),
        ...pepMatchesOf(row.session?.pepResults),
        ...watchlistMatchesOf(row.session?.watchlistResults),
      },
      algorithm: stored.algorithm,
      listVersions: stored.listVersions,
      ...(stored.pepSourceVersions === undefined
        ? {}
        : { pepSourceVersions: stored.pepSourceVersions }),
      aiEnhanced: request.aiEnhanced,
    },
  };
}

/** Reads the evidence (for composition: the report feature receives this function). */
export async function findSearchEvidence(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
): Promise<SearchEvidence> {
  return (await loadSearchEvidence(db, viewer, id)).evidence;
}

/** The stored PEP hits; absent when the plan had none (or they no longer parse: never guessed). */
function pepMatchesOf(stored: unknown): { pepMatches?: PepMatch[] } {
  if (stored === null || stored === undefined) return {};
  const parsed = z.array(pepMatchSchema).safeParse(stored);
  return parsed.success ? { pepMatches: parsed.data } : {};
}

/** The stored watchlist hits (ADR 042); absent when the plan screened none. */
function watchlistMatchesOf(stored: unknown): { watchlistMatches?: WatchlistMatch[] } {
  if (stored === null || stored === undefined) return {};
  const parsed = z.array(watchlistMatchSchema).safeParse(stored);
  return parsed.success ? { watchlistMatches: parsed.data } : {};
}
