// `npm run bench:coverage` (issue 25, "Speed and size"): every official list served plus a PEP sample of at
// least 50,000 persons (the real US Congress CC0 files topped up with SYNTHETIC persons, measurement only).
//  1. Import on PostgreSQL: a real server (child process, production mode) starts on a fresh database with the
//     EU file only; then every other list and both PEP sources are added and POST
//     /api/v2/admin/sanctions/refresh imports them (versions, entries, deltas, party grouping and the index
//     rebuild included). Target: within 2 minutes.
//  2. Grouping: `groupParties` over every sanctions record, in this process (what the import runs).
//  3. Engine: the index of every record; one search = the sanctions query and the PEP query of a plan with
//     pepCheck; p50/p99 over real listed names and synthetic names. Target: p50 <= 2 ms.
// Options: --peps N (default 50000), --queries N (default 2000), --skip-import (engine and grouping only).
// PostgreSQL: BENCH_DATABASE_URL (default the local test server).
import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Agent, fetch } from 'undici';
import { PEP_SOURCES, SANCTION_LISTS, isSanctionList } from '@sanctions/contracts';
import { groupParties, readFtmPep, readUsCongressYaml } from '@sanctions/lists';
import { DEFAULT_MIN_CONFIDENCE, buildScreeningIndex, screen } from '@sanctions/screening';
import type { ListEntity } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { startBenchServer } from './api-bench-server';
import { copyRealLists, createListsDir, writeSyntheticPeps } from './coverage-bench-lists';
import { formatTable } from './format-table';
import { signIn } from './import-bench-login';

const { values } = parseArgs({
  options: {
    peps: { type: 'string', default: '50000' },
    queries: { type: 'string', default: '2000' },
    'skip-import': { type: 'boolean', default: false },
  },
});
const PEP_TARGET = Number(values.peps);
const QUERIES = Number(values.queries);
const IMPORT_TARGET_S = 120;
const P50_TARGET_MS = 2;
const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OFFICIAL = ['ofac', 'un', 'eu', 'uk', 'ca', 'au', 'us_csl', 'jp'];
const SEARCH_OPTIONS = { minConfidence: DEFAULT_MIN_CONFIDENCE, maxResults: 500 };

const listsDir = await createListsDir();
try {
  await copyRealLists(listsDir, [...OFFICIAL, 'pep_us_congress']);
  const congressEntities = readUsCongressYaml(
    await readFile(join(listsDir, 'pep_us_congress', 'legislators-current.yaml')),
  ).entities;
  const congress = congressEntities.length;
  const synthetic = Math.max(0, PEP_TARGET - congress);
  await writeSyntheticPeps(listsDir, synthetic);

  const readStarted = performance.now();
  const { entities: listed, errors } = await parseListFolder(listsDir);
  // The in-thread folder parser reads the sanctions lists; the PEP sources are read by their own readers.
  const syntheticEntities = readFtmPep(
    await readFile(join(listsDir, 'pep_ftm', 'synthetic-peps.jsonl')),
  ).entities;
  const parseSeconds = (performance.now() - readStarted) / 1000;
  for (const error of errors) console.log(`  parse error: ${error.file}: ${error.message}`);
  const sanctions = listed.filter((e) => isSanctionList(e.sanctionList));
  const peps: ListEntity[] = [...congressEntities, ...syntheticEntities];
  const entities: ListEntity[] = [...sanctions, ...peps];
  console.log(
    `records: ${sanctions.length} sanctions (${OFFICIAL.join(', ')}), ${peps.length} PEP ` +
      `(${congress} US Congress, ${synthetic} synthetic); parsed in ${parseSeconds.toFixed(1)} s`,
  );

  const groupStarted = performance.now();
  const grouping = groupParties(sanctions);
  const groupSeconds = (performance.now() - groupStarted) / 1000;

  const buildStarted = performance.now();
  const index = buildScreeningIndex(entities);
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const latencies = searchLatencies(index, queryNames(entities, QUERIES));

  const rows: string[][] = [
    ['records indexed', String(entities.length), '', ''],
    ['party groups (2+ records)', String(grouping.groups.length), '', ''],
    ['grouping time (s)', groupSeconds.toFixed(2), 'at import', ''],
    ['index build (s)', buildSeconds.toFixed(2), '', ''],
    [
      'search p50 (ms, sanctions + PEP)',
      latencies.p50.toFixed(2),
      `<= ${P50_TARGET_MS}`,
      latencies.p50 <= P50_TARGET_MS ? 'yes' : 'NO',
    ],
    ['search p99 (ms, sanctions + PEP)', latencies.p99.toFixed(2), '', ''],
  ];
  if (!values['skip-import']) {
    const imported = await importOnPostgres(listsDir);
    rows.unshift([
      'import on PostgreSQL (s)',
      imported.seconds.toFixed(1),
      `<= ${IMPORT_TARGET_S}`,
      imported.seconds <= IMPORT_TARGET_S ? 'yes' : 'NO',
    ]);
    console.log(`import run: ${imported.status}`);
  }
  console.log(
    `\nCoverage at scale (${QUERIES} searches; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs)`,
  );
  console.log(formatTable(['figure', 'value', 'target', 'met'], rows));
} finally {
  await rm(listsDir, { recursive: true, force: true });
}

/** Half real listed names (sanctions and PEP), half synthetic names that match nothing in particular. */
function queryNames(entities: readonly ListEntity[], count: number): string[] {
  const names: string[] = [];
  const step = Math.max(1, Math.floor(entities.length / Math.ceil(count / 2)));
  for (let i = 0; i < entities.length && names.length < count / 2; i += step) {
    const name = entities[i]?.names[0]?.full.trim();
    if (name) names.push(name);
  }
  for (let i = 0; names.length < count; i += 1) names.push(`Zorvanti Qelmar ${i}`);
  return names;
}

/** Each search as a plan with pepCheck runs it: the sanctions query, then the same query on the PEP sources. */
function searchLatencies(index: ReturnType<typeof buildScreeningIndex>, names: readonly string[]) {
  const samples: number[] = [];
  for (const name of names) {
    const query = toEngineQuery({
      firstName: name,
      lastName: '',
      arabicName: '',
      searchType: 'fuzzy',
      sanctionLists: 'all',
    });
    const started = performance.now();
    screen(index, { ...query, lists: SANCTION_LISTS }, SEARCH_OPTIONS);
    screen(index, { ...query, lists: PEP_SOURCES }, SEARCH_OPTIONS);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Starts a server on a fresh PostgreSQL database with the EU list only, then imports everything else. */
async function importOnPostgres(dir: string): Promise<{ seconds: number; status: string }> {
  const startDir = await createListsDir();
  await copyRealLists(startDir, ['eu']);
  process.env.SERVER_WORKERS = '1';
  const server = await startBenchServer({
    runtime: 'postgres',
    listsDir: startDir,
    users: 1,
    adminDatabaseUrl,
  });
  try {
    const admin = await signIn(server.baseUrl, server.adminEmail, server.password);
    await waitForVersion(server.baseUrl, admin);
    // The server reads LISTS_DIR on refresh: point it at the full folder by replacing the start folder's content.
    await rm(startDir, { recursive: true, force: true });
    await cp(dir, startDir, { recursive: true });
    console.log('PostgreSQL: importing every list and PEP source ...');
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v2/admin/sanctions/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      dispatcher: new Agent({ headersTimeout: 0, bodyTimeout: 0 }),
    });
    const seconds = (performance.now() - started) / 1000;
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`refresh failed: ${response.status} ${JSON.stringify(body)}`);
    return { seconds, status: runStatus(body) };
  } finally {
    await server.stop();
    await rm(startDir, { recursive: true, force: true });
  }
}

/** The start-up import of the EU file runs in the background: wait until its version is active. */
async function waitForVersion(baseUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/v2/admin/sanctions/stats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    if (response.ok && text.includes('"listBreakdown":[{')) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the start-up import did not finish within 120 s');
}

function runStatus(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('data' in body)) return 'unknown';
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('status' in data)) return 'unknown';
  return String(data.status);
}
