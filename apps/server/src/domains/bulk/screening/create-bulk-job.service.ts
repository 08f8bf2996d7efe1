import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  BulkJobCreated,
  BulkRowIssue,
  SanctionListFilter,
  SessionUser,
} from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { bulkSearchJobs } from '../../../db/schema/search';
import { isAppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { planHasPepCheck } from '../../screening';
import {
  openBulkFileInWorker,
  sniffBulkFile,
  suggestBulkMapping,
  validateBulkSourceRow,
} from '../files';
import type { RequestOrigin } from '../../../lib/request-origin';
import { assertAllowanceCovers, assertMayBulkScreen, readBulkAllowance } from './bulk-allowance';
import { noDataRows } from './bulk-file-errors';
import { countBulkRows } from './count-bulk-rows';
import { insertBulkRows } from './insert-bulk-rows';
import type { BulkRowInsert } from './insert-bulk-rows';
import { BULK_CHUNK_JOB, BULK_CHUNK_ROWS } from './screen-bulk-chunk.job';
import { readBulkOptions, resolveMapping } from './read-bulk-options';
import type { ReceivedBulkUpload } from './receive-bulk-upload';
import { toBulkJobDto } from './to-bulk-job-dto';

/** Rows per INSERT while the file is read. */
const INSERT_BATCH_ROWS = 1_000;
/** Refused rows listed in the 202 reply; the rows route lists all of them. */
const INVALID_SAMPLE_ROWS = 100;

export interface CreateBulkJobDeps {
  db: Db;
  now: () => Date;
  enqueue: (
    db: DbOrTx,
    name: string,
    payload: Record<string, unknown>,
    options: { jobKey: string },
  ) => Promise<void>;
  /** Throws LIST_UNAVAILABLE when the chosen lists are not loaded. */
  requireLists: (filter: SanctionListFilter) => void;
}

export interface BulkJobRequester {
  user: SessionUser;
  apiKeyId: string | null;
  locale: 'en' | 'ar';
  origin: RequestOrigin;
}

/**
 * Stores the upload as a job in ONE transaction: the job, every row (valid ones pending, refused ones
 * 'invalid' with their reason, inserted in batches while the file streams) and the chunk jobs. A first
 * pass that stores nothing refuses an empty file, one over the row limit and one needing more searches
 * than the month has left; the transaction checks the allowance again before it commits.
 */
export async function createBulkJob(
  deps: CreateBulkJobDeps,
  requester: BulkJobRequester,
  upload: ReceivedBulkUpload,
): Promise<BulkJobCreated> {
  const { user } = requester;
  const owner = { userId: user.id, organizationId: user.organizationId };
  const now = deps.now();
  assertMayBulkScreen(await readBulkAllowance(deps.db, owner, now));
  const options = readBulkOptions(upload.fields);
  deps.requireLists(options.sanctionLists);
  const format = sniffBulkFile(upload.head, upload.fileName);
  const reader = await openBulkFileInWorker(upload.path, format);
  const jobId = randomUUID();
  try {
    const mapping = resolveMapping(
      options.mapping,
      reader.columns,
      suggestBulkMapping(reader.columns),
    );
    const counted = await countBulkRows(upload.path, format, mapping);
    if (counted.rows === 0) throw noDataRows();
    assertAllowanceCovers(await readBulkAllowance(deps.db, owner, now), counted.valid);
    // Decided once for the job: a plan change while it runs does not split its rows.
    const pepCheck = await planHasPepCheck(deps.db, user.organizationId);
    const created = await deps.db.transaction(async (tx) => {
      const [job] = await tx
        .insert(bulkSearchJobs)
        .values({
          userId: user.id,
          organizationId: user.organizationId,
          jobId,
          fileName: upload.fileName,
          status: 'pending',
          searchType: options.searchType,
          sanctionLists: options.sanctionLists,
          minConfidence: options.minConfidence,
          pepCheck,
          mapping,
          sourceColumns: reader.columns,
          locale: requester.locale,
          apiKeyId: requester.apiKeyId,
          createdAt: now,
        })
        .returning();
      if (!job) throw new Error('bulk job insert returned no row');

      const invalidSample: BulkRowIssue[] = [];
      const chunks: { fromRow: number; toRow: number }[] = [];
      let batch: BulkRowInsert[] = [];
      let rowNumber = 0;
      let valid = 0;
      let invalid = 0;
      for await (const source of reader.rows) {
        rowNumber += 1;
        const checked = validateBulkSourceRow(source, mapping);
        const base = {
          bulkJobId: job.id,
          rowNumber,
          lineNumber: source.lineNumber,
          source: source.cells,
          reference: checked.reference,
        };
        if (checked.ok) {
          valid += 1;
          const { fields } = checked;
          batch.push({
            ...base,
            firstName: fields.firstName,
            lastName: fields.lastName,
            arabicName: fields.arabicName,
            dateOfBirth: fields.dateOfBirth ?? null,
            nationality: fields.nationality ?? null,
            entityType: fields.entityType,
            status: 'pending',
            invalidReason: null,
          });
          const chunk = chunks.at(-1);
          if (chunk === undefined || (valid - 1) % BULK_CHUNK_ROWS === 0)
            chunks.push({ fromRow: rowNumber, toRow: rowNumber });
          else chunk.toRow = rowNumber;
        } else {
          invalid += 1;
          if (invalidSample.length < INVALID_SAMPLE_ROWS) {
            invalidSample.push({
              rowNumber,
              lineNumber: source.lineNumber,
              reason: checked.reason,
            });
          }
          batch.push({
            ...base,
            firstName: '',
            lastName: '',
            arabicName: '',
            dateOfBirth: null,
            nationality: null,
            entityType: '',
            status: 'invalid',
            invalidReason: checked.reason,
          });
        }
        if (batch.length >= INSERT_BATCH_ROWS) {
          await insertBulkRows(tx, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertBulkRows(tx, batch);
      if (rowNumber === 0) throw noDataRows();
      // Read inside the transaction, after the file: the check and the stored job agree.
      assertAllowanceCovers(await readBulkAllowance(tx, owner, now), valid);

      const [stored] = await tx
        .update(bulkSearchJobs)
        .set({
          totalRows: valid,
          invalidRows: invalid,
          // Nothing to screen: the job is done as soon as it is stored (its results list the reasons).
          ...(valid === 0 ? { status: 'completed' as const, completedAt: now } : {}),
        })
        .where(eq(bulkSearchJobs.id, job.id))
        .returning();
      if (!stored) throw new Error('bulk job update returned no row');
      for (const chunk of chunks) {
        await deps.enqueue(
          tx,
          BULK_CHUNK_JOB,
          { bulkJobId: job.id, ...chunk },
          { jobKey: `bulk:${job.id}:${chunk.fromRow}` },
        );
      }
      await recordAudit(tx, {
        userId: user.id,
        organizationId: user.organizationId,
        action: 'bulk_search_started',
        details: {
          type: 'search',
          jobId,
          fileName: upload.fileName,
          format,
          totalRows: valid,
          invalidRows: invalid,
          searchType: options.searchType,
          sanctionLists: options.sanctionLists,
          minConfidence: options.minConfidence,
          apiKeyId: requester.apiKeyId,
        },
        ip: requester.origin.ip,
        userAgent: requester.origin.userAgent,
        at: now,
      });
      return { stored, invalidSample };
    });
    return {
      jobId,
      job: toBulkJobDto(created.stored, now),
      invalidRowSample: created.invalidSample,
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'SEARCH_LIMIT_REACHED') {
      // Nothing was stored, but the compliance trail shows who was refused and why.
      await recordAudit(deps.db, {
        userId: user.id,
        organizationId: user.organizationId,
        action: 'bulk_search_blocked',
        success: false,
        details: {
          type: 'search',
          reason: error.message,
          fileName: upload.fileName,
          ...error.details,
        },
        ip: requester.origin.ip,
        userAgent: requester.origin.userAgent,
        at: now,
      });
    }
    throw error;
  } finally {
    await reader.close();
  }
}
