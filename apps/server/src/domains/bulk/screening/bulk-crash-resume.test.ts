import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, between, eq, isNotNull, like, ne, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bulkJobSchema, sessionReplySchema } from '@sanctions/contracts';
import { buildTestApp, TEST_JWT_SECRET } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { freePort } from '../../../../test/free-port';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import { createDatabase } from '../../../db/client';
import { jobs } from '../../../db/schema/jobs';
import { sanctionEntries } from '../../../db/schema/sanctions';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import {
  buildBulkOrganization,
  drainJobs,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';
import { BULK_CHUNK_ROWS, bulkChunkPayloadSchema } from './screen-bulk-chunk.job';

const SERVER_ENTRY = fileURLToPath(new URL('../../../server.ts', import.meta.url));
const ROWS = 3_000;

/**
 * Real server processes on one PostgreSQL database. The jobs are queued by an in-process app whose own
 * worker is off; only the child processes run them.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('bulk jobs across server processes', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let dataDir: string;
  let csv: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    lists = await createListsDir(['un']);
    dataDir = mkdtempSync(join(tmpdir(), 'bulk-crash-'));
    testApp = await buildTestApp({ database, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
    csv = await customerFile(database);
  }, 120_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await testApp?.close();
    await database?.close();
    await lists?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const startServer = () =>
    spawnServer(children, { DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: dataDir });

  const startJob = async () => {
    const { member } = await buildBulkOrganization(testApp.app, testApp.db, {
      maxSearchesPerMonth: 100_000,
    });
    const created = await startBulkJob(testApp.app, member.token, uploadForm(csv, 'book.csv'));
    const [job] = await testApp.db
      .select()
      .from(bulkSearchJobs)
      .where(eq(bulkSearchJobs.jobId, created.jobId));
    if (!job) throw new Error('bulk job not stored');
    expect(job.totalRows).toBe(ROWS);
    return job;
  };

  const screenedRows = (bulkJobId: string) =>
    testApp.db.$count(
      bulkSearchRows,
      and(eq(bulkSearchRows.bulkJobId, bulkJobId), ne(bulkSearchRows.status, 'pending')),
    );
  const screenedRowsBetween = (bulkJobId: string, fromRow: number, toRow: number) =>
    testApp.db.$count(
      bulkSearchRows,
      and(
        eq(bulkSearchRows.bulkJobId, bulkJobId),
        ne(bulkSearchRows.status, 'pending'),
        between(bulkSearchRows.rowNumber, fromRow, toRow),
      ),
    );
  const chunkJobs = (bulkJobId: string) =>
    testApp.db
      .select()
      .from(jobs)
      .where(like(jobs.jobKey, `bulk:${bulkJobId}:%`));
  const runningChunksWithNothingWritten = (bulkJobId: string) =>
    testApp.db
      .select()
      .from(jobs)
      .where(
        and(
          like(jobs.jobKey, `bulk:${bulkJobId}:%`),
          eq(jobs.status, 'running'),
          notExists(
            testApp.db
              .select({ id: bulkSearchRows.id })
              .from(bulkSearchRows)
              .where(
                and(
                  eq(bulkSearchRows.bulkJobId, bulkJobId),
                  ne(bulkSearchRows.status, 'pending'),
                  sql`${bulkSearchRows.rowNumber} between (${jobs.payload}->>'fromRow')::int and (${jobs.payload}->>'toRow')::int`,
                ),
              ),
          ),
        ),
      );
  const waitForCompletion = (bulkJobId: string) =>
    vi.waitFor(
      async () => {
        const [job] = await testApp.db
          .select({ status: bulkSearchJobs.status })
          .from(bulkSearchJobs)
          .where(eq(bulkSearchJobs.id, bulkJobId));
        expect(job?.status).toBe('completed');
      },
      { timeout: 150_000, interval: 200 },
    );
  const resultsOfJob = (bulkJobId: string) => resultsOf(testApp, bulkJobId);

  it('a server killed with SIGKILL mid-job resumes after a restart; every row is screened once, as a fresh screening does', async () => {
    const job = await startJob();
    const first = await startServer();

    // Once some chunks are written, hold the job's row lock: a chunk commits its results under that lock, so
    // the chunk being screened now cannot finish, and the kill lands mid-chunk rather than between two.
    await vi.waitFor(
      async () => expect(await screenedRows(job.id)).toBeGreaterThanOrEqual(2 * BULK_CHUNK_ROWS),
      { timeout: 120_000, interval: 10 },
    );
    if (!database.openSession) throw new Error('a dedicated PostgreSQL session is needed');
    const lockHolder = await database.openSession();
    await lockHolder.query('begin');
    await lockHolder.query('select status from bulk_search_jobs where id = $1 for update', [
      job.id,
    ]);
    const stuck = await vi.waitFor(
      async () => {
        const running = (await chunkJobs(job.id)).filter((row) => row.status === 'running');
        expect(running).toHaveLength(1);
        const [chunk] = running;
        const { fromRow, toRow } = bulkChunkPayloadSchema.parse(chunk?.payload);
        expect(await screenedRowsBetween(job.id, fromRow, toRow)).toBe(0);
        return chunk;
      },
      { timeout: 120_000, interval: 10 },
    );
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;
    await lockHolder.query('rollback');
    await lockHolder.close();

    const screenedAtKill = await screenedRows(job.id);
    expect(screenedAtKill).toBeLessThan(ROWS);
    // A chunk's results commit together: the killed chunk left none of its rows behind.
    expect(screenedAtKill % BULK_CHUNK_ROWS).toBe(0);
    const interrupted = (await chunkJobs(job.id)).filter((row) => row.status === 'running');
    expect(interrupted.map((row) => row.id)).toEqual([stuck?.id]);
    const [killedChunk] = interrupted;
    if (!killedChunk) throw new Error('no interrupted chunk');

    const second = await startServer();
    await waitForCompletion(job.id);

    const chunks = await chunkJobs(job.id);
    expect(chunks).toHaveLength(Math.ceil(ROWS / BULK_CHUNK_ROWS));
    expect(chunks.every((row) => row.status === 'done')).toBe(true);
    const resumed = chunks.find((row) => row.id === killedChunk.id);
    expect(resumed?.attempts).toBe(2);
    expect(resumed?.lockedBy).not.toBe(killedChunk.lockedBy);
    expect(resumed?.lockedBy).toContain(`:${second.process.pid}:`);

    const results = await resultsOfJob(job.id);
    expect(results.map((row) => row.rowNumber)).toEqual(
      Array.from({ length: ROWS }, (_, index) => index + 1),
    );
    expect(results.filter((row) => row.status === 'pending')).toEqual([]);
    expect(results.filter((row) => row.status === 'hit').length).toBeGreaterThan(0);
    const [finished] = await testApp.db
      .select()
      .from(bulkSearchJobs)
      .where(eq(bulkSearchJobs.id, job.id));
    expect(finished?.processedRows).toBe(ROWS);

    // The same file screened afresh in this process, with no crash, gives the same result row by row.
    const exitedAgain = new Promise((resolve) => second.process.once('exit', resolve));
    second.process.kill('SIGTERM');
    await exitedAgain;
    const fresh = await startJob();
    await drainJobs(testApp.app);
    expect(await resultsOfJob(fresh.id)).toEqual(results);
  }, 300_000);

  it('two server processes share the chunks of one job', async () => {
    const servers = await Promise.all([startServer(), startServer()]);
    const job = await startJob();
    await waitForCompletion(job.id);

    const chunks = await testApp.db
      .select({ lockedBy: jobs.lockedBy, status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(and(like(jobs.jobKey, `bulk:${job.id}:%`), isNotNull(jobs.lockedBy)));
    expect(chunks).toHaveLength(Math.ceil(ROWS / BULK_CHUNK_ROWS));
    expect(chunks.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    const byProcess = new Set(chunks.map((row) => row.lockedBy?.split(':')[1]));
    expect(byProcess).toEqual(new Set(servers.map((server) => String(server.process.pid))));

    const results = await resultsOfJob(job.id);
    expect(results).toHaveLength(ROWS);
    expect(new Set(results.map((row) => row.rowNumber)).size).toBe(ROWS);
    expect(results.filter((row) => row.status === 'pending')).toEqual([]);
  }, 300_000);

  it('a server stopped with SIGTERM mid-chunk hands the chunk back and exits 0; a second process finishes the job with every row screened once (issue 26 §3)', async () => {
    // Servers an earlier test left running would take the chunks too.
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return gone;
        }),
    );
    const job = await startJob();
    const first = await startServer();

    // A chunk being screened: running, none of its rows written yet (one statement, so one snapshot).
    const caught = await vi.waitFor(
      async () => {
        const [chunk] = await runningChunksWithNothingWritten(job.id);
        expect(chunk).toBeDefined();
        return chunk;
      },
      { timeout: 120_000, interval: 10 },
    );
    if (!caught) throw new Error('no chunk caught mid-run');
    const exited = new Promise<number | null>((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGTERM');
    expect(await exited).toBe(0);

    // Handed back, not left to a lease or a liveness check: nothing runs, the caught chunk waits unwritten
    // with its attempt given back.
    const afterStop = await chunkJobs(job.id);
    expect(afterStop.filter((row) => row.status === 'running')).toEqual([]);
    expect(afterStop.find((row) => row.id === caught.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
    });
    const { fromRow, toRow } = bulkChunkPayloadSchema.parse(caught.payload);
    expect(await screenedRowsBetween(job.id, fromRow, toRow)).toBe(0);
    expect(await screenedRows(job.id)).toBeLessThan(ROWS);

    const second = await startServer();
    await waitForCompletion(job.id);
    // The last chunk's queue row is marked done just after the commit that completes the bulk job.
    const chunks = await vi.waitFor(
      async () => {
        const rows = await chunkJobs(job.id);
        expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'done'));
        return rows;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(chunks).toHaveLength(Math.ceil(ROWS / BULK_CHUNK_ROWS));
    // Every chunk ran to its end exactly once: the stop counted no attempt.
    expect(chunks.map((row) => row.attempts)).toEqual(chunks.map(() => 1));
    expect(chunks.find((row) => row.id === caught.id)?.lockedBy).toContain(
      `:${second.process.pid}:`,
    );

    const results = await resultsOfJob(job.id);
    expect(results.map((row) => row.rowNumber)).toEqual(
      Array.from({ length: ROWS }, (_, index) => index + 1),
    );
    expect(results.filter((row) => row.status === 'pending')).toEqual([]);
    const [finished] = await testApp.db
      .select()
      .from(bulkSearchJobs)
      .where(eq(bulkSearchJobs.id, job.id));
    expect(finished?.processedRows).toBe(ROWS);

    const secondExited = new Promise<number | null>((resolve) =>
      second.process.once('exit', resolve),
    );
    second.process.kill('SIGTERM');
    expect(await secondExited).toBe(0);
  }, 300_000);
});

/**
 * PGlite: one process per data folder, so the job is queued by an in-process app that then closes the
 * folder, the server process is watched through the API, and the rows are read after it stopped.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('bulk job on the embedded database', () => {
  const children: ChildProcess[] = [];
  let dataDir: string;
  let lists: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bulk-crash-pglite-'));
    lists = await createListsDir(['un']);
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await lists?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const openFolder = async () => {
    const handle = createDatabase({ dataDir });
    await handle.migrate();
    return buildTestApp({ database: handle, env: { LISTS_DIR: lists.dir } });
  };

  it('a server killed with SIGKILL mid-job resumes on the same data folder; every row is screened once, as a fresh screening does', async () => {
    let testApp = await openFolder();
    await importListsDir(testApp.app, testApp.db);
    const file = await customerFile(testApp.database);
    const { member } = await buildBulkOrganization(testApp.app, testApp.db, {
      maxSearchesPerMonth: 100_000,
    });
    const created = await startBulkJob(testApp.app, member.token, uploadForm(file, 'book.csv'));
    const [job] = await testApp.db
      .select()
      .from(bulkSearchJobs)
      .where(eq(bulkSearchJobs.jobId, created.jobId));
    if (!job) throw new Error('bulk job not stored');
    await testApp.close();
    await testApp.database.close();

    const env = { DATA_DIR: dataDir };
    const statusUrl = `/api/v2/bulk-search/${created.jobId}`;
    // The kill cannot be held mid-chunk from outside this process, and it can land between two chunks (one
    // committed, the next not yet claimed): the data folder is read after each kill, and the server is
    // started and killed again after one more chunk until a kill caught a chunk with none of its rows written.
    let killedChunk: typeof jobs.$inferSelect | undefined;
    for (let kill = 1; killedChunk === undefined; kill += 1) {
      if (kill > 4) throw new Error('every kill landed between two chunks');
      const server = await spawnServer(children, env);
      const token = await signInOver(server, member.user.email, member.user.plainPassword);
      const before = (await getOver(server, token, statusUrl)).processedRows;
      await vi.waitFor(
        async () => {
          const status = await getOver(server, token, statusUrl);
          expect(status.processedRows).toBeGreaterThanOrEqual(
            Math.max(2 * BULK_CHUNK_ROWS, before + BULK_CHUNK_ROWS),
          );
        },
        { timeout: 120_000, interval: 20 },
      );
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGKILL');
      await exited;
      killedChunk = await chunkCaughtMidRun(dataDir, job.id);
    }

    const second = await spawnServer(children, env);
    const secondToken = await signInOver(second, member.user.email, member.user.plainPassword);
    const afterRestart = await getOver(second, secondToken, statusUrl);
    expect(afterRestart.processedRows).toBeLessThan(ROWS);
    expect(afterRestart.processedRows % BULK_CHUNK_ROWS).toBe(0);
    await vi.waitFor(
      async () => expect((await getOver(second, secondToken, statusUrl)).status).toBe('completed'),
      { timeout: 150_000, interval: 200 },
    );
    const stopped = new Promise((resolve) => second.process.once('exit', resolve));
    second.process.kill('SIGTERM');
    await stopped;

    testApp = await openFolder();
    try {
      const results = await resultsOf(testApp, job.id);
      expect(results.map((row) => row.rowNumber)).toEqual(
        Array.from({ length: ROWS }, (_, index) => index + 1),
      );
      expect(results.filter((row) => row.status === 'pending')).toEqual([]);
      const chunks = await testApp.db
        .select()
        .from(jobs)
        .where(like(jobs.jobKey, `bulk:${job.id}:%`));
      expect(chunks.every((row) => row.status === 'done')).toBe(true);
      // The chunk the kill interrupted ran again in the last process.
      const resumed = chunks.find((row) => row.id === killedChunk.id);
      expect(resumed?.attempts).toBe(killedChunk.attempts + 1);

      await testApp.app.screeningIndex.rebuild();
      const fresh = await startBulkJob(testApp.app, member.token, uploadForm(file, 'book.csv'));
      await drainJobs(testApp.app);
      const [freshJob] = await testApp.db
        .select()
        .from(bulkSearchJobs)
        .where(eq(bulkSearchJobs.jobId, fresh.jobId));
      expect(await resultsOf(testApp, freshJob?.id ?? '')).toEqual(results);
    } finally {
      await testApp.close();
      await testApp.database.close();
    }
  }, 300_000);
});

/**
 * Reads the folder a killed server left: its running chunk, when none of that chunk's rows were written
 * (the kill caught it mid-run); undefined when the kill landed between two chunks.
 */
async function chunkCaughtMidRun(dataDir: string, bulkJobId: string) {
  const folder = createDatabase({ dataDir });
  try {
    const running = await folder.db
      .select()
      .from(jobs)
      .where(and(like(jobs.jobKey, `bulk:${bulkJobId}:%`), eq(jobs.status, 'running')));
    expect(running.length).toBeLessThanOrEqual(1);
    const [chunk] = running;
    if (!chunk) return undefined;
    const { fromRow, toRow } = bulkChunkPayloadSchema.parse(chunk.payload);
    const written = await folder.db.$count(
      bulkSearchRows,
      and(
        eq(bulkSearchRows.bulkJobId, bulkJobId),
        ne(bulkSearchRows.status, 'pending'),
        between(bulkSearchRows.rowNumber, fromRow, toRow),
      ),
    );
    return written === 0 ? chunk : undefined;
  } finally {
    await folder.close();
  }
}

interface RunningServer {
  process: ChildProcess;
  base: string;
}

/** A server process with the job worker on; resolves once it answers. */
async function spawnServer(
  children: ChildProcess[],
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVER_WORKERS: '1',
      JOB_WORKER: 'on',
      HOST: '127.0.0.1',
      PORT: String(port),
      LISTS_DIR: '',
      LIST_REFRESH_HOURS: '0',
      LIST_DOWNLOAD_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await waitForOutput(child, /running at /);
  return { process: child, base: `http://127.0.0.1:${port}` };
}

async function signInOver(server: RunningServer, email: string, password: string) {
  const response = await fetch(`${server.base}/api/v2/auth-simple/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return sessionReplySchema.parse(await response.json()).data.tokens.accessToken;
}

async function getOver(server: RunningServer, token: string, path: string) {
  const response = await fetch(`${server.base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return z.object({ data: bulkJobSchema }).parse(await response.json()).data;
}

/** Every row's outcome, in input order. */
function resultsOf(testApp: TestApp, bulkJobId: string) {
  return testApp.db
    .select({
      rowNumber: bulkSearchRows.rowNumber,
      reference: bulkSearchRows.reference,
      status: bulkSearchRows.status,
      matchesFound: bulkSearchRows.matchesFound,
      topConfidence: bulkSearchRows.topConfidence,
      riskLevel: bulkSearchRows.riskLevel,
      matchType: bulkSearchRows.matchType,
      matches: bulkSearchRows.matches,
    })
    .from(bulkSearchRows)
    .where(eq(bulkSearchRows.bulkJobId, bulkJobId))
    .orderBy(asc(bulkSearchRows.rowNumber));
}

/** A customer book: every tenth row a listed person (some with the names swapped), the rest made up. */
async function customerFile(database: Pick<TestDatabase, 'db'>): Promise<string> {
  const listed = await database.db
    .select({ firstName: sanctionEntries.firstName, lastName: sanctionEntries.lastName })
    .from(sanctionEntries)
    .where(
      and(
        eq(sanctionEntries.entityType, 'individual'),
        isNotNull(sanctionEntries.firstName),
        isNotNull(sanctionEntries.lastName),
      ),
    )
    .limit(300);
  expect(listed.length).toBeGreaterThan(10);
  const lines = ['Reference,First name,Last name,Arabic name,Date of birth,Nationality,Type'];
  for (let row = 1; row <= ROWS; row += 1) {
    const person = listed[row % listed.length];
    const [first, last] =
      row % 10 === 0 && person
        ? row % 20 === 0
          ? [person.lastName, person.firstName]
          : [person.firstName, person.lastName]
        : [`Customer${row}`, `Clearname${(row * 7919) % 10_007}`];
    lines.push(`C-${row},"${first ?? ''}","${last ?? ''}",,,,individual`);
  }
  return lines.join('\n');
}

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (pattern.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before: ${output}`)));
  });
}
