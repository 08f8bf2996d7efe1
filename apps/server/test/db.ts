import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the throwaway PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
}

/**
 * A migrated, empty database for one test file. PGlite in memory by default; with TEST_DATABASE_URL
 * a fresh uniquely named PostgreSQL database (dropped by `close()`), so parallel test files never
 * see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = createDatabase({ inMemory: true });
    await handle.migrate();
    return handle;
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `create database "${name}"`);
  const databaseUrl = withDatabase(adminUrl, name);
  const handle = createDatabase({ databaseUrl, maxConnections: 4 });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    ...handle,
    databaseUrl,
    close: async () => {
      await handle.close();
      await runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement (create/drop database) on the server's maintenance connection. */
export async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
