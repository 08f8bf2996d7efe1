// `npm run bench:import`: how the server answers while it imports every list. A real server in a child
// process (tsx, production mode) starts on a fresh database with only the EU file in its LISTS_DIR, so the
// screening index exists and searches are real; then the OFAC, UN and UK files are added (and the EU file
// changed by a trailing newline, so every publication becomes a new version) and POST
// /api/v2/admin/sanctions/refresh imports them all, index rebuild included. Meanwhile, every 50 ms, one
// GET /api/health and one POST /api/v2/search are sent (open loop, latency from the scheduled time).
// Prints p50/p95/p99/max of each during the import and the import duration.
// Options: --pg (also on PostgreSQL), --runtime pglite|postgres|both (default pglite, or both with --pg),
// --interval N ms (default 50). PostgreSQL: BENCH_DATABASE_URL (default the local test server); the server
// runs with SERVER_WORKERS=1 so that the probed process is the one importing.
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, fetch } from 'undici';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './api-bench-server';
import type { BenchRuntime, BenchServer } from './api-bench-server';
import { BENCH_QUERIES } from './api-bench-queries';
import { formatTable } from './format-table';
import { signIn } from './import-bench-login';
import { startProbe } from './import-bench-probe';
import type { ProbeResult, ProbeStats } from './import-bench-probe';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    runtime: { type: 'string' },
    interval: { type: 'string', default: '50' },
  },
});
const runtimeOption = values.runtime ?? (values.pg ? 'both' : 'pglite');
const runtimes: BenchRuntime[] =
  runtimeOption === 'both'
    ? ['pglite', 'postgres']
    : runtimeOption === 'postgres'
      ? ['postgres']
      : ['pglite'];
const intervalMs = Number(values.interval);
const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = 200;
// A search restricted to one list answers 503 until that list is loaded; probe only all-list searches.
const PROBE_QUERIES = BENCH_QUERIES.filter((body) => !body.includes('sanctionLists'));

interface RuntimeResult {
  runtime: BenchRuntime;
  importSeconds: number;
  /** One-minute load average at the start and the end of the import: the figures mean little on a busy host. */
  load: [number, number];
  status: string;
  probe: ProbeResult;
}

async function benchRuntime(runtime: BenchRuntime): Promise<RuntimeResult> {
  const listsDir = await mkdtemp(join(tmpdir(), 'import-bench-lists-'));
  await cp(join(SHARED_LISTS_DIR, 'eu'), join(listsDir, 'eu'), { recursive: true });
  console.log(`\n${runtime}: starting the server (EU list only)`);
  process.env.SERVER_WORKERS = '1';
  const server = await startBenchServer({ runtime, listsDir, users: 1, adminDatabaseUrl });
  try {
    const userToken = await signIn(server.baseUrl, server.userEmails[0] ?? '', server.password);
    const adminToken = await signIn(server.baseUrl, server.adminEmail, server.password);
    await waitForSearch(server, userToken);

    for (const list of ['ofac', 'un', 'uk']) {
      await cp(join(SHARED_LISTS_DIR, list), join(listsDir, list), { recursive: true });
    }
    await appendFile(join(listsDir, 'eu', 'sample_eu_sanctions.xml'), '\n');

    const probe = startProbe({
      baseUrl: server.baseUrl,
      token: userToken,
      bodies: PROBE_QUERIES,
      intervalMs,
    });
    console.log(`${runtime}: importing every list while probing every ${intervalMs} ms`);
    const loadBefore = loadavg()[0] ?? 0;
    const started = performance.now();
    // No headers timeout (fetch gives up after 300 s): on a busy host the whole import takes longer.
    const response = await fetch(`${server.baseUrl}/api/v2/admin/sanctions/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      dispatcher: new Agent({ headersTimeout: 0, bodyTimeout: 0 }),
    });
    const importSeconds = (performance.now() - started) / 1000;
    const result = await probe.stop();
    const status = await readRunStatus(response);
    return { runtime, importSeconds, load: [loadBefore, loadavg()[0] ?? 0], status, probe: result };
  } finally {
    await server.stop();
    await rm(listsDir, { recursive: true, force: true });
  }
}

/** The start-up import of the EU file runs in the background: wait until a search is answered. */
async function waitForSearch(server: BenchServer, token: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.baseUrl}/api/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: BENCH_QUERIES[0] ?? '{}',
    });
    await response.text();
    if (response.ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('searches were not answered within 120 s of start-up');
}

async function readRunStatus(response: {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}): Promise<string> {
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`refresh failed: ${response.status} ${JSON.stringify(body)}`);
  if (typeof body !== 'object' || body === null || !('data' in body)) return 'unknown';
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('status' in data)) return 'unknown';
  return String(data.status);
}

const rows: string[][] = [];
const durations: string[] = [];
for (const runtime of runtimes) {
  const result = await benchRuntime(runtime);
  durations.push(
    `${runtime}: import of every list ${result.importSeconds.toFixed(1)} s (run ${result.status}), ` +
      `load average ${result.load[0].toFixed(1)} -> ${result.load[1].toFixed(1)} on ${availableParallelism()} CPUs`,
  );
  for (const [name, stats] of [
    ['GET /api/health', result.probe.health],
    ['POST /api/v2/search', result.probe.search],
  ] as const) {
    rows.push(row(runtime, name, stats));
    for (const sample of stats.errorSamples) console.log(`  ${name} error: ${sample}`);
  }
}

function row(runtime: BenchRuntime, name: string, stats: ProbeStats): string[] {
  return [
    runtime,
    name,
    String(stats.requests),
    String(stats.errors),
    stats.p50.toFixed(1),
    stats.p95.toFixed(1),
    stats.p99.toFixed(1),
    stats.max.toFixed(1),
    stats.p99 < TARGET_MS ? 'yes' : 'NO',
  ];
}

console.log(
  `\nLatency during the import of every list (one request of each every ${intervalMs} ms)`,
);
console.log(
  formatTable(
    [
      'database',
      'request',
      'requests',
      'errors',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      `p99 < ${TARGET_MS}`,
    ],
    rows,
  ),
);
for (const line of durations) console.log(line);
