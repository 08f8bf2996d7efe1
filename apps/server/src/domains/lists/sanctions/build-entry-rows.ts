import type { ListEntity } from '@sanctions/screening';
import { toEntryFields } from '../../screening';
import { entryHashOf } from './precomputed-entry-hashes';
import type { NewSanctionEntry } from './sanctions.queries';

/**
 * The stored rows of one version: the spec's flat fields (what result views show), the complete record
 * for the engine, and the content hash the next delta compares.
 */
export function buildEntryRows(
  versionId: string,
  entities: readonly ListEntity[],
): NewSanctionEntry[] {
  return entities.map((entity) => {
    const entry = toEntryFields(entity);
    return {
      listVersionId: versionId,
      sanctionList: entity.sanctionList,
      listSource: entity.listSource,
      sourceId: entity.sourceId,
      entityType: entity.type,
      firstName: entry.firstName || null,
      lastName: entry.lastName || null,
      fullName: entry.fullName,
      arabicName: entry.arabicName || null,
      dateOfBirth: entry.dateOfBirth,
      nationality: entry.nationality || null,
      isActive: entity.isActive,
      lastUpdated: toDate(entry.lastUpdated),
      additionalInfo: entry.additionalInfo || null,
      data: entity,
      contentHash: entryHashOf(entity),
    };
  });
}

function toDate(value: string | null): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
