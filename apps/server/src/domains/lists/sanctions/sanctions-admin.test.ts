import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crawlReplySchema,
  importRunReplySchema,
  listFreshnessReplySchema,
  listVersionsReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { auditLogs } from '../../../db/schema/users';
import { countEntries } from './sanctions.queries';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

const ADMIN_ROUTES: ['GET' | 'POST', string][] = [
  ['POST', '/api/v2/admin/sanctions/crawl'],
  ['POST', '/api/v2/admin/sanctions/refresh'],
  ['GET', '/api/v2/admin/sanctions/stats'],
  ['GET', '/api/v2/admin/sanctions/versions'],
  ['GET', '/api/v2/admin/sanctions/jobs/6f1c1d1e-0000-4000-8000-000000000000'],
];

const UN_XML = join(SHARED_DATA, 'lists/un/consolidated.xml');
const EU_XML = join(SHARED_DATA, 'lists/eu/sample_eu_sanctions.xml');

async function waitForJob(testApp: TestApp, token: string, jobId: string): Promise<ImportRun> {
  for (;;) {
    const response = await call(testApp.app, 'GET', `/api/v2/admin/sanctions/jobs/${jobId}`, token);
    const run = importRunReplySchema.parse(response.json()).data;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('admin sanctions API: access', () => {
  let testApp: TestApp;
  let tokens: Record<'user' | 'moderator', string>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    tokens = {
      user: await tokenFor(testApp.app, 'user'),
      moderator: await tokenFor(testApp.app, 'moderator'),
    };
  });
  afterAll(() => testApp?.close());

  it.each(ADMIN_ROUTES)('%s %s answers 401 without a token', async (method, url) => {
    const response = await call(testApp.app, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it.each(
    ADMIN_ROUTES.flatMap(([method, url]) => [
      [method, url, 'user'] as const,
      [method, url, 'moderator'] as const,
    ]),
  )('%s %s answers 403 to a %s', async (method, url, role) => {
    const response = await call(testApp.app, method, url, tokens[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('lets any signed-in user read the freshness, and nobody else', async () => {
    expect((await call(testApp.app, 'GET', '/api/v2/sanctions/freshness')).statusCode).toBe(401);
    const response = await call(testApp.app, 'GET', '/api/v2/sanctions/freshness', tokens.user);
    expect(response.statusCode).toBe(200);
    expect(listFreshnessReplySchema.parse(response.json()).data).toEqual({
      lists: [],
      failedImports: [],
      refreshHours: 24,
      staleAfterHours: 48,
      // No download, no LISTS_DIR, nothing imported: no list is offered yet.
      expectedLists: [],
    });
  });

  it('refuses a crawl when neither downloads nor LISTS_DIR are available', async () => {
    const admin = await tokenFor(testApp.app, 'admin');
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/crawl', admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('admin sanctions API: UN and EU imports, failures and freshness', () => {
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;
  let unVersionId: string;
  const clock = createTestClock();

  beforeAll(async () => {
    listsDir = await createListsDir();
    await listsDir.put('un', 'consolidated.xml', await readFile(UN_XML));
    await listsDir.put('eu', 'sample_eu_sanctions.xml', await readFile(EU_XML));
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: listsDir.dir } });
    admin = await tokenFor(testApp.app, 'admin');
  });
  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  it('crawls LISTS_DIR in the background (202 with a job id) and records the outcome and an audit row', async () => {
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/crawl', admin);
    expect(response.statusCode).toBe(202);
    const started = crawlReplySchema.parse(response.json());
    expect(started.message).toBe('Sanctions data update started');
    const run = await waitForJob(testApp, admin, started.data.jobId);
    expect(run).toMatchObject({ kind: 'crawl', status: 'succeeded', errors: [] });
    expect(run.results.map((r) => [r.listSource, r.outcome, r.entryCount])).toEqual([
      ['UN Consolidated List', 'activated', 1003],
      ['EU Financial Sanctions Files', 'activated', 7],
    ]);
    unVersionId = run.results[0]?.versionId ?? '';
    const audits = await testApp.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'sanctions.crawl')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ jobId: run.id });
    expect(testApp.app.screeningIndex.current()?.index.size).toBe(1010);
  });

  it('records a truncated file as a failed version with the reason and keeps the active one intact', async () => {
    const un = await readFile(UN_XML);
    await listsDir.put('un', 'consolidated.xml', un.subarray(0, 400_000));
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    expect(response.statusCode).toBe(200);
    const run = importRunReplySchema.parse(response.json()).data;
    expect(run.status).toBe('partial');
    const failed = run.results.find((r) => r.listSource === 'UN Consolidated List');
    expect(failed).toMatchObject({ outcome: 'failed', sanctionList: 'un' });
    expect(failed?.reason).toMatch(
      /^un\/consolidated\.xml: recognised as un-xml but cannot be read/,
    );
    expect(run.results.find((r) => r.sanctionList === 'eu')?.outcome).toBe('unchanged');

    const stats = sanctionsStatsReplySchema.parse(
      (await call(testApp.app, 'GET', '/api/v2/admin/sanctions/stats', admin)).json(),
    ).data;
    expect(stats.totalEntries).toBe(1010);
    expect(stats.listBreakdown.find((b) => b.sanctionList === 'un')).toMatchObject({
      versionId: unVersionId,
      count: 1003,
      status: 'active',
    });
    expect(stats.recentFailures[0]).toMatchObject({
      id: failed?.versionId,
      status: 'failed',
      fileNames: ['un/consolidated.xml'],
      failureReason: failed?.reason,
      entryCount: 0,
    });
    expect(await countEntries(testApp.db, unVersionId)).toBe(1003);
    expect(testApp.app.screeningIndex.current()?.versions.map((v) => v.versionId)).toContain(
      unVersionId,
    );
  });

  it('leaves a list whose folder is empty untouched', async () => {
    await listsDir.clear('un');
    const run = importRunReplySchema.parse(
      (await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin)).json(),
    ).data;
    expect(run.results.map((r) => [r.sanctionList, r.outcome])).toEqual([['eu', 'unchanged']]);
    const versions = listVersionsReplySchema.parse(
      (
        await call(testApp.app, 'GET', '/api/v2/admin/sanctions/versions?sanctionList=un', admin)
      ).json(),
    ).data.versions;
    expect(versions.map((v) => v.status)).toEqual(['failed', 'active']);
  });

  it('marks a list stale once its last check is older than twice the refresh period', async () => {
    // Access tokens are short-lived and the clock jumps days: sign in afresh for each call.
    const read = async () => {
      const user = await tokenFor(testApp.app, 'user');
      const response = await call(testApp.app, 'GET', '/api/v2/sanctions/freshness', user);
      return listFreshnessReplySchema.parse(response.json()).data;
    };
    const fresh = await read();
    expect(fresh.lists.map((l) => [l.sanctionList, l.isStale])).toEqual([
      ['un', false],
      ['eu', false],
    ]);
    expect(fresh.lists.find((l) => l.sanctionList === 'un')?.publishedAt).toBe(
      '2026-02-27T00:00:09.554Z',
    );
    // EU was re-checked by the last refresh, UN (folder emptied) was not: move past 48 h of the UN check only.
    clock.advance(47 * 3_600_000);
    const refreshed = await call(
      testApp.app,
      'POST',
      '/api/v2/admin/sanctions/refresh',
      await tokenFor(testApp.app, 'admin'),
    );
    expect(refreshed.statusCode).toBe(200);
    clock.advance(2 * 3_600_000);
    const later = await read();
    expect(later.lists.map((l) => [l.sanctionList, l.isStale])).toEqual([
      ['un', true],
      ['eu', false],
    ]);
  });
});
