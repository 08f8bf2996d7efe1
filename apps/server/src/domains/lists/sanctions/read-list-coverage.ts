import { isSanctionList } from '@sanctions/contracts';
import type { ListCoverage, SanctionList } from '@sanctions/contracts';
import type { RemoteIndexState } from '../../screening';

/**
 * The public coverage figures from the snapshot searches run against right now, so what the landing page
 * claims is what a search screens (no figure is stored or typed by hand).
 */
export function readListCoverage(
  snapshot: Pick<RemoteIndexState, 'versions' | 'namedCountries' | 'builtAt'>,
): ListCoverage {
  if (snapshot.builtAt === null) {
    return { publications: 0, regimes: [], entries: 0, countries: 0, builtAt: null, items: [] };
  }
  // The figures are the sanctions lists' (PEP sources are no sanctions regime).
  const versions = snapshot.versions.flatMap((version) => {
    const sanctionList = version.sanctionList;
    return isSanctionList(sanctionList) ? [{ ...version, sanctionList }] : [];
  });
  const regimes: SanctionList[] = [];
  for (const version of versions) {
    if (!regimes.includes(version.sanctionList)) regimes.push(version.sanctionList);
  }
  return {
    publications: versions.length,
    regimes,
    entries: versions.reduce((sum, version) => sum + version.entryCount, 0),
    countries: snapshot.namedCountries,
    builtAt: snapshot.builtAt,
    items: versions.map((version) => ({
      sanctionList: version.sanctionList,
      listSource: version.listSource,
      entryCount: version.entryCount,
      publishedAt: version.publishedAt ?? null,
    })),
  };
}
