import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BulkRowsQuery, SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import { AppError } from '../../../lib/app-error';
import { mayReadRecord, ownRecordsReadableBy } from '../../../lib/access/record-access';

export type BulkJobRow = typeof bulkSearchJobs.$inferSelect;
export type BulkRowRecord = typeof bulkSearchRows.$inferSelect;

const NOT_FOUND_MESSAGE = 'Bulk search not found';

/**
 * The job by its public id as `viewer` may see it: their own (a job of an organisation only while they
 * belong to it), or any job of their organisation when they are its owner or an admin (they answer for
 * the organisation's screening). Otherwise 404, so another user's job ids reveal nothing.
 */
export async function findViewableJob(
  db: DbOrTx,
  viewer: Pick<SessionUser, 'id' | 'organizationId' | 'organizationRole'>,
  jobId: string,
): Promise<BulkJobRow> {
  const [job] = await db
    .select()
    .from(bulkSearchJobs)
    .where(eq(bulkSearchJobs.jobId, jobId))
    .limit(1);
  if (!job || !mayReadRecord(viewer, job)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return job;
}

/** The caller's own jobs still theirs to read (none of an organisation they left), newest first. */
export async function findOwnJobs(
  db: Db,
  viewer: Pick<SessionUser, 'id' | 'organizationId'>,
  limit: number,
): Promise<BulkJobRow[]> {
  return db
    .select()
    .from(bulkSearchJobs)
    .where(ownRecordsReadableBy(bulkSearchJobs, viewer))
    .orderBy(desc(bulkSearchJobs.createdAt), desc(bulkSearchJobs.id))
    .limit(limit);
}

/** A page of the job's rows in input order, filtered by status and risk. */
export async function findRowPage(db: Db, bulkJobId: string, query: BulkRowsQuery) {
  const where = and(
    eq(bulkSearchRows.bulkJobId, bulkJobId),
    query.status === 'all' ? undefined : eq(bulkSearchRows.status, query.status),
    query.risk === 'all' ? undefined : eq(bulkSearchRows.riskLevel, query.risk),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bulkSearchRows)
      .where(where)
      .orderBy(asc(bulkSearchRows.rowNumber))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(bulkSearchRows).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * Every row of the job in input order, read in pages by row number (keyset), so a 100,000-row export
 * never holds more than one page.
 */
export async function* iterateJobRows(
  db: Db,
  bulkJobId: string,
  pageSize = 1_000,
  where: { status?: string } = {},
): AsyncGenerator<BulkRowRecord> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(bulkSearchRows)
      .where(
        and(
          eq(bulkSearchRows.bulkJobId, bulkJobId),
          gt(bulkSearchRows.rowNumber, after),
          where.status === undefined ? undefined : eq(bulkSearchRows.status, where.status),
        ),
      )
      .orderBy(asc(bulkSearchRows.rowNumber))
      .limit(pageSize);
    for (const row of page) yield row;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    after = last.rowNumber;
  }
}

/** Pending/processing -> cancelled; null when the job was in another state (finished or cancelled). */
export async function cancelJob(db: Db, id: string, now: Date): Promise<BulkJobRow | null> {
  const [row] = await db
    .update(bulkSearchJobs)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(eq(bulkSearchJobs.id, id), inArray(bulkSearchJobs.status, ['pending', 'processing'])),
    )
    .returning();
  return row ?? null;
}

/** The job's internal row by id (the chunk handler's view). */
export async function findJobById(db: DbOrTx, id: string): Promise<BulkJobRow | undefined> {
  const [row] = await db.select().from(bulkSearchJobs).where(eq(bulkSearchJobs.id, id)).limit(1);
  return row;
}

/** The job's status, read under the job row's lock: chunks of one job write their counters one at a time. */
export async function lockJobStatus(tx: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: bulkSearchJobs.status })
    .from(bulkSearchJobs)
    .where(eq(bulkSearchJobs.id, id))
    .for('update');
  return row?.status;
}

/** The chunk's rows still to screen, in input order. */
export async function findPendingRows(
  db: DbOrTx,
  bulkJobId: string,
  fromRow: number,
  toRow: number,
): Promise<BulkRowRecord[]> {
  return db
    .select()
    .from(bulkSearchRows)
    .where(
      and(
        eq(bulkSearchRows.bulkJobId, bulkJobId),
        eq(bulkSearchRows.status, 'pending'),
        sql`${bulkSearchRows.rowNumber} between ${fromRow} and ${toRow}`,
      ),
    )
    .orderBy(asc(bulkSearchRows.rowNumber));
}
