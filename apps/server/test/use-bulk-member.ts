import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { buildTestApp, createTestClock } from './build-app';
import type { TestApp } from './build-app';
import { buildBulkOrganization } from './bulk-test-support';
import { createListsDir, importListsDir } from './search-test-support';

export interface BulkMember {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** Access token of a signed-in member of an organisation whose plan has bulk screening. */
  readonly token: string;
}

/**
 * For a describe block about bulk uploads: an app over the real UN list (imported) with one organisation
 * member allowed to screen in bulk, built in beforeAll and closed in afterAll. Read the fields inside tests.
 */
export function useBulkMember(clockStart = new Date('2026-06-12T08:00:00.000Z')): BulkMember {
  let built: { testApp: TestApp; token: string; removeLists: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const lists = await createListsDir(['un']);
    const testApp = await buildTestApp({
      clock: createTestClock(clockStart),
      env: { LISTS_DIR: lists.dir },
    });
    built = { testApp, token: '', removeLists: lists.remove };
    await importListsDir(testApp.app, testApp.db);
    built.token = (await buildBulkOrganization(testApp.app, testApp.db)).member.token;
  });
  afterAll(async () => {
    await built?.testApp.close();
    await built?.removeLists();
  });
  const current = () => {
    if (built === undefined)
      throw new Error('useBulkMember: built in beforeAll; read it inside a test');
    return built;
  };
  return {
    get app() {
      return current().testApp.app;
    },
    get db() {
      return current().testApp.db;
    },
    get token() {
      return current().token;
    },
  };
}
