import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';
import { takePgliteDatabase } from './pglite-pool';
import { runAdmin, withDatabase, withoutCommitFlush } from './pg-admin';

export { runAdmin };

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the throwaway PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
}

/** The migrated empty database the server project's global setup prepares once per run (ADR 022). */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; /** Tarball of the migrated data directory. */ path: string }
  | {
      kind: 'postgres';
      /** Name of the migrated template database on TEST_DATABASE_URL's server. */ name: string;
      /** Start of every copy's name in this run: the teardown drops any copy still there. */
      copyPrefix: string;
    };

/**
 * A migrated, empty database for one test file. PGlite in memory by default; with TEST_DATABASE_URL
 * a fresh uniquely named PostgreSQL database (dropped by `close()`), so parallel test files never
 * see each other's rows. Both are copies of the run's migrated template when the global setup made one
 * (`test/global-setup.ts`), otherwise migrated from scratch; either way `migrate()` then runs on the copy,
 * which finds nothing left to apply and sets the per-database settings a copy does not inherit.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = providedTemplate();
  if (!adminUrl) {
    if (template?.kind === 'pglite') return takePgliteDatabase(await pgliteTemplate(template.path));
    const handle = createDatabase({ inMemory: true });
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const prefix = template?.kind === 'postgres' ? template.copyPrefix : `test_${process.pid}_`;
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  await runAdmin(
    adminUrl,
    template?.kind === 'postgres'
      ? `create database "${name}" template "${template.name}"`
      : `create database "${name}"`,
    withoutCommitFlush(name),
  );
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
      // Waited for: a drop left running behind the next file made its checkpoint stall that file's timing-sensitive
      // queries (ADR 022, fourth addendum). The global teardown still drops any copy a killed file left.
      await runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The template of this run, or undefined outside the server project's global setup (e.g. a bare script). */
function providedTemplate(): TestDatabaseTemplate | undefined {
  try {
    const template: TestDatabaseTemplate | undefined = inject('testDatabaseTemplate');
    return template;
  } catch {
    return undefined; // not inside a Vitest run
  }
}

// The tarball is read once per test file's module graph; every database of the file loads a copy of it.
let pgliteTarball: Promise<Blob> | undefined;
function pgliteTemplate(path: string): Promise<Blob> {
  pgliteTarball ??= readFile(path).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return pgliteTarball;
}
