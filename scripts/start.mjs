// `npm start`: builds the web app and the server when their output is missing or older than the sources,
// then runs the server (migrations and first-start seed happen inside it) on http://localhost:3000.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time (ms) of the files under `paths`, skipping build output and dependencies. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (
          entry === 'node_modules' ||
          entry === 'dist' ||
          entry === 'dist-types' ||
          entry.startsWith('.')
        )
          continue;
        visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function isStale(output, sources) {
  const file = join(root, output);
  if (!existsSync(file)) return true;
  return statSync(file).mtimeMs < newestMtime(sources);
}

const packages = ['packages/contracts/src', 'packages/screening/src', 'packages/lists/src'];
const targets = [
  {
    workspace: '@sanctions/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ],
  },
  {
    workspace: '@sanctions/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/scripts', ...packages],
  },
];

// The child running now (a build, then the server): SIGINT/SIGTERM reach it, so that stopping `npm start`
// (which execs this script) never leaves a build or a server behind.
let child = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(1);
  });
}

function run(command, args, options) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

for (const target of targets) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building ${target.workspace} (output missing or older than its sources)...`);
  const result = await run(npm, ['run', 'build', '-w', target.workspace]);
  if (stopping) process.exit(1);
  if (result.code !== 0) {
    console.error(`Build of ${target.workspace} failed; not starting.`);
    process.exit(result.code ?? 1);
  }
}

const server = await run(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
  { env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } },
);
process.exit(server.code ?? (server.signal ? 1 : 0));
