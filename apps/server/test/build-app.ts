import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { BuildAppOptions } from '../src/app';
import type { Db } from '../src/db/client';
import { parseEnv } from '../src/env';
import type { Env } from '../src/env';
import type { Clock } from '../src/lib/clock';
import { createTestDatabase } from './db';
import type { TestDatabase } from './db';

/** A test JWT secret: fixed so failures are reproducible; never used outside tests. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/**
 * Env for tests: defaults plus a fixed secret, no list downloads, silent logs, no background job loop
 * (tests drain the queue with `app.jobs.runOnce()`).
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    JWT_SECRET: TEST_JWT_SECRET,
    JOB_WORKER: 'off',
    ...overrides,
  });
  return { ...parsed, JWT_SECRET: parsed.JWT_SECRET ?? TEST_JWT_SECRET };
}

/** A settable clock for tests: starts at `start`, moves only when told. */
export function createTestClock(start = new Date('2026-01-15T10:00:00.000Z')) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date: Date) => {
      current = new Date(date);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  } satisfies Clock & Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Reuse a database (e.g. to inspect it after the app closed); the caller then closes it. */
  database?: TestDatabase;
  webDistDir?: string;
  /** When the start-up index build runs, and a hook to hold builds (see `BuildAppOptions`). */
  screeningIndex?: BuildAppOptions['screeningIndex'];
}

/** The real app over a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const env = testEnv(options.env);
  const app = await buildApp({
    env,
    db: database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.screeningIndex ? { screeningIndex: options.screeningIndex } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    env,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
