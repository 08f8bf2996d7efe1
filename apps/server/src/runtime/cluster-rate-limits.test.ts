import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/db';
import { freePort } from '../../test/free-port';
import { sendToServer, spawnServerCluster, waitForOutput } from '../../test/server-process';
import { RESET_REQUEST_RATE_LIMIT } from '../domains/identity';

const RESET_REQUEST = '/api/v2/auth/password-reset/request';

const completedLineSchema = z.object({
  pid: z.number().int(),
  msg: z.literal('request completed'),
  res: z.object({ statusCode: z.number().int() }),
});

// Two real worker processes need PostgreSQL (PGlite is single-process): CI sets TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits across SERVER_WORKERS=2', () => {
  it('answers 429 to the 11th password-reset request of one address, spread over both workers', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'cluster-limits-'));
    const port = await freePort();
    const server = spawnServerCluster({
      databaseUrl: database.databaseUrl,
      port,
      dataDir,
      env: {
        // Info: each worker logs its completed requests with its pid, which shows both took part.
        LOG_LEVEL: 'info',
      },
    });
    const completed: z.infer<typeof completedLineSchema>[] = [];
    let pending = '';
    server.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('"request completed"')) continue;
        const parsed = completedLineSchema.safeParse(JSON.parse(line));
        if (parsed.success) completed.push(parsed.data);
      }
    });
    try {
      await waitForOutput(server, /running at .* with 2 worker processes/);
      const statuses: number[] = [];
      // Each request on a new connection: the primary hands connections to the workers in turn, so
      // with a counter per process each would let 10 through (the 429 came at request 21).
      for (let i = 0; i <= RESET_REQUEST_RATE_LIMIT.max; i += 1) {
        const reply = await sendToServer(
          `http://127.0.0.1:${port}${RESET_REQUEST}`,
          'POST',
          undefined,
          {
            email: `someone-${i}@example.test`,
          },
        );
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([...Array.from({ length: 10 }, () => 200), 429]);
      await expect.poll(() => completed.length).toBeGreaterThanOrEqual(statuses.length);
      expect(new Set(completed.map((line) => line.pid)).size).toBe(2);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      await database.close();
    }
  }, 120_000);
});
