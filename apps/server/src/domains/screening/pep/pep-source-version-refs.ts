import { isPepSource } from '@sanctions/contracts';
import type { PepSourceVersionRef } from '@sanctions/contracts';
import type { ActiveVersionLike } from '../search/search-ports';

/**
 * The PEP source versions a search with PEP screening ran against, as its evidence records them (sorted,
 * stable): the PEP counterpart of the sanctions list versions (ADR 040).
 */
export function toPepSourceVersionRefs(
  versions: readonly ActiveVersionLike[],
): PepSourceVersionRef[] {
  return versions
    .flatMap((version) => {
      const pepSource = version.sanctionList;
      if (!isPepSource(pepSource)) return [];
      const ref: PepSourceVersionRef = {
        pepSource,
        listSource: version.listSource,
        versionId: version.versionId,
      };
      if (version.publishedAt !== undefined) ref.publishedAt = version.publishedAt;
      if (version.importedAt !== undefined) ref.importedAt = version.importedAt;
      return [ref];
    })
    .sort((a, b) =>
      `${a.pepSource}|${a.listSource}`.localeCompare(`${b.pepSource}|${b.listSource}`),
    );
}
