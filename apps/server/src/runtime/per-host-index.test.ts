import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readinessReplySchema } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/db';
import { freePort } from '../../test/free-port';
import { createListsDir } from '../../test/search-test-support';
import { sendToServer, spawnServerCluster, waitForOutput } from '../../test/server-process';

const ADMIN_EMAIL = 'per-host-admin@example.test';
const ADMIN_PASSWORD = 'Per-Host-Password-9!';
const METRICS_TOKEN = randomBytes(24).toString('hex');

const loginReplySchema = z.object({
  data: z.object({ tokens: z.object({ accessToken: z.string() }) }),
});
const searchReplySchema = z.object({
  data: z.object({
    matches: z.array(
      z.object({ sanctionEntry: z.object({ sourceId: z.string() }), confidence: z.number() }),
    ),
  }),
});

// SCREENING_INDEX_MODE=per-host (ADR 033): the cluster primary holds the index, the workers screen through
// it over IPC. The cluster runs with PostgreSQL only: CI sets TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'per-host screening index (SERVER_WORKERS=2)',
  () => {
    it('imports the lists, turns ready with the index held by the primary, and screens the same matches through both workers', async () => {
      const database = await createTestDatabase();
      const lists = await createListsDir(['un']);
      const dataDir = mkdtempSync(join(tmpdir(), 'per-host-index-test-'));
      const port = await freePort();
      const server = spawnServerCluster({
        databaseUrl: database.databaseUrl,
        port,
        dataDir,
        env: {
          SCREENING_INDEX_MODE: 'per-host',
          LISTS_DIR: lists.dir,
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          METRICS_TOKEN,
        },
      });
      try {
        await waitForOutput(server, /running at .* with 2 worker processes/);
        const base = `http://127.0.0.1:${port}`;
        const login = await sendToServer(`${base}/api/v2/auth-simple/login`, 'POST', undefined, {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
        });
        expect(login.status, login.body).toBe(200);
        const token = loginReplySchema.parse(JSON.parse(login.body)).data.tokens.accessToken;
        // Worker 0's start-up import (LISTS_DIR) activates the list; the primary hears it and builds.

        // Both workers (each request on a new connection goes to the next one) report the primary's index.
        const readiness = await waitForReady(base);
        for (const ready of readiness) {
          expect(ready).toMatchObject({ state: 'ready', heldBy: 'cluster-primary' });
          expect(ready.entryCount).toBeGreaterThan(0);
          expect(ready.versions.map((v) => v.sanctionList)).toEqual(['un']);
        }
        expect(new Set(readiness.map((ready) => ready.builtAt)).size).toBe(1);

        // Neither worker holds the index in its heap; each reports the primary's entries.
        for (let i = 0; i < 2; i += 1) {
          const metrics = await sendToServer(`${base}/metrics`, 'GET', METRICS_TOKEN);
          expect(metrics.status).toBe(200);
          expect(metrics.body).toMatch(/^screening_index_held_in_process 0$/m);
          expect(metrics.body).toContain(
            `screening_index_entries ${readiness[0]?.entryCount ?? -1}\n`,
          );
        }

        const answers: string[] = [];
        for (let i = 0; i < 4; i += 1) {
          const search = await sendToServer(`${base}/api/v2/search`, 'POST', token, {
            firstName: 'Eric',
            lastName: 'Badege',
            searchType: 'fuzzy',
            sanctionLists: 'all',
          });
          expect(search.status, search.body).toBe(200);
          const { matches } = searchReplySchema.parse(JSON.parse(search.body)).data;
          expect(matches.length).toBeGreaterThan(0);
          answers.push(
            JSON.stringify(matches.map((m) => [m.sanctionEntry.sourceId, m.confidence])),
          );
        }
        expect(new Set(answers).size).toBe(1);

        const exitCode = new Promise<number | null>((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        expect(await exitCode).toBe(0);
      } finally {
        if (server.exitCode === null) server.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        await lists.remove();
        await database.close();
      }
    }, 180_000);
  },
);

/** Polls readiness until two answers in a row (one per worker) are ready; returns them. */
async function waitForReady(base: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const reply = await sendToServer(`${base}/api/health/ready`, 'GET');
      answers.push({
        status: reply.status,
        ...readinessReplySchema.parse(JSON.parse(reply.body)).data,
      });
    }
    if (answers.every((answer) => answer.status === 200 && answer.index.state === 'ready')) {
      return answers.map((answer) => answer.index);
    }
    if (Date.now() > deadline) throw new Error(`not ready: ${JSON.stringify(answers)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
