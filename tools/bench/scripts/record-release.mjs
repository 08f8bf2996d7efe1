#!/usr/bin/env node
/**
 * `npm run bench:record-release -- <commit>`: records the figures of the engine at <commit> on TODAY's deck
 * into tools/bench/release-figures.json (both slices), for the bench's no-regression gate.
 *
 * A temporary git worktree is made at <commit>; today's tools/bench (bench code and deck, as they are in this
 * checkout, committed or not) replaces the commit's, so only packages/screening (and the server modules the bench
 * reads lists with) are the commit's. node_modules is not installed: the worktree gets a node_modules whose
 * entries link to this checkout's, except @sanctions/*, which link to the worktree's own workspaces. The bench
 * runs there with --record-release for the tuning and the sealed slice (engine only, no baselines), the file is
 * copied into this checkout when both runs succeed, and the worktree is removed.
 *
 * Options: --slices tuning,sealed (default both).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const args = process.argv.slice(2);
const commitArg = args.find((a) => !a.startsWith('--'));
const slicesAt = args.indexOf('--slices');
const slices = slicesAt >= 0 ? (args[slicesAt + 1] ?? '').split(',') : ['tuning', 'sealed'];
if (!commitArg || slices.some((s) => s !== 'tuning' && s !== 'sealed')) {
  console.error('usage: npm run bench:record-release -- <commit> [--slices tuning,sealed]');
  process.exit(2);
}

const git = (...gitArgs) =>
  execFileSync('git', ['-C', root, ...gitArgs], { encoding: 'utf8' }).trim();
const commit = git('rev-parse', '--verify', `${commitArg}^{commit}`);
const output = join(root, 'tools/bench/release-figures.json');

const temp = mkdtempSync(join(tmpdir(), 'release-figures-'));
const tree = join(temp, 'repo');
// apps/server/test/shared-data.ts reads ../shared beside the repository root.
symlinkSync(resolve(root, '../shared'), join(temp, 'shared'));
const staged = join(temp, 'release-figures.json');
if (existsSync(output)) copyFileSync(output, staged);

let failed = false;
console.error(`record-release: worktree of ${commit} in ${tree}`);
git('worktree', 'add', '--detach', tree, commit);
try {
  // Today's bench and deck over the commit's.
  rmSync(join(tree, 'tools/bench'), { recursive: true, force: true });
  const benchDir = join(root, 'tools/bench');
  cpSync(benchDir, join(tree, 'tools/bench'), {
    recursive: true,
    filter: (source) => {
      const inside = relative(benchDir, source).split(sep);
      return !inside.includes('node_modules') && !inside.includes('dist-types');
    },
  });
  linkNodeModules();
  const tsx = join(root, 'node_modules/.bin/tsx');
  for (const slice of slices) {
    console.error(`record-release: ${slice} slice with the engine of ${commit.slice(0, 12)} ...`);
    const run = spawnSync(
      tsx,
      [
        'tools/bench/src/screening-bench.ts',
        '--slice',
        slice,
        '--baseline-per-category',
        '0',
        '--record-release',
        '--engine-commit',
        commit,
        '--release-file',
        staged,
      ],
      { cwd: tree, stdio: 'inherit' },
    );
    if (run.status !== 0) {
      console.error(`record-release: the ${slice} run failed (exit ${run.status ?? run.signal})`);
      failed = true;
      break;
    }
  }
  if (!failed) {
    copyFileSync(staged, output);
    console.error(`record-release: wrote ${relative(process.cwd(), output) || output}`);
  }
} finally {
  git('worktree', 'remove', '--force', tree);
  rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/**
 * The worktree's node_modules: a real folder whose entries link to this checkout's, except @sanctions, whose
 * workspace links are recreated relative to the worktree (so @sanctions/screening is the commit's engine).
 * Workspaces with their own node_modules (apps/web) get a link to this checkout's.
 */
function linkNodeModules() {
  const from = join(root, 'node_modules');
  const to = join(tree, 'node_modules');
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    if (entry === '@sanctions') continue;
    symlinkSync(join(from, entry), join(to, entry));
  }
  mkdirSync(join(to, '@sanctions'));
  for (const entry of readdirSync(join(from, '@sanctions'))) {
    const link = join(from, '@sanctions', entry);
    if (lstatSync(link).isSymbolicLink()) {
      const target = resolve(join(from, '@sanctions'), readlinkSync(link));
      symlinkSync(join(tree, relative(root, target)), join(to, '@sanctions', entry));
    }
  }
  for (const group of ['packages', 'apps', 'tools']) {
    if (!existsSync(join(root, group))) continue;
    for (const workspace of readdirSync(join(root, group))) {
      const modules = join(root, group, workspace, 'node_modules');
      const there = join(tree, group, workspace);
      if (existsSync(modules) && existsSync(there) && !existsSync(join(there, 'node_modules')))
        symlinkSync(modules, join(there, 'node_modules'));
    }
  }
}
