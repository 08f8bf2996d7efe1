import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_RUN_INTERRUPTED,
  crawlReplySchema,
  importRunReplySchema,
  importRunningReplySchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { createDatabase } from '../../../db/client';
import type { DatabaseHandle, DedicatedSession } from '../../../db/client';
import { listImportRuns, listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { insertImportRun, insertListVersion, insertSanctionEntries } from './sanctions.queries';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

const UN_XML = join(SHARED_DATA, 'lists/un/consolidated.xml');
const EU_XML = join(SHARED_DATA, 'lists/eu/sample_eu_sanctions.xml');
const CRAWL = '/api/v2/admin/sanctions/crawl';
const REFRESH = '/api/v2/admin/sanctions/refresh';

async function waitForJob(app: TestApp, token: string, jobId: string): Promise<ImportRun> {
  for (;;) {
    const response = await call(app.app, 'GET', `/api/v2/admin/sanctions/jobs/${jobId}`, token);
    const run = importRunReplySchema.parse(response.json()).data;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a process killed in the middle of an import leaves: a running run and a half-written version. */
async function leaveDeadRun(db: DatabaseHandle['db']) {
  const run = await insertImportRun(db, {
    kind: 'crawl',
    triggeredBy: 'schedule',
    status: 'running',
    startedAt: new Date('2026-01-15T09:00:00.000Z'),
  });
  const version = await insertListVersion(db, {
    sanctionList: 'eu',
    listSource: 'EU Financial Sanctions Files',
    format: 'eu-fsf-xml',
    status: 'pending',
    entryCount: 1,
    triggeredBy: 'schedule',
    importRunId: run.id,
  });
  await insertSanctionEntries(db, [
    {
      listVersionId: version.id,
      sanctionList: 'eu',
      listSource: 'EU Financial Sanctions Files',
      sourceId: 'EU.1',
      fullName: 'Half Written',
      data: {
        sourceId: 'EU.1',
        sanctionList: 'eu',
        listSource: 'EU Financial Sanctions Files',
        type: 'individual',
        names: [{ full: 'Half Written', kind: 'primary', script: 'latin' }],
        birthDates: [],
        birthPlaces: [],
        nationalities: [],
        addresses: [],
        documents: [],
        programmes: [],
        titles: [],
        isActive: true,
      },
      contentHash: 'x',
    },
  ]);
  return { runId: run.id, versionId: version.id };
}

/** Another live process importing: it holds the import slot on a session of its own (PostgreSQL only). */
async function holdSlotElsewhere(database: DatabaseHandle): Promise<DedicatedSession> {
  if (!database.openSession) throw new Error('PostgreSQL only');
  const session = await database.openSession();
  await session.query('select pg_advisory_lock(727003)');
  return session;
}

function jobIdOf(response: LightMyRequestResponse): string {
  if (response.statusCode === 202) return crawlReplySchema.parse(response.json()).data.jobId;
  return importRunningReplySchema.parse(response.json()).jobId ?? 'none';
}

describe('list import jobs: runs left by a dead process', () => {
  let database: TestDatabase;
  let testApp: TestApp | undefined;
  let dead: Awaited<ReturnType<typeof leaveDeadRun>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dead = await leaveDeadRun(database.db);
    testApp = await buildTestApp({ database });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it('closes the run as interrupted at start-up and fails its half-written version', async () => {
    const app = testApp;
    if (!app) throw new Error('no app');
    const admin = await tokenFor(app.app, 'admin');
    const response = await call(
      app.app,
      'GET',
      `/api/v2/admin/sanctions/jobs/${dead.runId}`,
      admin,
    );
    const run = importRunReplySchema.parse(response.json()).data;
    expect(run).toMatchObject({
      status: 'failed',
      errors: [{ file: '(run)', message: IMPORT_RUN_INTERRUPTED }],
    });
    expect(run.finishedAt).not.toBeNull();
    const [version] = await database.db
      .select()
      .from(listVersions)
      .where(eq(listVersions.id, dead.versionId));
    expect(version).toMatchObject({ status: 'failed', failureReason: IMPORT_RUN_INTERRUPTED });
    const entries = await database.db
      .select()
      .from(sanctionEntries)
      .where(eq(sanctionEntries.listVersionId, dead.versionId));
    expect(entries).toHaveLength(0);
  });
});

describe('list import jobs: one import at a time', () => {
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;

  beforeAll(async () => {
    listsDir = await createListsDir();
    await listsDir.put('un', 'consolidated.xml', await readFile(UN_XML));
    await listsDir.put('eu', 'sample_eu_sanctions.xml', await readFile(EU_XML));
    testApp = await buildTestApp({ env: { LISTS_DIR: listsDir.dir } });
    admin = await tokenFor(testApp.app, 'admin');
  });
  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  it('starts one of two simultaneous crawls and answers 409 with its job id to the other', async () => {
    const replies = await Promise.all([
      call(testApp.app, 'POST', CRAWL, admin),
      call(testApp.app, 'POST', CRAWL, admin),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([202, 409]);
    const conflict = replies.find((reply) => reply.statusCode === 409);
    expect(conflict?.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'A list import is already running',
    });
    const [first, second] = replies.map(jobIdOf);
    expect(second).toBe(first);

    const refresh = await call(testApp.app, 'POST', REFRESH, admin);
    expect(refresh.statusCode).toBe(409);
    expect(jobIdOf(refresh)).toBe(first);

    const run = await waitForJob(testApp, admin, first ?? '');
    expect(run.status).toBe('succeeded');
    const runs = await testApp.db.select().from(listImportRuns);
    expect(runs).toHaveLength(1);
  });

  it('accepts the next crawl once the first has finished', async () => {
    const response = await call(testApp.app, 'POST', CRAWL, admin);
    expect(response.statusCode).toBe(202);
    const run = await waitForJob(testApp, admin, jobIdOf(response));
    expect(run.results.map((result) => result.outcome)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('list import jobs: two instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let secondDatabase: DatabaseHandle | undefined;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    listsDir = await createListsDir();
    await listsDir.put('un', 'consolidated.xml', await readFile(UN_XML));
    const env = { LISTS_DIR: listsDir.dir };
    first = await buildTestApp({ env });
    // PostgreSQL: a second pool on the same database, as another instance would have. PGlite: one process
    // owns the database, so the second app shares its handle.
    const url = first.database.databaseUrl;
    secondDatabase = url ? createDatabase({ databaseUrl: url, maxConnections: 4 }) : undefined;
    second = await buildTestApp({ env, database: secondDatabase ?? first.database });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await listsDir?.remove();
  });

  it('lets only one instance start a crawl', async () => {
    const tokens = [await tokenFor(first.app, 'admin'), await tokenFor(first.app, 'admin')];
    const replies = await Promise.all([
      call(first.app, 'POST', CRAWL, tokens[0]),
      call(second.app, 'POST', CRAWL, tokens[1]),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([202, 409]);
    const [a, b] = replies.map(jobIdOf);
    expect(a).toBe(b);
    expect((await waitForJob(first, tokens[0] ?? '', a ?? '')).status).toBe('succeeded');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves the run of a live instance running, and closes it once that instance is gone',
    async () => {
      const admin = await tokenFor(first.app, 'admin');
      const elsewhere = await holdSlotElsewhere(first.database);
      const run = await insertImportRun(first.db, {
        kind: 'schedule',
        triggeredBy: 'schedule',
        status: 'running',
        startedAt: new Date(),
      });
      // A third instance starting now must not close it.
      const third = await buildTestApp({
        env: { LISTS_DIR: listsDir.dir },
        database: first.database,
      });
      try {
        const read = await call(third.app, 'GET', `/api/v2/admin/sanctions/jobs/${run.id}`, admin);
        expect(importRunReplySchema.parse(read.json()).data.status).toBe('running');
        const crawl = await call(third.app, 'POST', CRAWL, admin);
        expect(crawl.statusCode).toBe(409);
        expect(jobIdOf(crawl)).toBe(run.id);

        // Its process dies: the connection closes and the lock goes with it.
        await elsewhere.close();
        const after = await call(third.app, 'GET', `/api/v2/admin/sanctions/jobs/${run.id}`, admin);
        expect(importRunReplySchema.parse(after.json()).data).toMatchObject({
          status: 'failed',
          errors: [{ message: IMPORT_RUN_INTERRUPTED }],
        });
      } finally {
        await third.close();
      }
    },
  );
});
