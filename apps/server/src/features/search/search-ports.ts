import type { SanctionList, SessionUser } from '@sanctions/contracts';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';

/** A list record in the in-memory index, carrying the `sanction_entries.id` it was built from. */
export type IndexedEntity = ListEntity & { entryId: string };

/** What the search needs to know about an active list version. */
export interface ActiveVersionLike {
  versionId: string;
  sanctionList: SanctionList;
  listSource: string;
  /** ISO 8601, when the publication states it. */
  publishedAt?: string;
  /** ISO 8601. */
  importedAt?: string;
}

/** The process's current screening index (the screening-index plugin); undefined until a list is loaded. */
export interface ScreeningIndexSource {
  current():
    { index: ScreeningIndex<IndexedEntity>; versions: readonly ActiveVersionLike[] } | undefined;
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
   * The counting of one search as CTE definitions for the top-level `WITH` of the search's evidence
   * statement. The last one, `counted_search`, yields one row when the search was counted and none when a
   * concurrent search used the last allowance in the meantime; the evidence is inserted `from` it and the
   * statement ends with `select * from counted_search`.
   */
  countingCtes(ticket: QuotaTicket): SQL;
  /**
   * Reads that statement's result: throws SEARCH_LIMIT_REACHED when nothing was counted (and so nothing
   * written); otherwise sends the usage notifications the new counts call for.
   */
  settleCount(db: DbOrTx, ticket: QuotaTicket, statementResult: unknown): Promise<void>;
}
