// Runs the Playwright specs against the real built app: a fresh temporary data directory, the built
// server on a free port, then the specs. Exits with the specs' status.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoopbackSmtp } from './support/loopback-smtp.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webDir, '../..');
const webDist = join(webDir, 'dist', 'index.html');
const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'server.js');

const ADMIN_EMAIL = 'admin@e2e.test';
const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';
// Start-up migrates a fresh database and may import list files before it answers.
const HEALTH_WAIT_MS = 180_000;
const STOP_WAIT_MS = 10_000;

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

for (const file of [webDist, serverEntry]) {
  if (!existsSync(file))
    fail(`${file} is missing. Run \`npm run build\` at the repository root first.`);
}

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium))
  fail(`${chromium} is missing (install the Debian package: apt-get install -y chromium).`);

function findFreePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  return false;
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'sanctions-e2e-'));
const logPath = join(dataDir, 'server.log');
const port = await findFreePort();
const baseUrl = `http://127.0.0.1:${port}`;
// Mail goes over real SMTP to a loopback server; the specs read the delivered messages from mailDir.
const mailDir = join(dataDir, 'mail');
await mkdir(mailDir);
const smtp = await startLoopbackSmtp(mailDir);

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: join(dataDir, 'data'),
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  LIST_DOWNLOAD_ENABLED: 'false',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: baseUrl,
  SMTP_URL: smtp.url,
  // Specs that act as several applicant organisations give each its own client address (X-Forwarded-For), as
  // separate applicants would have; the per-address sign-up limit then holds per applicant, not per test run.
  TRUST_PROXY: 'true',
  // The single sign-on spec runs a real OpenID provider on loopback over http (issue 27).
  SSO_ALLOW_INSECURE: 'loopback',
};
// A fresh embedded database, whatever the caller's shell has set, and the real list files (imported at
// start-up) so the search specs screen against the official UN, OFAC, EU and UK publications.
serverEnv.LISTS_DIR = resolve(repoRoot, '../shared/data/lists');
delete serverEnv.DATABASE_URL;

const log = createWriteStream(logPath);
const server = spawn(process.execPath, [serverEntry], {
  cwd: repoRoot,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);

let exitCode = 1;
let playwright = null;
const interrupt = async () => {
  if (playwright) playwright.kill('SIGINT');
  await stop(server);
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

try {
  console.log(`e2e: starting the server on ${baseUrl} with data in ${dataDir}`);
  if (!(await waitForHealth(baseUrl, server))) {
    console.error('e2e: the server did not become healthy. Its log:');
    console.error(await readFile(logPath, 'utf8').catch(() => '(no log)'));
  } else {
    const require = createRequire(import.meta.url);
    const cli = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
    const extraArgs = process.argv.slice(2);
    playwright = spawn(
      process.execPath,
      [cli, 'test', '--config', join(webDir, 'playwright.config.ts'), ...extraArgs],
      {
        cwd: webDir,
        stdio: 'inherit',
        env: {
          ...process.env,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
          E2E_BASE_URL: baseUrl,
          E2E_ADMIN_EMAIL: ADMIN_EMAIL,
          E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
          E2E_MAIL_DIR: mailDir,
          // Per-run artifacts: concurrent runs (other engineers, CI shards) must not share a folder.
          E2E_OUTPUT_DIR: join(dataDir, 'test-results'),
        },
      },
    );
    exitCode = await new Promise((resolveExit) =>
      playwright.once('exit', (code) => resolveExit(code ?? 1)),
    );
    if (exitCode !== 0)
      console.error(
        `e2e: specs failed; log, screenshots (and traces with E2E_TRACE=1) kept in ${dataDir}`,
      );
  }
} finally {
  await stop(server);
  await smtp.close();
  log.end();
  if (exitCode === 0) await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
