// `npm run bench:monitoring`: monitoring re-screening end to end on the PostgreSQL server (ADR 019), through
// the product's own path and in its production topology on this machine: a real server in a child process
// (tsx, production mode, SERVER_WORKERS processes sharing the durable job queue) on a fresh database, with
// every list of ../shared/data/lists (copied to a temporary LISTS_DIR) loaded at start-up. Then:
//  0. N monitored subjects of one standalone account are inserted (generated from name parts with a fixed
//     seed, plus 300 listed names spread through them);
//  1. the UN list is rewritten so that about --delta records change content (a sentence appended to their
//     remarks, names untouched) and the admin asks for a refresh: the import activates the new version,
//     its `monitoring.version-activated` job plans a delta run, and every server process screens its
//     chunks of 2,000 subjects. Measured: the import, the run's own time (finished_at - started_at), the
//     time from the refresh to the run's end; target <= 15 s for the run on 100,000 subjects;
//  2. the same delta again (a second delta run for the same version, planned as the job plans it): it must
//     raise nothing new (exit code 1 otherwise);
//  3. a full re-screen (kind `full`, as the nightly job plans it) of every subject against the whole
//     index; target <= 3 min on 100,000 subjects.
// Prints subjects/s and alerts raised per pass, the machine's load average at the start and the end and
// the number of server processes. The server is stopped and its database dropped whatever happens.
// Options: --subjects N (default 100000), --delta N (changed UN records, default 1000; the UN list holds
// ~1,000), --workers N (server processes, default 2), --full yes|no (default yes; `no` skips pass 3),
// --dates-of-birth yes|no (default no; `yes` gives every invented subject a date of birth, as a bank's
// records have, so nearly every query is distinct and screening each distinct query once saves nothing).
// PostgreSQL: BENCH_DATABASE_URL (admin database, default the local test server).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createDatabase } from '@sanctions/server/db/client';
import { users } from '@sanctions/server/db/schema/users';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { startBenchServer } from './api-bench-server';
import { processTree } from './bulk-bench-rss';
import { signIn } from './import-bench-login';
import {
  copyListsDir,
  refreshLists,
  rewriteUnDelta,
  waitUntilSearchable,
} from './monitoring-bench-delta';
import {
  countAlerts,
  findDeltaRun,
  planRun,
  waitForRun,
  waitForStartupRuns,
} from './monitoring-bench-runs';
import type { RunFigures } from './monitoring-bench-runs';
import { insertSubjects } from './monitoring-bench-subjects';

const { values } = parseArgs({
  options: {
    subjects: { type: 'string', default: '100000' },
    delta: { type: 'string', default: '1000' },
    workers: { type: 'string', default: '2' },
    /** `--full no` skips the full pass (to measure the delta alone). */
    full: { type: 'string', default: 'yes' },
    'dates-of-birth': { type: 'string', default: 'no' },
  },
});
const SUBJECTS = Number(values.subjects);
const DELTA = Number(values.delta);
const WORKERS = values.workers;
const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Every wait is bounded: a pass that has not finished by then fails the bench. */
const PASS_TIMEOUT_MS = 30 * 60_000;
const TARGET_DELTA_S = 15;
const TARGET_FULL_S = 180;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The server's Node processes: the cluster primary and its workers (tsx's esbuild helper left out). */
async function serverProcesses(): Promise<number> {
  let count = 0;
  for (const pid of await processTree(process.pid)) {
    if (pid === process.pid) continue;
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('server.ts')) count += 1;
  }
  return count;
}

function describe(label: string, figures: RunFigures, alerts: number): string {
  const { run } = figures;
  return (
    `${label}: ${run.subjectsScreened} subjects in ${figures.seconds.toFixed(1)} s (${run.totalChunks} chunks), ` +
    `${figures.subjectsPerSecond.toFixed(0)} subjects/s, ${run.alertsRaised} alerts raised (${alerts} new alert rows)`
  );
}

async function main(): Promise<void> {
  console.log(`load average at start (1, 5, 15 min): ${load()}`);
  const folder = await mkdtemp(join(tmpdir(), 'monitoring-bench-'));
  const listsDir = join(folder, 'lists');
  await copyListsDir(SHARED_LISTS_DIR, listsDir);
  console.log(`postgres: starting the server (SERVER_WORKERS=${WORKERS}) and loading every list`);
  const loadStarted = performance.now();
  const server = await startBenchServer({
    runtime: 'postgres',
    listsDir,
    users: 1,
    adminDatabaseUrl,
    env: { SERVER_WORKERS: WORKERS },
  });
  try {
    if (server.databaseUrl === undefined) throw new Error('the bench server has no database URL');
    const database = createDatabase({ databaseUrl: server.databaseUrl, maxConnections: 4 });
    try {
      const { db } = database;
      const userEmail = server.userEmails[0] ?? '';
      const token = await signIn(server.baseUrl, userEmail, server.password);
      await waitUntilSearchable(server.baseUrl, token, PASS_TIMEOUT_MS);
      const versions = await waitForStartupRuns(db, PASS_TIMEOUT_MS);
      console.log(`  ${versions} list versions loaded and indexed in ${seconds(loadStarted)} s`);
      console.log(`  server processes: ${await serverProcesses()} (primary and workers)`);

      const [owner] = await db.select().from(users).where(eq(users.email, userEmail));
      if (!owner) throw new Error(`bench user ${userEmail} not found`);
      const inserted = await insertSubjects(db, SUBJECTS, owner.id, {
        datesOfBirth: values['dates-of-birth'] === 'yes',
      });
      console.log(
        `  ${inserted.count} subjects inserted in ${inserted.seconds.toFixed(1)} s ` +
          `(${inserted.listed} with listed names, ${inserted.distinctNames} distinct queries)`,
      );

      // 1. The delta, through the product: new list file, refresh, activation job, delta run.
      const rewrite = await rewriteUnDelta(listsDir, DELTA);
      console.log(`\nUN list rewritten: ${rewrite.changed} of ${rewrite.records} records amended`);
      const adminToken = await signIn(server.baseUrl, server.adminEmail, server.password);
      const alertsAtStart = await countAlerts(db);
      const refreshStarted = performance.now();
      const refreshWall = Date.now();
      const results = await refreshLists(server.baseUrl, adminToken, PASS_TIMEOUT_MS);
      const importSeconds = seconds(refreshStarted);
      const un = results.find((result) => result.sanctionList === 'un');
      if (un?.outcome !== 'activated' || un.versionId === null)
        throw new Error(`the UN list was not re-activated: ${JSON.stringify(results)}`);
      const others = results
        .filter((result) => result !== un)
        .map((result) => `${result.sanctionList} ${result.outcome}`);
      console.log(
        `  import and activation: ${importSeconds} s; UN version delta: ${un.changedCount} changed, ` +
          `${un.addedCount} added, ${un.removedCount} removed (others: ${others.join(', ')})`,
      );
      const deltaRunId = await findDeltaRun(db, un.versionId, PASS_TIMEOUT_MS);
      const first = await waitForRun(db, deltaRunId, 'delta run', PASS_TIMEOUT_MS);
      const alertsAfterFirst = await countAlerts(db);
      const endToEnd = ((first.run.finishedAt?.getTime() ?? Date.now()) - refreshWall) / 1000;
      console.log(
        describe(
          `delta of ${un.changedCount + un.addedCount} entries`,
          first,
          alertsAfterFirst - alertsAtStart,
        ),
      );
      console.log(`  end to end, refresh to the run's end: ${endToEnd.toFixed(1)} s`);

      // 2. The same delta again: nothing new may be raised.
      const secondRunId = await planRun(db, 'delta', un.versionId);
      const second = await waitForRun(db, secondRunId, 'same delta again', PASS_TIMEOUT_MS);
      const alertsAfterSecond = await countAlerts(db);
      const secondNew = alertsAfterSecond - alertsAfterFirst;
      console.log(describe('same delta again', second, secondNew));

      // 3. The full pass.
      let full: RunFigures | undefined;
      if (values.full !== 'no') {
        full = await waitForRun(
          db,
          await planRun(db, 'full', null),
          'full re-screen',
          PASS_TIMEOUT_MS,
        );
        console.log(describe('full re-screen', full, (await countAlerts(db)) - alertsAfterSecond));
      }

      console.log(`\nalerts stored: ${await countAlerts(db)}`);
      console.log(
        `delta: ${first.seconds.toFixed(1)} s (target <= ${TARGET_DELTA_S} s) ${first.seconds <= TARGET_DELTA_S ? 'OK' : 'OVER'}`,
      );
      const secondFailed = secondNew !== 0 || second.run.alertsRaised !== 0;
      console.log(
        `second run on the same delta: ${Math.max(secondNew, second.run.alertsRaised)} new alerts ${secondFailed ? 'FAILED' : 'OK'}`,
      );
      if (full)
        console.log(
          `full: ${full.seconds.toFixed(1)} s (target <= ${TARGET_FULL_S} s) ${full.seconds <= TARGET_FULL_S ? 'OK' : 'OVER'}`,
        );
      console.log(`load average at end (1, 5, 15 min): ${load()}`);
      if (secondFailed) process.exitCode = 1;
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
