import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@sanctions/server/db/client';
import { users } from '@sanctions/server/db/schema/users';
import { hashPassword } from '@sanctions/server/lib/password';
import { runAdmin } from '@sanctions/server/test/db';
import { freePort } from '@sanctions/server/test/free-port';

export type BenchRuntime = 'pglite' | 'postgres';

/** The server's entry file, found through its package exports (the child runs it with tsx, as `npm run dev` does). */
const SERVER_ENTRY = fileURLToPath(import.meta.resolve('@sanctions/server/server'));
const BENCH_PASSWORD = 'Bench-Password-9!';
const ADMIN_EMAIL = 'bench-admin@example.test';

export interface BenchServer {
  baseUrl: string;
  runtime: BenchRuntime;
  /** E-mails of the searching users (password {@link BENCH_PASSWORD}). */
  userEmails: string[];
  password: string;
  adminEmail: string;
  /** The fresh PostgreSQL database the server runs on (undefined on PGlite). */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/**
 * A real server in a child process (tsx, production mode) on a fresh database: a temporary PGlite
 * DATA_DIR, or a new PostgreSQL database dropped afterwards. The searching users are inserted before
 * start-up with limits high enough never to block.
 */
export async function startBenchServer(options: {
  runtime: BenchRuntime;
  listsDir: string;
  users: number;
  adminDatabaseUrl: string;
  /** Extra environment for the server (e.g. SERVER_WORKERS); wins over the bench's own environment. */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const bench = await createBenchDatabase(options.runtime, options.adminDatabaseUrl);
  const { dataDir, databaseUrl } = bench;
  const userEmails = Array.from({ length: options.users }, (_, i) => `bench-${i}@example.test`);
  const database = createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await database.migrate();
    const password = await hashPassword(BENCH_PASSWORD);
    await database.db.insert(users).values(
      userEmails.map((email, i) => ({
        email,
        password,
        firstName: 'Bench',
        lastName: `User ${i}`,
        isVerified: true,
        maxSearchesPerDay: 1_000_000_000,
        maxSearchesPerMonth: 1_000_000_000,
      })),
    );
  } finally {
    await database.close();
  }

  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS adds Node options to the server only (e.g. --cpu-prof for a profile).
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LISTS_DIR: options.listsDir,
      LIST_DOWNLOAD_ENABLED: 'false',
      LIST_REFRESH_HOURS: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await bench.drop();
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    runtime: options.runtime,
    userEmails,
    password: BENCH_PASSWORD,
    adminEmail: ADMIN_EMAIL,
    databaseUrl,
    stop,
  };
}

export interface BenchDatabase {
  /** PGlite DATA_DIR (also the server's data folder on PostgreSQL). */
  dataDir: string;
  /** The fresh PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Drops the database and removes the data folder. */
  drop(): Promise<void>;
}

/** A temporary data folder and, on PostgreSQL, a new uniquely named database (not migrated yet). */
export async function createBenchDatabase(
  runtime: BenchRuntime,
  adminDatabaseUrl: string,
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-bench-'));
  if (runtime === 'pglite') {
    return {
      dataDir,
      databaseUrl: undefined,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminDatabaseUrl, `create database "${name}"`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await runAdmin(adminDatabaseUrl, `drop database if exists "${name}" with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('server did not become healthy within 180 s');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
