import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../test/build-app';
import { createTestDatabase } from '../../test/db';
import { buildApp } from '../app';
import { createLogger } from '../lib/logger';
import { stopGracefully } from './graceful-stop';

/** A GET on a fresh connection: the status, or the error code when the connection fails. */
function get(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** The real app, listening, with one route of the test's own that answers when the test says so. */
async function listeningApp() {
  const database = await createTestDatabase();
  const app = await buildApp({ env: testEnv(), db: database });
  let markStarted: () => void = () => undefined;
  let release: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/test/slow', async () => {
    markStarted();
    await released;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const { port } = address;
  const stop = (graceMs: number) =>
    stopGracefully({
      app,
      database,
      logger: createLogger('silent'),
      graceMs,
      schedules: [],
      mailWorker: { stop: async () => undefined },
    });
  return { app, database, port, started, release, stop };
}

describe('stopGracefully (issue 26 §3)', () => {
  it('refuses new connections, lets the request in flight finish, then closes the database', async () => {
    const { database, port, started, release, stop } = await listeningApp();
    const inFlight = get(port, '/test/slow');
    await started;
    const stopped = stop(30_000);
    await expect.poll(() => get(port, '/api/health'), { timeout: 5_000 }).toBe('ECONNREFUSED');
    release();
    expect(await inFlight).toBe(200);
    await stopped;
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('cuts off a request still in flight when the grace ends', async () => {
    const { port, started, release, stop } = await listeningApp();
    const inFlight = get(port, '/test/slow');
    await started;
    const before = Date.now();
    await stop(300);
    expect(Date.now() - before).toBeLessThan(10_000);
    expect(await inFlight).toBe('ECONNRESET');
    release();
  });
});
