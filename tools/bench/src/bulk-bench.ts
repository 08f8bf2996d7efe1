// `npm run bench:bulk`: one bulk screening job end to end against a real server. A file is generated
// from the OFAC list in ../shared/data/lists (15 % listed names, 15 % variants of them: typos and dropped
// middle names, 70 % invented clear names), a server starts in a child process (tsx, production mode) on
// a fresh database with every list loaded, a standalone user with a large monthly allowance uploads the
// file to POST /api/v2/bulk-search and the job is polled until it completes. Prints rows/s, end-to-end
// seconds (upload start to completion), and the server's RSS (sum over its processes, sampled from
// /proc every 200 ms): before the upload, at its peak during the job, and the growth between them.
// Options: --rows N (default 10000), --db pglite|postgres (default pglite), --format csv|xlsx (default
// csv), --workers N (PostgreSQL server processes; default the server's own choice).
// Targets (issue 15): 10,000 rows on PGlite in 30 s or less; 100,000 rows on PostgreSQL in 4 minutes or
// less with the RSS growing by 300 MB or less. PostgreSQL: BENCH_DATABASE_URL (default the local test server).
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchServer } from './api-bench-server';
import type { BenchRuntime, BenchServer } from './api-bench-server';
import { writeBenchFile } from './bulk-bench-file';
import { uploadBulkFile, waitForBulkJob } from './bulk-bench-job';
import { findServerPid, processTree, startRssSampler, waitForSteadyRss } from './bulk-bench-rss';
import { signIn } from './import-bench-login';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'pglite' },
    format: { type: 'string', default: 'csv' },
    workers: { type: 'string' },
  },
});
const rows = Number(values.rows);
const runtime: BenchRuntime = values.db === 'postgres' ? 'postgres' : 'pglite';
const format = values.format === 'xlsx' ? 'xlsx' : 'csv';
const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGETS: Record<BenchRuntime, { seconds: number; rssGrowthMb: number | null }> = {
  pglite: { seconds: 30, rssGrowthMb: null },
  postgres: { seconds: 240, rssGrowthMb: 300 },
};
const MB = 1024 * 1024;

/** Waits until the lists are loaded and indexed: a search answers 200 instead of 503. */
async function waitForLists(server: BenchServer): Promise<void> {
  const adminToken = await signIn(server.baseUrl, server.adminEmail, server.password);
  const refresh = await fetch(`${server.baseUrl}/api/v2/admin/sanctions/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  // 409: the server's own start-up import of LISTS_DIR already holds the import slot.
  if (!refresh.ok && refresh.status !== 409) {
    throw new Error(`list import failed: ${refresh.status} ${await refresh.text()}`);
  }
  const token = await signIn(server.baseUrl, server.userEmails[0] ?? '', server.password);
  for (;;) {
    const search = await fetch(`${server.baseUrl}/api/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Usama', lastName: 'Bin Laden' }),
    });
    if (search.ok) return;
    if (search.status !== 503)
      throw new Error(`probe search: ${search.status} ${await search.text()}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'bulk-bench-'));
  const path = join(folder, `bulk-bench-${rows}.${format}`);
  try {
    const summary = await writeBenchFile(path, rows, format);
    const { size } = await stat(path);
    console.log(
      `file: ${rows} rows (${summary.kinds.listed} listed, ${summary.kinds.variant} variants, ` +
        `${summary.kinds.clear} clear), ${format}, ${(size / MB).toFixed(1)} MB`,
    );
    if (values.workers) process.env.SERVER_WORKERS = values.workers;
    console.log(`${runtime}: starting the server and loading the lists`);
    const loadStarted = Date.now();
    const server = await startBenchServer({
      runtime,
      listsDir: SHARED_LISTS_DIR,
      users: 1,
      adminDatabaseUrl,
    });
    try {
      await waitForLists(server);
      console.log(
        `  lists loaded and indexed in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
      );
      const pids = await processTree(await findServerPid());
      console.log(`  server processes: ${pids.length}`);
      const token = await signIn(server.baseUrl, server.userEmails[0] ?? '', server.password);
      const before = await waitForSteadyRss(pids);
      const sampler = startRssSampler(pids);
      const started = performance.now();
      const jobId = await uploadBulkFile(server.baseUrl, token, path);
      const accepted = performance.now();
      console.log(
        `  upload answered 202 after ${((accepted - started) / 1000).toFixed(1)} s (job ${jobId})`,
      );
      const job = await waitForBulkJob(server.baseUrl, token, jobId, 30 * 60_000);
      const seconds = (performance.now() - started) / 1000;
      const peak = await sampler.stop();
      const growthMb = (peak.total - before.total) / MB;
      const target = TARGETS[runtime];
      console.log(`\nresult (${runtime}, ${rows} rows, ${format}): ${job.status}`);
      console.log(
        `  screened ${job.processedRows}/${job.totalRows} rows, ${job.invalidRows} invalid`,
      );
      console.log(
        `  hits: ${job.hits.high} high, ${job.hits.medium} medium, ${job.hits.low} low; ${job.clearRows} clear, ${job.errorRows} errors`,
      );
      console.log(`  end to end: ${seconds.toFixed(1)} s (target <= ${target.seconds} s)`);
      console.log(
        `  rows/s end to end: ${(rows / seconds).toFixed(0)}; server's own rate: ${job.rowsPerSecond?.toFixed(0) ?? '-'}`,
      );
      console.log(
        `  server RSS: ${(before.total / MB).toFixed(0)} MB before, peak ${(peak.total / MB).toFixed(0)} MB ` +
          `(largest process ${(peak.largest / MB).toFixed(0)} MB), growth ${growthMb.toFixed(0)} MB` +
          (target.rssGrowthMb === null ? '' : ` (target <= ${target.rssGrowthMb} MB)`),
      );
      const perProcess = pids.map((pid, index) => {
        const from = (before.each[index] ?? 0) / MB;
        const to = (peak.each[index] ?? 0) / MB;
        return `${pid} ${from.toFixed(0)} -> ${to.toFixed(0)} MB (+${(to - from).toFixed(0)})`;
      });
      console.log(`  per process, before -> peak: ${perProcess.join('; ')}`);
      const met =
        seconds <= target.seconds &&
        (target.rssGrowthMb === null || growthMb <= target.rssGrowthMb);
      console.log(`  targets ${met && job.status === 'completed' ? 'met' : 'MISSED'}`);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
