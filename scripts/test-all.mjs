// `npm test`: every check in order, stopping at the first failure. Prints each step's name and time.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { TEST_DATABASE_URL: _ignored, ...envWithoutPg } = process.env;

const steps = [
  { name: 'lint', command: npm, args: ['run', 'lint'] },
  { name: 'format', command: npm, args: ['run', 'format:check'] },
  { name: 'typecheck', command: npm, args: ['run', 'typecheck'] },
  // The unit and API suites on the embedded PGlite, whatever the caller's environment says.
  {
    name: 'unit tests (PGlite)',
    command: join(root, 'node_modules/.bin/vitest'),
    args: ['run'],
    env: envWithoutPg,
  },
  {
    name: 'server tests (PostgreSQL)',
    command: process.execPath,
    args: [join(root, 'scripts/test-pg.mjs')],
  },
  { name: 'build', command: npm, args: ['run', 'build'] },
  { name: 'e2e', command: npm, args: ['run', 'test:e2e'] },
];

const format = (ms) =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const total = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: step.env ?? process.env,
  });
  const elapsed = format(Date.now() - started);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${elapsed}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} passed in ${elapsed}`);
}
console.log(`\nAll checks passed in ${format(Date.now() - total)}.`);
