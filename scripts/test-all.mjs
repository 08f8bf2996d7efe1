// `npm test`: every check, stopping at the first failure, then a table of each step's time (also on failure).
//
// The checks run in lanes side by side; each lane runs its steps in order and may wait for other steps to pass
// first (ADR 022, third addendum). The static checks and the production build start at once; the browser tests
// follow the build at once, because they mostly wait (on the browser, the server, their own timeouts) and use
// about half a core; the two Vitest suites (PGlite on every core, PostgreSQL on one worker) start when the static
// checks have passed, so a lint or type error fails the run in about two minutes, and fill the cores that the
// browser tests leave idle. When a step fails, the steps still running are stopped and the later ones are not
// started.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { TEST_DATABASE_URL: _ignored, ...envWithoutPg } = process.env;

const step = {
  lint: { name: 'lint', command: npm, args: ['run', 'lint'] },
  // No cycle between domains, lib/ imports no domain, docs/architecture.md draws what the code has.
  architecture: { name: 'architecture', command: npm, args: ['run', 'architecture:check'] },
  format: { name: 'format', command: npm, args: ['run', 'format:check'] },
  typecheck: { name: 'typecheck', command: npm, args: ['run', 'typecheck'] },
  // The unit and API suites on the embedded PGlite, whatever the caller's environment says.
  unit: {
    name: 'unit tests (PGlite)',
    command: join(root, 'node_modules/.bin/vitest'),
    args: ['run'],
    env: envWithoutPg,
  },
  // Beside the browser tests, one test file at a time: each lane then has a core of its own (ADR 022).
  pg: {
    name: 'server tests (PostgreSQL)',
    command: process.execPath,
    args: [join(root, 'scripts/test-pg.mjs'), '--maxWorkers=1'],
  },
  build: { name: 'build', command: npm, args: ['run', 'build'] },
  e2e: { name: 'e2e', command: npm, args: ['run', 'test:e2e'] },
};

/**
 * Lanes run side by side, the steps of a lane in order; a lane with `after` starts when those steps have passed.
 * The PostgreSQL suite keeps one worker: its time is mostly spent waiting on the server, which the others fill.
 */
const staticChecks = [step.lint, step.architecture, step.format, step.typecheck].map((s) => s.name);
const lanes = [
  { steps: [step.lint, step.architecture] },
  { steps: [step.format, step.typecheck] },
  { steps: [step.build, step.e2e] },
  { steps: [step.unit], after: staticChecks },
  { steps: [step.pg], after: staticChecks },
];

// Whole seconds are rounded before minutes are split off, so 659.6 s reads "11 min 0 s", never "10 min 60 s".
const format = (ms) => {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

const runStarted = Date.now();
/** @type {Map<string, { status: string, startedAt?: number, elapsed?: number }>} */
const results = new Map(
  lanes.flatMap((lane) => lane.steps).map((s) => [s.name, { status: 'not run' }]),
);
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let failed = false;

/** Runs one step; its output lines are prefixed with its name (steps run side by side). */
function run(s) {
  const result = results.get(s.name);
  result.status = 'running';
  result.startedAt = Date.now();
  console.log(`\n=== ${s.name} ===`);
  return new Promise((resolve) => {
    const child = spawn(s.command, s.args, {
      cwd: root,
      env: s.env ?? process.env,
      // Its own process group, so a failure elsewhere stops it with everything it started.
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
        out.write(`[${s.name}] ${line}\n`),
      );
    }
    const finish = (code) => {
      running.delete(child);
      result.elapsed = Date.now() - result.startedAt;
      const elapsed = format(result.elapsed);
      if (result.status === 'stopped') {
        console.error(`- ${s.name} stopped after ${elapsed}`);
      } else if (code === 0) {
        result.status = 'passed';
        console.log(`✓ ${s.name} passed in ${elapsed}`);
      } else {
        result.status = 'FAILED';
        console.error(`\n✗ ${s.name} failed after ${elapsed}`);
      }
      resolve(code ?? 1);
    };
    child.once('error', (error) => {
      console.error(`${s.name}: ${error.message}`);
      finish(1);
    });
    child.once('close', (code) => finish(code));
  });
}

function stopRunning() {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  for (const result of results.values()) if (result.status === 'running') result.status = 'stopped';
}

function printTable() {
  const rows = [...results].map(([name, r]) => [
    name,
    r.status,
    r.startedAt === undefined ? '' : `+${format(r.startedAt - runStarted)}`,
    r.elapsed === undefined ? '' : format(r.elapsed),
  ]);
  rows.push([
    'total (wall clock)',
    failed ? 'FAILED' : 'passed',
    '',
    format(Date.now() - runStarted),
  ]);
  const header = ['step', 'status', 'started', 'time'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    failed = true;
    stopRunning();
    printTable();
    process.exit(130);
  });
}

/** Each step's outcome, settled once: true when it passed, false when it failed or the run failed first. */
const outcomes = new Map(
  [...results.keys()].map((name) => {
    let settle = () => undefined;
    const passed = new Promise((resolve) => (settle = resolve));
    return [name, { passed, settle }];
  }),
);
const allPassed = async (names) =>
  (await Promise.all(names.map((name) => outcomes.get(name).passed))).every(Boolean);

let exitCode = 0;
await Promise.all(
  lanes.map(async (lane) => {
    if (lane.after && !(await allPassed(lane.after))) return;
    for (const s of lane.steps) {
      if (failed) return;
      const code = await run(s);
      outcomes.get(s.name).settle(code === 0);
      if (code !== 0 && !failed) {
        failed = true;
        exitCode = code;
        stopRunning();
        // Lanes still waiting for a step start nothing now.
        for (const outcome of outcomes.values()) outcome.settle(false);
      }
      if (failed) return;
    }
  }),
);
printTable();
if (failed) process.exit(exitCode || 1);
console.log(`\nAll checks passed in ${format(Date.now() - runStarted)}.`);
