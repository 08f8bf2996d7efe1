import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, searchReproductionSchema } from '@sanctions/contracts';
import { auditLogs } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import {
  buildBulkOrganization,
  drainJobs,
  jobStatus,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';

// Row 1 is a listed name typed as an individual (the entity type filter applies), row 2 is invalid.
const CSV = [
  'Reference,First name,Last name,Type',
  'R-1,Saddam,Hussein,individual',
  'R-2,,,',
  'R-3,Marigold,Fenwickshire,',
].join('\n');

describe('POST /api/v2/bulk-search/:jobId/rows/:rowNumber/reproduce', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-18T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  function reproduce(token: string | undefined, jobId: string, row: string) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/v2/bulk-search/${jobId}/rows/${row}/reproduce`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  async function completedJob() {
    const { app, db } = testApp;
    const { member } = await buildBulkOrganization(app, db);
    const { jobId } = await startBulkJob(app, member.token, uploadForm(CSV, 'book.csv'));
    clock.advance(1_000);
    await drainJobs(app);
    const job = await jobStatus(app, member.token, jobId);
    expect(job.status).toBe('completed');
    return { member, jobId, job };
  }

  it('reproduces a hit row identically, without counting it, and audits the check', async () => {
    const { member, jobId, job } = await completedJob();
    const response = await reproduce(member.token, jobId, '1');
    expect(response.statusCode, response.body).toBe(200);
    const result = searchReproductionSchema.parse(response.json().data);
    expect(result).toMatchObject({
      searchId: `${jobId}:1`,
      identical: true,
      sameAlgorithm: true,
      sameListVersions: true,
      differences: { added: [], removed: [], changed: [] },
    });
    expect(result.stored.totalMatches).toBeGreaterThan(0);
    expect(result.current.totalMatches).toBe(result.stored.totalMatches);
    expect(result.stored.listVersions.map((v) => v.sanctionList)).toEqual(['un']);
    expect(result.current.listVersions).toEqual(result.stored.listVersions);

    const clear = searchReproductionSchema.parse(
      (await reproduce(member.token, jobId, '3')).json().data,
    );
    expect(clear).toMatchObject({ identical: true, stored: { totalMatches: 0 } });

    // Nothing is counted: the job's counters stay as they were.
    expect(await jobStatus(testApp.app, member.token, jobId)).toEqual(job);
    const audits = await testApp.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, member.user.id), eq(auditLogs.action, 'bulk_row_reproduce')));
    expect(audits).toHaveLength(2);
  });

  it('answers 409 for a row that was never screened and 404 for an unknown or invalid row number', async () => {
    const { member, jobId } = await completedJob();
    const invalid = await reproduce(member.token, jobId, '2');
    expect(invalid.statusCode, invalid.body).toBe(409);
    expect(errorEnvelopeSchema.parse(invalid.json()).code).toBe('CONFLICT');
    for (const row of ['4', '0', 'abc', '1.5']) {
      const response = await reproduce(member.token, jobId, row);
      expect(response.statusCode, row).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  it("answers 404 to another organisation's user and 401 without a session", async () => {
    const { jobId } = await completedJob();
    const other = await buildBulkOrganization(testApp.app, testApp.db, {
      organizationRole: 'owner',
    });
    const foreign = await reproduce(other.member.token, jobId, '1');
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(foreign.json()).code).toBe('NOT_FOUND');
    expect((await reproduce(undefined, jobId, '1')).statusCode).toBe(401);
  });
});
