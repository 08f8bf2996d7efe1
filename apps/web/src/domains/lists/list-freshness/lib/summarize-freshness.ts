import { SANCTION_LISTS } from '@sanctions/contracts';
import type { ListFreshnessItem, ListImportFailure, SanctionList } from '@sanctions/contracts';

/** `missing`: no active version of the list, so searches do not cover it at all. */
export type FreshnessState = 'fresh' | 'stale' | 'missing';

export interface ListFreshnessSummary {
  sanctionList: SanctionList;
  /**
   * The date the list's data is as of: the oldest of its publications' dates (published, else imported),
   * because a screening is only as current as the oldest publication it ran against. Null when missing.
   */
  asOf: string | null;
  /** True when a publication states no date of its own (OFAC CSV), so `asOf` may be an import date. */
  isImportDate: boolean;
  publications: readonly ListFreshnessItem[];
  state: FreshnessState;
  /**
   * Publications of the list whose latest import failed and was not followed by a good one: results still
   * come from the previous version, which the user must know.
   */
  failedImports: readonly ListImportFailure[];
}

function dateOf(item: ListFreshnessItem): string | null {
  return item.publishedAt ?? item.importedAt;
}

function oldest(dates: readonly (string | null)[]): string | null {
  let result: string | null = null;
  for (const date of dates) {
    if (date !== null && (result === null || Date.parse(date) < Date.parse(result))) result = date;
  }
  return result;
}

/**
 * One summary per list the installation screens (`expectedLists` of the freshness reply, every list when
 * absent), in the platform's list order, including those with no active version. A list outside them is
 * not offered (Japan where nobody uploads its workbook) and gets no row unless it is served or failed.
 */
export function summarizeFreshness(
  items: readonly ListFreshnessItem[],
  failedImports: readonly ListImportFailure[] = [],
  expectedLists: readonly SanctionList[] = SANCTION_LISTS,
): ListFreshnessSummary[] {
  // An installation that offers no list yet (nothing configured, nothing imported) lacks every list.
  const expected = expectedLists.length > 0 ? expectedLists : SANCTION_LISTS;
  const shown = SANCTION_LISTS.filter(
    (list) =>
      expected.includes(list) ||
      items.some((item) => item.sanctionList === list) ||
      failedImports.some((failure) => failure.sanctionList === list),
  );
  return shown.map((sanctionList) => {
    const publications = items.filter((item) => item.sanctionList === sanctionList);
    const state: FreshnessState =
      publications.length === 0
        ? 'missing'
        : publications.some((item) => item.isStale)
          ? 'stale'
          : 'fresh';
    return {
      sanctionList,
      asOf: oldest(publications.map(dateOf)),
      isImportDate: publications.some((item) => item.publishedAt === null),
      publications,
      state,
      failedImports: failedImports.filter((failure) => failure.sanctionList === sanctionList),
    };
  });
}
