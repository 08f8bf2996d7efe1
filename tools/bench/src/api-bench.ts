// `npm run bench:api`: drives POST /api/v2/search over loopback against a real server in a child process,
// on the embedded database (PGlite) and on PostgreSQL, with every list of ../shared/data/lists imported.
// Each client level runs as a closed loop (every client sends its next search as soon as the reply
// arrives: the saturation throughput, whose latency is clients / throughput by Little's law); then the
// largest level runs again as an open loop at --rate searches per second (latency counted from each
// request's scheduled time), which is what the latency target is about.
// Options: --runtime pglite|postgres|both (default both), --seconds N per level (default 10),
// --clients 1,10,50, --rate N on PostgreSQL (default 300; 0 = no open-loop run), --pglite-rate N
// (default 100), --users N (default 50).
// PostgreSQL: BENCH_DATABASE_URL (default the local test server). The server runs with the
// environment's SERVER_WORKERS (default auto: one process per core with PostgreSQL, one with PGlite).
import { parseArgs } from 'node:util';
import { runLoad } from './api-bench-load';
import type { LoadResult } from './api-bench-load';
import { startBenchServer } from './api-bench-server';
import type { BenchRuntime, BenchServer } from './api-bench-server';
import { parseEnv } from '@sanctions/server/env';
import { resolveWorkerCount } from '@sanctions/server/runtime/worker-count';
import { formatTable } from './format-table';
import { BENCH_QUERIES } from './api-bench-queries';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

const QUERIES = BENCH_QUERIES;

const { values } = parseArgs({
  options: {
    runtime: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '1,10,50' },
    rate: { type: 'string', default: '300' },
    'pglite-rate': { type: 'string', default: '100' },
    users: { type: 'string', default: '50' },
  },
});
const runtimes: BenchRuntime[] =
  values.runtime === 'both'
    ? ['pglite', 'postgres']
    : values.runtime === 'postgres'
      ? ['postgres']
      : ['pglite'];
const seconds = Number(values.seconds);
const levels = values.clients.split(',').map(Number);
const userCount = Number(values.users);
// PGlite is single-process and tops out below the PostgreSQL target; it gets an open loop it can carry.
const openLoopRates: Record<BenchRuntime, number> = {
  postgres: Number(values.rate),
  pglite: Number(values['pglite-rate']),
};
const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function login(server: BenchServer, email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v2/auth-simple/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: server.password }),
  });
  const body: unknown = await response.json();
  const token = readAccessToken(body);
  if (!response.ok || token === undefined) {
    throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return token;
}

function readAccessToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('tokens' in data)) return undefined;
  const { tokens } = data;
  if (typeof tokens !== 'object' || tokens === null || !('accessToken' in tokens)) return undefined;
  return typeof tokens.accessToken === 'string' ? tokens.accessToken : undefined;
}

async function importLists(server: BenchServer): Promise<void> {
  const token = await login(server, server.adminEmail);
  const started = Date.now();
  const response = await fetch(`${server.baseUrl}/api/v2/admin/sanctions/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  // 409: the server's own start-up import of LISTS_DIR holds the import slot; it loads the same files,
  // so waiting for the index below is enough.
  if (!response.ok && response.status !== 409)
    throw new Error(`list import failed: ${response.status} ${await response.text()}`);
  // The index is rebuilt after activation; wait until a search is answered.
  const probe = await login(server, server.userEmails[0] ?? '');
  for (;;) {
    const search = await fetch(`${server.baseUrl}/api/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${probe}`, 'content-type': 'application/json' },
      body: QUERIES[0],
    });
    if (search.ok) break;
    if (search.status !== 503)
      throw new Error(`probe search: ${search.status} ${await search.text()}`);
    await new Promise((done) => setTimeout(done, 500));
  }
  console.log(`  lists imported and indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function benchRuntime(runtime: BenchRuntime): Promise<LoadResult[]> {
  console.log(`\n${runtime}: starting the server`);
  const server = await startBenchServer({
    runtime,
    listsDir: SHARED_LISTS_DIR,
    users: userCount,
    adminDatabaseUrl,
  });
  try {
    await importLists(server);
    const tokens: string[] = [];
    for (const email of server.userEmails) tokens.push(await login(server, email));
    const load = { baseUrl: server.baseUrl, tokens, bodies: QUERIES };
    // Warm-up: JIT, pool connections and the first evidence pages, not measured.
    await runLoad({ ...load, clients: 10, seconds: Math.min(5, seconds) });
    const runs: { clients: number; rate?: number }[] = levels.map((clients) => ({ clients }));
    const maxClients = Math.max(...levels);
    const rate = openLoopRates[runtime];
    if (rate > 0) runs.push({ clients: maxClients, rate });
    const results: LoadResult[] = [];
    for (const run of runs) {
      const result = await runLoad({ ...load, ...run, seconds });
      console.log(
        `  ${describeLoad(result)}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors`,
      );
      for (const sample of result.errorSamples) console.log(`    error: ${sample}`);
      results.push(result);
    }
    return results;
  } finally {
    await server.stop();
  }
}

function describeLoad(result: LoadResult): string {
  return result.rate === undefined
    ? `${result.clients} clients, closed loop`
    : `${result.clients} clients, open loop at ${result.rate}/s`;
}

const rows: string[][] = [];
for (const runtime of runtimes) {
  for (const result of await benchRuntime(runtime)) {
    rows.push([
      runtime,
      String(result.clients),
      result.rate === undefined ? 'closed' : `open ${result.rate}/s`,
      String(result.requests),
      String(result.errors),
      result.requestsPerSecond.toFixed(1),
      result.p50.toFixed(1),
      result.p95.toFixed(1),
      result.p99.toFixed(1),
    ]);
  }
}
console.log(
  `\nPOST /api/v2/search over loopback, ${seconds} s per level, ${QUERIES.length} queries round-robin (8 listed names, 12 clear)`,
);
console.log(
  formatTable(
    ['database', 'clients', 'loop', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows,
  ),
);
console.log(
  `Server processes: SERVER_WORKERS=${process.env.SERVER_WORKERS ?? 'auto'} (PostgreSQL: ${resolveWorkerCount(
    parseEnv(process.env).SERVER_WORKERS,
    true,
  )}; PGlite: 1). Load client in this process, on the same machine.`,
);
console.log(
  'Target (PostgreSQL, 50 clients): >= 300 req/s, p95 <= 100 ms, 0 errors. Closed loop: the most the server answers; open loop: latency while 300 searches/s arrive.',
);
