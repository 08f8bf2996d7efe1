import { listFreshnessReplySchema } from '@sanctions/contracts';
import type { ListFreshnessItem, ListImportFailure, SanctionList } from '@sanctions/contracts';

/** A freshness item as the server sends it; UN by default, checked and not stale. */
export function buildFreshnessItem(overrides: Partial<ListFreshnessItem> = {}): ListFreshnessItem {
  return {
    sanctionList: 'un',
    listSource: 'UN Security Council Consolidated List',
    versionId: '0b9e8f5c-2a41-4d0f-9b7e-6c1d2e3f4a5b',
    publishedAt: '2026-02-27T00:00:00.000Z',
    importedAt: '2026-03-01T10:00:00.000Z',
    checkedAt: '2026-03-01T10:00:00.000Z',
    isStale: false,
    ...overrides,
  };
}

/** The lists an installation of the four original publishers screens (`expectedLists`). */
export const FOUR_LISTS: SanctionList[] = ['ofac', 'un', 'eu', 'uk'];

/** The reply of GET /api/v2/sanctions/freshness, validated by the contract. */
export function buildFreshnessReply(
  lists: ListFreshnessItem[],
  staleAfterHours = 48,
  failedImports: ListImportFailure[] = [],
  expectedLists: SanctionList[] = FOUR_LISTS,
) {
  return listFreshnessReplySchema.parse({
    success: true,
    data: {
      lists,
      refreshHours: staleAfterHours / 2,
      staleAfterHours,
      failedImports,
      expectedLists,
    },
  });
}

/** All four lists loaded and recently checked. */
export const ALL_FRESH = [
  buildFreshnessItem({
    sanctionList: 'ofac',
    listSource: 'OFAC SDN',
    publishedAt: '2023-12-28T00:00:00.000Z',
  }),
  buildFreshnessItem({ sanctionList: 'un' }),
  buildFreshnessItem({
    sanctionList: 'eu',
    listSource: 'EU Financial Sanctions Files',
    publishedAt: '2020-06-15T00:00:00.000Z',
  }),
  buildFreshnessItem({
    sanctionList: 'uk',
    listSource: 'UK Sanctions List',
    publishedAt: '2025-04-14T00:00:00.000Z',
  }),
];
