import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { hasSearchName } from '@sanctions/contracts';
import type {
  SubjectType,
  SubjectsFromBulkRequest,
  SubjectsFromBulkResult,
} from '@sanctions/contracts';
import { monitoredSubjects } from '../../../db/schema/monitoring';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import { mayReadRecord } from '../../../lib/access/record-access';
import { AppError } from '../../../lib/app-error';
import { fullIndexMatches } from '../monitoring/full-index-matches';
import type { MonitoringScope } from '../monitoring/monitoring-scope';
import { screenSubjects } from '../monitoring/screen-subjects';
import { subjectKeyOf } from '../monitoring/subject-key';
import { requireLoadedIndex } from './subjects.service';
import type { SubjectsContext } from './subjects.service';
import { findMonitoredKeys } from './subjects.queries';

/** Rows read, keyed and inserted per step (one statement each), and screened per transaction. */
const ROWS_PER_BATCH = 500;

/**
 * Adds the rows of the caller's own finished bulk job to monitoring: every valid row, or the clear ones
 * only. A row whose subject the scope already monitors (or an earlier row of the same file) is counted as a
 * duplicate, not added twice. The added subjects are screened at once, in batches, inside this request:
 * a batch commits its alerts before the next runs, so an interrupted request loses nothing already
 * screened, and a subject left unscreened is caught by the next list activation or the nightly pass.
 */
export async function addSubjectsFromBulk(
  ctx: SubjectsContext,
  scope: MonitoringScope,
  jobId: string,
  body: SubjectsFromBulkRequest,
): Promise<SubjectsFromBulkResult> {
  const [job] = await ctx.db
    .select()
    .from(bulkSearchJobs)
    .where(eq(bulkSearchJobs.jobId, jobId))
    .limit(1);
  // The caller's own job, and only while it is theirs to read: a job of an organisation they left is not.
  const isOwn =
    job !== undefined &&
    job.userId === scope.userId &&
    mayReadRecord(
      { id: scope.userId, organizationId: scope.organizationId, organizationRole: null },
      job,
    );
  if (!job || !isOwn) throw new AppError('NOT_FOUND', 'Bulk search not found');
  if (job.status !== 'completed') {
    throw new AppError(
      'CONFLICT',
      'This bulk search has not finished, so its rows cannot be added to monitoring yet.',
      { messageKey: 'monitoring.bulkNotFinished' },
    );
  }
  requireLoadedIndex(ctx);
  const rowFilter =
    body.rows === 'clear'
      ? eq(bulkSearchRows.status, 'clear')
      : ne(bulkSearchRows.status, 'invalid');
  const seen = new Set<string>();
  let added = 0;
  let duplicates = 0;
  let alertsRaised = 0;
  let afterRow = 0;
  for (;;) {
    const rows = await ctx.db
      .select()
      .from(bulkSearchRows)
      .where(
        and(
          eq(bulkSearchRows.bulkJobId, job.id),
          gt(bulkSearchRows.rowNumber, afterRow),
          rowFilter,
        ),
      )
      .orderBy(asc(bulkSearchRows.rowNumber))
      .limit(ROWS_PER_BATCH);
    const last = rows.at(-1);
    if (last === undefined) break;
    afterRow = last.rowNumber;
    const candidates = rows
      .filter((row) => hasSearchName(row))
      .map((row) => {
        const fields = {
          subjectType: subjectTypeOf(row.entityType),
          firstName: row.firstName,
          lastName: row.lastName,
          arabicName: row.arabicName,
          dateOfBirth: row.dateOfBirth,
          nationality: row.nationality,
        };
        return { row, fields, subjectKey: subjectKeyOf(fields) };
      });
    const monitored = await findMonitoredKeys(
      ctx.db,
      scope,
      candidates.map((c) => c.subjectKey),
    );
    const fresh = candidates.filter((c) => {
      if (monitored.has(c.subjectKey) || seen.has(c.subjectKey)) return false;
      seen.add(c.subjectKey);
      return true;
    });
    duplicates += candidates.length - fresh.length;
    if (fresh.length === 0) continue;
    const now = ctx.clock.now();
    const inserted = await ctx.db
      .insert(monitoredSubjects)
      .values(
        fresh.map((c) => ({
          organizationId: scope.organizationId,
          ownerUserId: scope.userId,
          ...c.fields,
          reference: c.row.reference === '' ? null : c.row.reference,
          subjectKey: c.subjectKey,
          source: 'bulk' as const,
          sourceRef: job.jobId,
          createdBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: monitoredSubjects.id });
    added += inserted.length;
    alertsRaised += await screenAdded(
      ctx,
      inserted.map((s) => s.id),
    );
  }
  return { added, duplicates, alertsRaised };
}

async function screenAdded(ctx: SubjectsContext, ids: string[]): Promise<number> {
  const served = ctx.index.describe();
  if (served.state !== 'ready' || served.entryCount === 0 || ids.length === 0) return 0;
  const subjects = await ctx.db
    .select()
    .from(monitoredSubjects)
    .where(and(inArray(monitoredSubjects.id, ids), eq(monitoredSubjects.status, 'active')));
  const result = await screenSubjects(
    { db: ctx.db, enqueue: ctx.enqueue, clock: ctx.clock },
    {
      subjects,
      findMatches: fullIndexMatches(ctx.index),
      versions: served.versions,
      trigger: 'subject_added',
      watchlistRows: 'all',
      listVersionId: null,
    },
  );
  return result.alertsRaised;
}

/** A bulk row typed `entity` is an organisation; an individual or an untyped row is a person. */
function subjectTypeOf(entityType: string): SubjectType {
  return entityType === 'entity' ? 'organization' : 'person';
}
