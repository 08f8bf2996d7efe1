import type {
  Match,
  PepSource,
  SanctionList,
  SearchRequest,
  SessionUser,
} from '@sanctions/contracts';
import type {
  ListEntity,
  ScreeningOptions,
  ScreeningOutcome,
  ScreeningQuery,
} from '@sanctions/screening';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';

/** A list record in the in-memory index, carrying the `sanction_entries.id` it was built from. */
export type IndexedEntity = ListEntity & { entryId: string };

/** What the search needs to know about an active list version. */
export interface ActiveVersionLike {
  versionId: string;
  sanctionList: SanctionList | PepSource;
  listSource: string;
  /** ISO 8601, when the publication states it. */
  publishedAt?: string;
  /** ISO 8601. */
  importedAt?: string;
}

/**
 * The screening index as the search uses it (`app.screeningIndex`): its description for the "is the list
 * served" check, and screening wherever it is held (this process, or the cluster primary: ADR 033).
 */
export interface ScreeningIndexSource {
  describe(): {
    state: 'loading' | 'ready' | 'empty';
    /** Whether imported lists are still being indexed (then a missing list answers "loading"). */
    indexing: boolean;
    entryCount: number;
    versions: readonly ActiveVersionLike[];
  };
  screenMany(
    queries: readonly ScreeningQuery[],
    options: ScreeningOptions,
  ): Promise<
    | { outcomes: ScreeningOutcome<IndexedEntity>[]; versions: readonly ActiveVersionLike[] }
    | undefined
  >;
}

/** The user fields the quota needs; the session user has them all. */
export type QuotaUser = Pick<
  SessionUser,
  'id' | 'organizationId' | 'maxSearchesPerDay' | 'maxSearchesPerMonth'
>;

/** What `assertCanSearch` found, handed back to `countSearch`. */
export interface QuotaTicket {
  user: QuotaUser;
  /** The organisation's current subscription, recorded on its usage row. */
  subscriptionId: string | null;
  now: Date;
}

/**
 * Usage limits as the search sees them; implemented by the usage feature and handed in by `routes.ts`
 * (features never import each other).
 */
export interface SearchQuota {
  /** Throws SEARCH_LIMIT_REACHED, with the reason as message, when `user` may not search at `now`. */
  assertCanSearch(db: Db, user: QuotaUser, now: Date): Promise<QuotaTicket>;
  /**
   * Runs `write`, the search's evidence statement, handing it the counting of one search as CTE
   * definitions for its top-level `WITH`, and answers the statement's result. The last CTE,
   * `counted_search`, yields one row when the search was counted and none when a concurrent search used
   * the last allowance in the meantime; the evidence is inserted `from` it and the statement ends with
   * `select * from counted_search`. `write` must run the statement on the `db` it is handed: when an
   * allowance that can refuse is decided after another was counted, it is a transaction, rolled back
   * when nothing was counted.
   */
  writeCounted(
    db: Db,
    ticket: QuotaTicket,
    write: (db: DbOrTx, countingCtes: SQL) => Promise<unknown>,
  ): Promise<unknown>;
  /**
   * Reads that statement's result: throws SEARCH_LIMIT_REACHED, with the limit used up, when nothing was
   * counted (and so nothing written); otherwise sends the usage notifications the new counts call for.
   */
  settleCount(db: Db, ticket: QuotaTicket, statementResult: unknown): Promise<void>;
}

/**
 * Marks the matches a standing clearance covers for this very subject in the caller's scope (the cases
 * domain's rule, ADR 019). The composition root injects it, as it does the quota, so screening does not
 * depend on cases, which depends on screening's engine (ADR 034).
 */
export type MarkClearedMatches = (
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'organizationId'>,
  request: SearchRequest,
  matches: Match[],
  now: Date,
) => Promise<Match[]>;
