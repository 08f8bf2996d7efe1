import type { SanctionList, SessionUser } from '@sanctions/contracts';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
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
   * Counts one search inside the search's transaction. Throws SEARCH_LIMIT_REACHED when a concurrent
   * search used the last allowance in the meantime, so the transaction rolls back and nothing is kept.
   */
  countSearch(tx: DbOrTx, ticket: QuotaTicket): Promise<void>;
}
