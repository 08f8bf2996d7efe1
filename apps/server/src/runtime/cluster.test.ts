import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/db';
import { freePort } from '../../test/free-port';
import {
  SERVER_ENTRY,
  sendToServer,
  spawnServerCluster,
  waitForOutput,
} from '../../test/server-process';
import { users } from '../db/schema/users';

const ADMIN_EMAIL = 'cluster-admin@example.test';
const ADMIN_PASSWORD = 'Cluster-Password-9!';

const loginReplySchema = z.object({
  data: z.object({ tokens: z.object({ accessToken: z.string() }) }),
});
const meReplySchema = z.object({ data: z.object({ user: z.object({ email: z.string() }) }) });

// The cluster runs with PostgreSQL only (PGlite is single-process): CI sets TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('server cluster (SERVER_WORKERS=2)', () => {
  it('seeds once, serves from two workers that accept each other’s tokens, and stops them all on SIGTERM', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'cluster-test-'));
    const port = await freePort();
    const server = spawnServerCluster({
      databaseUrl: database.databaseUrl,
      port,
      dataDir,
      env: {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      },
    });
    try {
      await waitForOutput(server, /running at .* with 2 worker processes/);
      const workers = serverChildPids(server.pid ?? 0);
      expect(workers).toHaveLength(2);

      const base = `http://127.0.0.1:${port}`;
      const login = await sendToServer(`${base}/api/v2/auth-simple/login`, 'POST', undefined, {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      expect(login.status).toBe(200);
      const token = loginReplySchema.parse(JSON.parse(login.body)).data.tokens.accessToken;
      // Each request on a new connection: the primary hands connections to the workers in turn.
      for (let i = 0; i < 4; i += 1) {
        const me = await sendToServer(`${base}/api/v2/auth-simple/me`, 'GET', token);
        expect(me.status).toBe(200);
        expect(meReplySchema.parse(JSON.parse(me.body)).data.user.email).toBe(ADMIN_EMAIL);
      }

      const admins = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, ADMIN_EMAIL));
      expect(admins).toHaveLength(1);

      const exitCode = new Promise<number | null>((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      expect(await exitCode).toBe(0);
      for (const pid of workers) expect(isAlive(pid)).toBe(false);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await database.close();
    }
  }, 120_000);
});

/** Child processes running the server entry (tsx also starts an esbuild service, which is not one). */
function serverChildPids(pid: number): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes(SERVER_ENTRY))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((value) => Number.isInteger(value));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
