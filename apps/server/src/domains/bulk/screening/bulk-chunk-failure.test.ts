import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRowPageSchema } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import { auditLogs, notifications } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  buildBulkOrganization,
  drainJobs,
  getAs,
  jobStatus,
} from '../../../../test/bulk-test-support';
import { insertBulkRows } from './insert-bulk-rows';
import { BULK_CHUNK_JOB } from './screen-bulk-chunk.job';

/**
 * A job stored as the start route stores it (rows pending, chunk jobs queued) in an app whose lists were
 * never imported: the screening index never loads, so every chunk run throws and, with one attempt,
 * fails for good at once. The start route itself refuses to start without lists, hence the direct insert.
 */
async function storeJob(
  testApp: TestApp,
  owner: { userId: string; organizationId: string },
  options: { rows: number; chunkRows: number; alreadyScreened?: number },
) {
  const { db, app } = testApp;
  const jobId = randomUUID();
  const [job] = await db
    .insert(bulkSearchJobs)
    .values({
      ...owner,
      jobId,
      fileName: 'book.csv',
      status: (options.alreadyScreened ?? 0) > 0 ? 'processing' : 'pending',
      totalRows: options.rows,
      sourceColumns: ['First name'],
      mapping: { 'First name': 'firstName' },
    })
    .returning();
  if (!job) throw new Error('no job');
  await insertBulkRows(
    db,
    Array.from({ length: options.rows }, (_, index) => ({
      bulkJobId: job.id,
      rowNumber: index + 1,
      lineNumber: index + 2,
      source: { 'First name': `Person ${index + 1}` },
      reference: `R-${index + 1}`,
      firstName: `Person ${index + 1}`,
      lastName: '',
      arabicName: '',
      dateOfBirth: null,
      nationality: null,
      entityType: '',
      status: 'pending' as const,
      invalidReason: null,
    })),
  );
  const screened = options.alreadyScreened ?? 0;
  if (screened > 0) await markClear(db, job.id, screened);
  for (let from = screened + 1; from <= options.rows; from += options.chunkRows) {
    const chunk = {
      bulkJobId: job.id,
      fromRow: from,
      toRow: Math.min(from + options.chunkRows - 1, options.rows),
    };
    await app.jobs.enqueue(db, BULK_CHUNK_JOB, chunk, { maxAttempts: 1 });
  }
  return job;
}

/** The first `count` rows as a chunk that ran before the failure wrote them. */
async function markClear(db: DbOrTx, bulkJobId: string, count: number): Promise<void> {
  for (let rowNumber = 1; rowNumber <= count; rowNumber += 1) {
    await db
      .update(bulkSearchRows)
      .set({ status: 'clear', screenedAt: new Date() })
      .where(and(eq(bulkSearchRows.bulkJobId, bulkJobId), eq(bulkSearchRows.rowNumber, rowNumber)));
  }
  await db
    .update(bulkSearchJobs)
    .set({ processedRows: count, clearRows: count, startedAt: new Date() })
    .where(eq(bulkSearchJobs.id, bulkJobId));
}

describe('bulk chunk that fails for good (the screening index never loads)', () => {
  let testApp: TestApp;
  const clock = createTestClock(new Date('2026-06-14T08:00:00.000Z'));

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('ends the job failed when no row could be screened: rows are errors with the reason, notified and audited', async () => {
    const { app, db } = testApp;
    const { member, organization } = await buildBulkOrganization(app, db);
    const owner = { userId: member.user.id, organizationId: organization.id };
    const job = await storeJob(testApp, owner, { rows: 5, chunkRows: 2 });

    await drainJobs(app);
    const status = await jobStatus(app, member.token, job.jobId);
    expect(status).toMatchObject({ status: 'failed', processedRows: 0, errorRows: 5 });
    expect(status.errorMessage).toMatch(/^Screening failed: The screening index is not built yet/);

    const rows = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${job.jobId}/rows?status=error`,
    );
    expect(rows.statusCode, rows.body).toBe(200);
    const page = bulkRowPageSchema.parse(rows.json().data);
    expect(page.total).toBe(5);
    for (const row of page.rows)
      expect(row.invalidReason).toBe('Screening failed: The screening index is not built yet');

    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    expect(notes.map((note) => [note.messageKey, note.type])).toEqual([['bulk.failed', 'error']]);
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.userId, member.user.id));
    expect(audit.filter((entry) => entry.action === 'bulk_search_failed')).toHaveLength(1);
  });

  it('ends the job completed with error rows when an earlier chunk was screened', async () => {
    const { app, db } = testApp;
    const { member, organization } = await buildBulkOrganization(app, db);
    const owner = { userId: member.user.id, organizationId: organization.id };
    const job = await storeJob(testApp, owner, { rows: 4, chunkRows: 2, alreadyScreened: 2 });

    await drainJobs(app);
    const status = await jobStatus(app, member.token, job.jobId);
    expect(status).toMatchObject({
      status: 'completed',
      processedRows: 2,
      clearRows: 2,
      errorRows: 2,
    });
    expect(status.errorMessage).toContain('Screening failed');
    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    expect(notes.map((note) => note.messageKey)).toEqual(['bulk.completed']);
    // Settled once: draining again finds nothing and changes nothing.
    expect(await app.jobs.runOnce()).toBe(0);
    expect((await jobStatus(app, member.token, job.jobId)).errorRows).toBe(2);
  });
});
