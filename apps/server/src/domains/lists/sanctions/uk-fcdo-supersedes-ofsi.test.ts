import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importRunReplySchema,
  listCoverageReplySchema,
  listFreshnessReplySchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createSignedInUser, postSearch } from '../../../../test/search-test-support';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

const OFSI = 'UK OFSI Consolidated List';
const FCDO = 'UK Sanctions List (FCDO)';
/** The full OFSI workbook (4,688 parties) is parsed, written and indexed: slow on a busy machine. */
const IMPORT_TIMEOUT_MS = 300_000;

function result(run: ImportRun, listSource: string) {
  const found = run.results.find((r) => r.listSource === listSource);
  if (!found) throw new Error(`no result for ${listSource} in ${JSON.stringify(run.results)}`);
  return found;
}

// ADR 043: the real OFSI Consolidated List (14/04/2025) and the real FCDO UK Sanctions List excerpt
// (26/03/2026) in one LISTS_DIR. Both are imported and versioned; only the newer edition, the FCDO one,
// is screened, so a party on both (ROSHAN MONEY EXCHANGE: OFSI group 12704, FCDO AFG0002) is answered once.
describe('UK: the FCDO UK Sanctions List supersedes the OFSI Consolidated List', () => {
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;
  let run: ImportRun;

  beforeAll(async () => {
    listsDir = await createListsDir();
    await listsDir.put(
      'uk',
      'ConList.xlsx',
      await readFile(join(SHARED_DATA, 'lists/uk/ConList.xlsx')),
    );
    await listsDir.put(
      'uk',
      'UK-Sanctions-List.xml',
      await readFile(
        join(SHARED_DATA, 'list-formats/uk-fcdo-excerpt/UK-Sanctions-List.excerpt.xml'),
      ),
    );
    testApp = await buildTestApp({ env: { LISTS_DIR: listsDir.dir } });
    admin = await tokenFor(testApp.app, 'admin');
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    expect(response.statusCode, response.body).toBe(200);
    run = importRunReplySchema.parse(response.json()).data;
    await testApp.app.screeningIndex.rebuild();
  }, IMPORT_TIMEOUT_MS);

  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  it('imports and versions both publications', () => {
    expect(result(run, OFSI)).toMatchObject({ outcome: 'activated', entryCount: 4688 });
    expect(result(run, FCDO)).toMatchObject({ outcome: 'activated', entryCount: 45 });
  });

  it('answers a party on both lists once, from the FCDO list, naming only its version', async () => {
    const { token } = await createSignedInUser(testApp.app, testApp.db);
    const response = await postSearch(testApp.app, token, {
      firstName: 'ROSHAN MONEY EXCHANGE',
      sanctionLists: 'uk',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = searchResponseSchema.parse(response.json());
    const listings = data.matches.map(
      (m) => `${m.sanctionEntry.listSource}|${m.sanctionEntry.sourceId}`,
    );
    expect(listings).toContain(`${FCDO}|AFG0002`);
    expect(listings.filter((listing) => listing.startsWith(OFSI))).toEqual([]);
    expect(meta.listVersions).toEqual([
      expect.objectContaining({ listSource: FCDO, versionId: result(run, FCDO).versionId }),
    ]);
  });

  it('no longer screens a party that only the retired OFSI edition names', async () => {
    // Listed by OFSI's 2025 edition (Russia regime), not among the FCDO excerpt's 45 Afghanistan designations.
    const { token } = await createSignedInUser(testApp.app, testApp.db);
    const response = await postSearch(testApp.app, token, {
      firstName: 'Vladimir Vladimirovich',
      lastName: 'PUTIN',
      sanctionLists: 'uk',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = searchResponseSchema.parse(response.json());
    expect(data.matches.filter((m) => m.sanctionEntry.listSource === OFSI)).toEqual([]);
  });

  it('reports freshness and coverage for the served FCDO version only', async () => {
    const freshness = await call(testApp.app, 'GET', '/api/v2/sanctions/freshness', admin);
    const { data } = listFreshnessReplySchema.parse(freshness.json());
    expect(data.lists.map((item) => item.listSource)).toEqual([FCDO]);
    const coverage = await testApp.app.inject({ method: 'GET', url: '/api/v2/sanctions/coverage' });
    const figures = listCoverageReplySchema.parse(coverage.json()).data;
    expect(figures.items.map((item) => item.listSource)).toEqual([FCDO]);
    expect(figures.entries).toBe(45);
  });
});
