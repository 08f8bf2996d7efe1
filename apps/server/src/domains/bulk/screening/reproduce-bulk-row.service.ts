import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { listVersionRefSchema, matchSchema } from '@sanctions/contracts';
import type {
  ListVersionRef,
  SanctionListFilter,
  SearchReproduction,
  SessionUser,
} from '@sanctions/contracts';
import { ALGORITHM_VERSION } from '@sanctions/screening';
import type { DbOrTx } from '../../../db/client';
import { listVersions } from '../../../db/schema/sanctions';
import { bulkSearchRows } from '../../../db/schema/search';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { Clock } from '../../../lib/clock';
import { diffMatches, isIdenticalResult } from '../../screening';
import { findViewableJob } from './bulk-job.queries';
import type { BulkJobRow } from './bulk-job.queries';
import type { BulkIndexSource } from './screen-bulk-chunk.job';
import { screenBulkRows } from './screen-bulk-rows';
import { storedJobOptionsSchema } from './to-bulk-job-dto';

export interface ReproduceBulkRowDeps {
  db: DbOrTx;
  clock: Clock;
  index: BulkIndexSource;
  /** Throws LIST_UNAVAILABLE when the filter's lists are not loaded (an empty result would read as clear). */
  requireLists: (filter: SanctionListFilter) => void;
}

const storedMatchesSchema = z.array(matchSchema);

/**
 * Re-screens one stored bulk row on the current index exactly as its chunk did (same options, same top-10
 * and entity type rule) and compares the matches field by field with the row's evidence. Not a new
 * screening: nothing is counted, but the check is audited.
 */
export async function reproduceBulkRow(
  deps: ReproduceBulkRowDeps,
  viewer: SessionUser,
  jobId: string,
  rowNumberParam: string,
): Promise<SearchReproduction> {
  const job = await findViewableJob(deps.db, viewer, jobId);
  const row = await findRow(deps.db, job, rowNumberParam);
  if ((row.status !== 'clear' && row.status !== 'hit') || job.algorithmVersion === null) {
    throw new AppError(
      'CONFLICT',
      `Row ${row.rowNumber} was never screened (it is ${row.status}), so there is no result to reproduce.`,
    );
  }
  const options = storedJobOptionsSchema.parse(job);
  deps.requireLists(options.sanctionLists);
  const served = deps.index.describe();
  if (served.state !== 'ready') {
    throw new AppError(
      'LIST_UNAVAILABLE',
      'No sanctions list is loaded yet, so screening cannot run.',
    );
  }
  const {
    screened: [screened],
  } = await screenBulkRows(deps.index.screenMany, [row], {
    searchType: options.searchType,
    sanctionLists: options.sanctionLists,
    minConfidence: job.minConfidence,
  });
  if (screened === undefined) {
    throw new Error(`Row ${row.rowNumber} could not be screened.`);
  }
  // Both sides through the contract schema: only contract fields are compared.
  const stored = storedMatchesSchema.parse(row.matches ?? []);
  const current = storedMatchesSchema.parse(screened.matches);
  const differences = diffMatches(stored, current);
  const identical = isIdenticalResult(stored, current, differences);

  const currentIds = served.versions
    .filter((v) => options.sanctionLists === 'all' || v.sanctionList === options.sanctionLists)
    .map((v) => v.versionId);
  const [storedRefs, currentRefs] = await Promise.all([
    versionRefs(deps.db, job.listVersionIds),
    versionRefs(deps.db, currentIds),
  ]);
  const sameListVersions = sameIds(job.listVersionIds, currentIds);
  const sameAlgorithm = job.algorithmVersion === ALGORITHM_VERSION;

  const reproduction: SearchReproduction = {
    searchId: `${job.jobId}:${row.rowNumber}`,
    identical,
    sameAlgorithm,
    sameListVersions,
    stored: {
      algorithm: job.algorithmVersion,
      listVersions: storedRefs,
      totalMatches: row.matchesFound,
    },
    current: {
      algorithm: ALGORITHM_VERSION,
      listVersions: currentRefs,
      totalMatches: screened.matchesFound,
    },
    differences,
  };
  await recordAudit(deps.db, {
    userId: viewer.id,
    organizationId: viewer.organizationId,
    action: 'bulk_row_reproduce',
    details: {
      jobId: job.jobId,
      rowNumber: row.rowNumber,
      identical,
      sameAlgorithm,
      sameListVersions,
    },
    at: deps.clock.now(),
  });
  return reproduction;
}

/** The job's row by its 1-based number; 404 for a number that is not one of its rows. */
async function findRow(db: DbOrTx, job: BulkJobRow, rowNumberParam: string) {
  const rowNumber = /^[1-9]\d{0,8}$/.test(rowNumberParam) ? Number(rowNumberParam) : null;
  const [row] =
    rowNumber === null
      ? []
      : await db
          .select()
          .from(bulkSearchRows)
          .where(and(eq(bulkSearchRows.bulkJobId, job.id), eq(bulkSearchRows.rowNumber, rowNumber)))
          .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Bulk search row not found');
  return row;
}

/** The list versions by id, as evidence names them (sorted by list and source). */
export async function versionRefs(db: DbOrTx, ids: readonly string[]): Promise<ListVersionRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      versionId: listVersions.id,
      sanctionList: listVersions.sanctionList,
      listSource: listVersions.listSource,
      publishedAt: listVersions.publishedAt,
      importedAt: listVersions.importedAt,
    })
    .from(listVersions)
    .where(inArray(listVersions.id, [...ids]));
  return rows
    .map((version) =>
      listVersionRefSchema.parse({
        versionId: version.versionId,
        sanctionList: version.sanctionList,
        listSource: version.listSource,
        ...(version.publishedAt ? { publishedAt: version.publishedAt.toISOString() } : {}),
        ...(version.importedAt ? { importedAt: version.importedAt.toISOString() } : {}),
      }),
    )
    .sort((a, b) =>
      `${a.sanctionList}|${a.listSource}`.localeCompare(`${b.sanctionList}|${b.listSource}`),
    );
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = [...a].sort();
  const right = [...b].sort();
  return left.length === right.length && left.every((id, i) => id === right[i]);
}
