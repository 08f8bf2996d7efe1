import { SANCTION_LISTS } from '@sanctions/contracts';
import type { ListVersionRef, SanctionList, SanctionListFilter } from '@sanctions/contracts';
import type { ActiveVersionLike } from './search-ports';

/**
 * The active sanctions list versions a search over `filter` screens, as recorded with its evidence
 * (sorted, stable). PEP sources are not sanctions lists and are left out.
 */
export function toListVersionRefs(
  versions: readonly ActiveVersionLike[],
  filter: SanctionListFilter,
): ListVersionRef[] {
  return versions
    .filter(isSanctionsVersion)
    .filter((version) => filter === 'all' || version.sanctionList === filter)
    .map((version) => {
      const ref: ListVersionRef = {
        sanctionList: version.sanctionList,
        listSource: version.listSource,
        versionId: version.versionId,
      };
      if (version.publishedAt !== undefined) ref.publishedAt = version.publishedAt;
      if (version.importedAt !== undefined) ref.importedAt = version.importedAt;
      return ref;
    })
    .sort((a, b) => versionKey(a).localeCompare(versionKey(b)));
}

/** True when both lists name the same versions (order-insensitive). */
export function isSameVersionSet(a: readonly ListVersionRef[], b: readonly ListVersionRef[]) {
  const left = a.map(versionKey).sort();
  const right = b.map(versionKey).sort();
  return left.length === right.length && left.every((key, i) => key === right[i]);
}

function versionKey(ref: ListVersionRef): string {
  return `${ref.sanctionList}|${ref.listSource}|${String(ref.versionId ?? '')}`;
}

function isSanctionsVersion(
  version: ActiveVersionLike,
): version is ActiveVersionLike & { sanctionList: SanctionList } {
  return SANCTION_LISTS.some((list) => list === version.sanctionList);
}
