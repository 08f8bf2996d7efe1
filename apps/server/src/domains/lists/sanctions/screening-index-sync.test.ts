import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRunReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

// LISTEN/NOTIFY needs a real PostgreSQL server (`npm run test:pg`); PGlite is one process with one index.
describe.skipIf(!process.env.TEST_DATABASE_URL)('screening index across instances', () => {
  let database: TestDatabase;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    listsDir = await createListsDir();
    const eu = await readFile(join(SHARED_DATA, 'lists/eu/sample_eu_sanctions.xml'));
    await listsDir.put('eu', 'sample_eu_sanctions.xml', eu);
    first = await buildTestApp({ database, env: { LISTS_DIR: listsDir.dir } });
    second = await buildTestApp({ database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await listsDir?.remove();
  });

  it('rebuilds the other instance when a version is activated (NOTIFY list_versions)', async () => {
    expect(second.app.screeningIndex.current()).toBeUndefined();
    const admin = await tokenFor(first.app, 'admin');
    const response = await call(first.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    const run = importRunReplySchema.parse(response.json()).data;
    const versionId = run.results[0]?.versionId;
    expect(run.results[0]?.outcome).toBe('activated');
    // The notification arrives asynchronously; the test timeout bounds the wait.
    while (second.app.screeningIndex.current() === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second.app.screeningIndex.current()?.versions.map((v) => v.versionId)).toEqual([
      versionId,
    ]);
    expect(second.app.screeningIndex.current()?.index.size).toBe(7);
  });
});
