import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkRowPageSchema,
  errorEnvelopeSchema,
  userUsageResponseSchema,
} from '@sanctions/contracts';
import { organizationUsage } from '../../../db/schema/billing';
import { bulkSearchJobs, userUsageStats } from '../../../db/schema/search';
import { auditLogs } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';
import {
  buildBulkOrganization,
  drainJobs,
  getAs,
  jobStatus,
  postForm,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';

/** A CSV of `count` clear names. */
function clearNames(count: number): string {
  const lines = ['First name,Last name'];
  for (let i = 0; i < count; i += 1) lines.push(`Zebulon${i},Quixotewhistle`);
  return lines.join('\n');
}

describe('bulk screening quotas and plan (ADR 016)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-20T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function jobsOf(userId: string) {
    return testApp.db.select().from(bulkSearchJobs).where(eq(bulkSearchJobs.userId, userId));
  }

  it('refuses a file needing more searches than the organisation has left, saying how many remain, and stores nothing', async () => {
    const { app, db } = testApp;
    const { organization, member } = await buildBulkOrganization(app, db, {
      maxSearchesPerMonth: 10,
    });
    await db.insert(organizationUsage).values({
      organizationId: organization.id,
      date: '2026-06-01',
      searchCount: 7,
    });
    const response = await postForm(
      app,
      member.token,
      '/api/v2/bulk-search',
      uploadForm(clearNames(4)),
    );
    expect(response.statusCode, response.body).toBe(429);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('SEARCH_LIMIT_REACHED');
    expect(body.message).toMatch(/4 rows to screen.*only 3 searches left/);
    expect(await jobsOf(member.user.id)).toHaveLength(0);
    const blocked = await db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, member.user.id), eq(auditLogs.action, 'bulk_search_blocked')),
      );
    expect(blocked).toHaveLength(1);

    // Exactly what is left goes through.
    const created = await startBulkJob(app, member.token, uploadForm(clearNames(3)));
    await drainJobs(app);
    expect(await jobStatus(app, member.token, created.jobId)).toMatchObject({
      status: 'completed',
      processedRows: 3,
    });
  });

  it('lets a plan that bills overage go past its monthly searches', async () => {
    const { app, db } = testApp;
    const { organization, member } = await buildBulkOrganization(app, db, {
      maxSearchesPerMonth: 2,
      additionalCheckPrice: 50,
    });
    const created = await startBulkJob(app, member.token, uploadForm(clearNames(5)));
    await drainJobs(app);
    expect(await jobStatus(app, member.token, created.jobId)).toMatchObject({ processedRows: 5 });
    const [usage] = await db
      .select()
      .from(organizationUsage)
      .where(eq(organizationUsage.organizationId, organization.id));
    expect(usage?.searchCount).toBe(5);
  });

  it('turns the rows the allowance no longer covers into errors when it runs out mid-job, and still completes', async () => {
    const { app, db } = testApp;
    const { organization, member } = await buildBulkOrganization(app, db, {
      maxSearchesPerMonth: 10,
    });
    const created = await startBulkJob(app, member.token, uploadForm(clearNames(5)));
    // Single searches used the allowance after the job was accepted.
    await db.insert(organizationUsage).values({
      organizationId: organization.id,
      date: '2026-06-02',
      searchCount: 8,
    });
    await drainJobs(app);
    const job = await jobStatus(app, member.token, created.jobId);
    expect(job).toMatchObject({ status: 'completed', processedRows: 2, errorRows: 3 });
    expect(job.errorMessage).toMatch(/allowance ran out/);
    const errors = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${created.jobId}/rows?status=error`,
    );
    const page = bulkRowPageSchema.parse(errors.json().data);
    expect(page.rows.map((row) => row.rowNumber)).toEqual([3, 4, 5]);
    expect(page.rows[0]?.invalidReason).toMatch(/allowance ran out/);
    const usage = await db
      .select()
      .from(organizationUsage)
      .where(eq(organizationUsage.organizationId, organization.id));
    expect(usage.reduce((sum, row) => sum + row.searchCount, 0)).toBe(10);
  });

  it("counts a standalone user's rows against their own monthly limit, apart from the day's single searches", async () => {
    const { app, db } = testApp;
    const standalone = await createSignedInUser(app, db, {
      maxSearchesPerDay: 2,
      maxSearchesPerMonth: 6,
    });
    const refused = await postForm(
      app,
      standalone.token,
      '/api/v2/bulk-search',
      uploadForm(clearNames(7)),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/only 6 searches left/);
    const created = await startBulkJob(app, standalone.token, uploadForm(clearNames(5)));
    await drainJobs(app);
    expect(await jobStatus(app, standalone.token, created.jobId)).toMatchObject({
      processedRows: 5,
    });
    const [today] = await db
      .select()
      .from(userUsageStats)
      .where(eq(userUsageStats.userId, standalone.user.id));
    // Issue 23 §5: the rows are kept apart from the single searches, so the daily limit (2) still allows
    // single searches; the month (6) holds both, so the second single search is refused by the month.
    expect(today).toMatchObject({ searchCount: 0, bulkRowCount: 5 });
    const single = await postSearch(app, standalone.token, {
      firstName: 'Zebulon',
      lastName: 'Quill',
    });
    expect(single.statusCode, single.body).toBe(200);
    const usage = await getAs(app, standalone.token, '/api/v2/user/usage');
    expect(userUsageResponseSchema.parse(usage.json()).data.usage).toMatchObject({
      today: 1,
      thisMonth: 6,
    });
    const overMonth = await postSearch(app, standalone.token, {
      firstName: 'Zebulon',
      lastName: 'Quill',
    });
    expect(overMonth.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(overMonth.json()).message).toMatch(/monthly/i);
  });

  it('refuses members whose plan lacks bulk screening (403) and suspended subscriptions, before reading the file', async () => {
    const { app, db } = testApp;
    const basic = await buildBulkOrganization(app, db, { bulkScreening: false });
    for (const url of ['/api/v2/bulk-search', '/api/v2/bulk-search/preview']) {
      const response = await postForm(app, basic.member.token, url, uploadForm(clearNames(1)));
      expect(response.statusCode, url).toBe(403);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.code).toBe('FORBIDDEN');
      expect(body.message).toMatch(/plan does not include bulk screening/);
    }
    const suspended = await buildBulkOrganization(app, db, { status: 'suspended' });
    const response = await postForm(
      app,
      suspended.member.token,
      '/api/v2/bulk-search',
      uploadForm(clearNames(1)),
    );
    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('SUBSCRIPTION_INACTIVE');
    expect(await jobsOf(basic.member.user.id)).toHaveLength(0);
  });
});
