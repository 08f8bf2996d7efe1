import type { Db } from '../../../db/client';
import { markClearedMatches } from '../../cases';
import type { BulkJobRow, BulkRowRecord } from './bulk-job.queries';
import type { ScreenedBulkRow } from './screen-bulk-row';

/**
 * Marks the matches a monitored subject of the job's owner had cleared (same subject key, entry
 * unchanged) with `clearedBefore` (ADR 019). The row keeps its status and risk: a cleared match is
 * still listed, only badged. One query per chunk.
 */
export async function markClearedRows(
  db: Db,
  job: Pick<BulkJobRow, 'userId' | 'organizationId'>,
  rows: readonly BulkRowRecord[],
  screened: ScreenedBulkRow[],
  now: Date,
): Promise<ScreenedBulkRow[]> {
  if (job.userId === null && job.organizationId === null) return screened;
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const marked = await markClearedMatches(
    db,
    { organizationId: job.organizationId, userId: job.userId ?? '' },
    screened.map((result) => {
      const row = rowById.get(result.id);
      return {
        fields: {
          firstName: row?.firstName ?? '',
          lastName: row?.lastName ?? '',
          arabicName: row?.arabicName ?? '',
          dateOfBirth: row?.dateOfBirth,
          nationality: row?.nationality,
          subjectType:
            row?.entityType === 'individual'
              ? 'person'
              : row?.entityType === 'entity'
                ? 'organization'
                : undefined,
        },
        matches: result.matches,
      };
    }),
    now,
  );
  return screened.map((result, i) => ({ ...result, matches: marked[i] ?? result.matches }));
}
