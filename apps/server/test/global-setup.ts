import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import type { TestDatabaseTemplate } from './db';
import { databasesStartingWith, runAdmin, withDatabase, withoutCommitFlush } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template every test file's database is copied from (see `createTestDatabase`). */
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Vitest global setup of the server project: migrates ONE empty database per run and hands it to the test
 * files as a template (ADR 022). PGlite: the migrated data directory as a tarball in a temporary file;
 * PostgreSQL (TEST_DATABASE_URL): a uniquely named database that `create database … template` copies.
 * Both are removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `test_template_${suffix}`;
    const copyPrefix = `test_${suffix}_`;
    await runAdmin(adminUrl, `create database "${name}"`, withoutCommitFlush(name));
    const drop = async () => {
      await runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
      // A file stopped before its `close()` (a timeout, a killed worker) leaves its copy behind; a copy whose own
      // drop is still running may refuse a second one, and that drop finishes it anyway.
      for (const copy of await databasesStartingWith(adminUrl, copyPrefix)) {
        await runAdmin(adminUrl, `drop database if exists "${copy}" with (force)`).catch(
          () => undefined,
        );
      }
    };
    // One connection, closed before any copy: `create database … template` refuses a template in use.
    const handle = createDatabase({ databaseUrl: withDatabase(adminUrl, name), maxConnections: 1 });
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      await drop();
      throw error;
    }
    await handle.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', name, copyPrefix });
    return drop;
  }
  const handle = createDatabase({ inMemory: true });
  const path = join(tmpdir(), `sanctions-test-template-${suffix}.tar`);
  try {
    await handle.migrate();
    if (!handle.dumpDataDir) throw new Error('global-setup: PGlite handle without dumpDataDir');
    const tarball = await handle.dumpDataDir();
    await writeFile(path, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'pglite', path });
  return () => rm(path, { force: true });
}
