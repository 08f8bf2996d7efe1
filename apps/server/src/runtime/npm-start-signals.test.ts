import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// The README's `npm start` on the embedded database; the launcher is the same whatever database the
// suite runs on, so it runs once, with the PGlite suite.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start', () => {
  it('stops its server on SIGTERM, leaving nothing listening (issue 23 §6)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/health`;
    const started = spawn(NPM, ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LIST_REFRESH_HOURS: '0',
        LIST_DOWNLOAD_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Start-Password-9!',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => started.on('exit', resolve));
    try {
      // It may build the web app and the server first.
      expect(await until(() => answers(health), 240_000)).toBe(true);
      started.kill('SIGTERM');
      await exited;
      expect(await until(async () => !(await answers(health)), 20_000)).toBe(true);
    } finally {
      started.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
