import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crawlReplySchema,
  importRunReplySchema,
  listCoverageReplySchema,
} from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { countNamedCountries } from '../../screening';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

const COVERAGE = '/api/v2/sanctions/coverage';

async function crawl(testApp: TestApp, admin: string): Promise<void> {
  const started = crawlReplySchema.parse(
    (await call(testApp.app, 'POST', '/api/v2/admin/sanctions/crawl', admin)).json(),
  );
  for (;;) {
    const response = await call(
      testApp.app,
      'GET',
      `/api/v2/admin/sanctions/jobs/${started.data.jobId}`,
      admin,
    );
    if (importRunReplySchema.parse(response.json()).data.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /api/v2/sanctions/coverage', () => {
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    listsDir = await createListsDir();
    await listsDir.put(
      'un',
      'consolidated.xml',
      await readFile(join(SHARED_DATA, 'lists/un/consolidated.xml')),
    );
    await listsDir.put(
      'eu',
      'sample_eu_sanctions.xml',
      await readFile(join(SHARED_DATA, 'lists/eu/sample_eu_sanctions.xml')),
    );
    testApp = await buildTestApp({ env: { LISTS_DIR: listsDir.dir } });
  });
  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  it('answers a visitor without a token, with zeros while no list is served', async () => {
    const response = await call(testApp.app, 'GET', COVERAGE);
    expect(response.statusCode).toBe(200);
    expect(listCoverageReplySchema.parse(response.json()).data).toEqual({
      publications: 0,
      regimes: [],
      entries: 0,
      countries: 0,
      builtAt: null,
      items: [],
    });
  });

  it('counts the publications, entries and named countries of the lists actually served', async () => {
    await crawl(testApp, await tokenFor(testApp.app, 'admin'));
    const coverage = listCoverageReplySchema.parse(
      (await call(testApp.app, 'GET', COVERAGE)).json(),
    ).data;

    const active = await testApp.db
      .select()
      .from(listVersions)
      .where(eq(listVersions.status, 'active'));
    const stored = await testApp.db
      .select({ data: sanctionEntries.data })
      .from(sanctionEntries)
      .innerJoin(listVersions, eq(listVersions.id, sanctionEntries.listVersionId))
      .where(eq(listVersions.status, 'active'));

    expect(coverage.publications).toBe(active.length);
    expect(coverage.items.map((item) => item.listSource).sort()).toEqual(
      active.map((version) => version.listSource).sort(),
    );
    expect([...coverage.regimes].sort()).toEqual(['eu', 'un']);
    expect(coverage.entries).toBe(stored.length);
    expect(coverage.entries).toBe(testApp.app.screeningIndex.current()?.index.size);
    // The same records read back from the database name the same countries as the served index.
    expect(coverage.countries).toBe(countNamedCountries(stored.map((row) => row.data)));
    expect(coverage.countries).toBeGreaterThan(10);
    expect(coverage.countries).toBeLessThan(250);
    expect(coverage.builtAt).not.toBeNull();
  });
});
