/**
 * `npm run bench:screening -- --scale`: the index at the real lists' ~55k names, then at 250k and 1M names
 * (real lists plus the synthetic corpus, synthetic-corpus.ts). Each size runs in a child process of its own
 * (scale-measure.ts), so its heap and RSS are that index's alone; the table compares them with the issue 26
 * targets at 1M names. `--scale-sizes 0,250000` picks the sizes (0: the real lists alone).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatTable, ms, pct } from '../format-table';
import { scaleFiguresSchema, type ScaleFigures } from './scale-figures';

const MEASURE_SCRIPT = fileURLToPath(new URL('./scale-measure.ts', import.meta.url));
const DEFAULT_SIZES = [0, 250_000, 1_000_000];
/** Heap ceiling of a child: a million names must fit well under it, and a leak must fail, not swap. */
const CHILD_HEAP_MB = 6_144;

/** Issue 26's targets at a million names. */
export const SCALE_TARGETS = { buildSeconds: 60, p50Ms: 3, p99Ms: 20, memoryMb: 1_536 } as const;

function sizesArg(argv: readonly string[]): number[] {
  const at = argv.indexOf('--scale-sizes');
  if (at < 0) return DEFAULT_SIZES;
  const sizes = (argv[at + 1] ?? '').split(',').map(Number);
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error('--scale-sizes takes whole numbers, comma-separated (0: the real lists alone)');
  return sizes;
}

function measureInChild(names: number): Promise<ScaleFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        `--max-old-space-size=${CHILD_HEAP_MB}`,
        MEASURE_SCRIPT,
        '--scale-names',
        String(names),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`the ${names}-name measurement exited with ${code}`));
        return;
      }
      const line = out.trim().split('\n').at(-1) ?? '';
      resolve(scaleFiguresSchema.parse(JSON.parse(line)));
    });
  });
}

const mb = (value: number) => value.toFixed(0);

export function scaleTable(rows: readonly ScaleFigures[]): string {
  const t = SCALE_TARGETS;
  const verdict = (row: ScaleFigures) => {
    if (row.names < 900_000) return '-';
    const ok =
      row.buildSeconds <= t.buildSeconds &&
      row.p50Ms <= t.p50Ms &&
      row.p99Ms <= t.p99Ms &&
      row.rssMb <= t.memoryMb;
    return ok ? 'PASS' : 'FAIL';
  };
  return formatTable(
    [
      'names',
      'parties',
      'build s',
      'heap MB',
      'of which index',
      'RSS MB',
      'p50 ms',
      'p99 ms',
      'recall@70',
      'false alerts',
      'GC pauses >= 10 ms (sum ms)',
      'longest GC ms',
      '1M targets',
    ],
    rows.map((row) => [
      String(row.names),
      String(row.parties),
      row.buildSeconds.toFixed(1),
      mb(row.heapMb),
      mb(row.indexHeapMb),
      mb(row.rssMb),
      ms(row.p50Ms),
      ms(row.p99Ms),
      pct(row.recallPct),
      pct(row.falseAlertPct),
      `${row.longGcs} (${row.longGcMs.toFixed(0)})`,
      row.longestGcMs.toFixed(0),
      verdict(row),
    ]),
  );
}

/** Workers in the sharing table: `SERVER_WORKERS=auto` runs at most 4 (worker-count.ts). */
const WORKERS = 4;

/** Options for memory that does not multiply with the workers (ADR 033), with their measured costs. */
export function sharingTable(rows: readonly ScaleFigures[]): string {
  return formatTable(
    [
      'names',
      `index per worker: RSS x ${WORKERS}`,
      `index process: RSS + ${WORKERS} thin workers`,
      'in-process p50 / p99 ms',
      'over IPC p50 / p99 ms',
      'build s',
      'snapshot MB',
      'encode s',
      'load s (new process)',
      'RSS after load',
    ],
    rows.map((row) => [
      String(row.names),
      mb(row.rssMb * WORKERS),
      mb(row.rssMb + row.workerRssMb * WORKERS),
      `${ms(row.p50Ms)} / ${ms(row.p99Ms)}`,
      `${ms(row.ipcP50Ms)} / ${ms(row.ipcP99Ms)}`,
      row.buildSeconds.toFixed(1),
      mb(row.snapshotMb),
      row.snapshotEncodeSeconds.toFixed(1),
      row.snapshotDecodeSeconds.toFixed(1),
      mb(row.snapshotLoadRssMb),
    ]),
  );
}

export async function runScaleBench(argv: readonly string[]): Promise<void> {
  const rows: ScaleFigures[] = [];
  for (const names of sizesArg(argv)) {
    process.stderr.write(
      `scale: measuring ${names === 0 ? 'the real lists' : `${names} names`} ...\n`,
    );
    rows.push(await measureInChild(names));
  }
  const first = rows[0];
  const t = SCALE_TARGETS;
  console.log(
    `\nSCREENING INDEX AT SCALE  (real lists + synthetic corpus, seed fixed; one process per size, one thread;\n` +
      ` deck: ${first?.queries ?? 0} queries without the held-out categories, ${first?.positives ?? 0} positives, ${first?.negatives ?? 0} negatives;\n` +
      ` recall@70 = positives whose listed party alerts; false alerts = negatives with any alert;\n` +
      ` 1M targets: build <= ${t.buildSeconds} s, p50 <= ${t.p50Ms} ms, p99 <= ${t.p99Ms} ms, RSS <= ${t.memoryMb} MB)\n`,
  );
  console.log(scaleTable(rows));
  console.log(
    `\nSHARING THE INDEX  (MB; a thin worker holds no index and screens through the index process over IPC,\n` +
      ` V8 serialisation, matches and their parties sent back; snapshot = the server's index file, encoded in memory,\n` +
      ` written to a temporary folder and loaded by a new process; build CPU s: ${rows.map((row) => row.buildCpuSeconds.toFixed(1)).join(' / ')};\n` +
      ` load average at the end of each size: ${rows.map((row) => row.loadAverage.toFixed(1)).join(' / ')} on ${availableParallelism()} cores)\n`,
  );
  console.log(sharingTable(rows));
}
