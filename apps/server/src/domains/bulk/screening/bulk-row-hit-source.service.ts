import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { matchSchema, watchlistMatchSchema } from '@sanctions/contracts';
import type {
  ListVersionRef,
  Match,
  SessionUser,
  SubjectType,
  WatchlistMatch,
} from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { bulkSearchRows } from '../../../db/schema/search';
import { AppError } from '../../../lib/app-error';
import { findViewableJob } from './bulk-job.queries';
import { versionRefs } from './reproduce-bulk-row.service';

const storedMatchesSchema = z.array(matchSchema);
const storedWatchlistMatchesSchema = z.array(watchlistMatchSchema);

/** One screened bulk row as the case of one of its hits needs it (ADR 024, bulk rows). */
export interface BulkRowHitSource {
  origin: { source: 'bulk'; ref: string; details: Record<string, unknown> };
  organizationId: string | null;
  screenedById: string | null;
  fields: {
    firstName: string;
    lastName: string;
    arabicName: string;
    dateOfBirth: string | null;
    nationality: string | null;
    subjectType?: SubjectType | undefined;
  };
  matches: Match[];
  /** The row's hits on the organisation's own watchlists (ADR 042), empty when none. */
  watchlistMatches: WatchlistMatch[];
  listVersions: ListVersionRef[];
  algorithm: string;
}

/**
 * The stored outcome of row `rowNumber` of job `jobId` as `viewer` may see it (the job's owner, or the
 * organisation's owners and admins; otherwise 404). A row that was not screened has no hit: 404.
 */
export async function findBulkRowHitSource(
  db: Db,
  viewer: SessionUser,
  jobId: string,
  rowNumber: number,
): Promise<BulkRowHitSource> {
  const job = await findViewableJob(db, viewer, jobId);
  const [row] = await db
    .select()
    .from(bulkSearchRows)
    .where(and(eq(bulkSearchRows.bulkJobId, job.id), eq(bulkSearchRows.rowNumber, rowNumber)))
    .limit(1);
  if (row === undefined || row.status !== 'hit' || job.algorithmVersion === null)
    throw new AppError('NOT_FOUND', 'Bulk search row not found');
  const subjectType: SubjectType | undefined =
    row.entityType === 'individual'
      ? 'person'
      : row.entityType === 'entity'
        ? 'organization'
        : undefined;
  return {
    origin: {
      source: 'bulk',
      ref: `${job.jobId}:${row.rowNumber}`,
      details: { bulkJobId: job.jobId, rowNumber: row.rowNumber },
    },
    organizationId: job.organizationId,
    screenedById: job.userId,
    fields: {
      firstName: row.firstName,
      lastName: row.lastName,
      arabicName: row.arabicName,
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      subjectType,
    },
    matches: storedMatchesSchema.parse(row.matches ?? []),
    watchlistMatches: storedWatchlistMatchesSchema.parse(row.watchlistMatches ?? []),
    listVersions: await versionRefs(db, job.listVersionIds),
    algorithm: job.algorithmVersion,
  };
}
