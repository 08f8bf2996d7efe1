import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importRunReplySchema,
  listCoverageReplySchema,
  listFreshnessReplySchema,
  listVersionsReplySchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import type { ImportRun, SanctionList } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createSignedInUser, postSearch } from '../../../../test/search-test-support';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

const MORE = join(SHARED_DATA, 'lists-more');
/** Four real publications (about 10,700 records) are parsed, written and indexed: slow on a busy machine. */
const IMPORT_TIMEOUT_MS = 300_000;

/** Each new list: its real file, the records PROVENANCE.md counts, and one real listed party to find. */
const LISTS = [
  {
    list: 'ca',
    file: 'ca-sema/sema-lmes.xml',
    name: 'sema-lmes.xml',
    listSource: 'Canada Consolidated Autonomous Sanctions List',
    entries: 4759,
    query: { firstName: 'Aleksandr Grigoryevich', lastName: 'Lukashenko' },
    sourceId: 'Belarus / 1, Part 1 / 8',
  },
  {
    list: 'au',
    file: 'au-dfat/regulation8_consolidated.xlsx',
    name: 'Australian_Sanctions_Consolidated_List.xlsx',
    listSource: 'Australia DFAT Consolidated List',
    entries: 3062,
    query: { firstName: 'Mohammad Hassan', lastName: 'Akhund' },
    sourceId: '2',
  },
  {
    list: 'us_csl',
    file: 'us-csl/csl.csv',
    name: 'consolidated.csv',
    listSource: 'US Consolidated Screening List (export controls)',
    entries: 42,
    query: { firstName: '54th Research Institute of China' },
    sourceId: 'EL: 54th Research Institute of China',
  },
  {
    list: 'jp',
    file: 'jp-mof/shisantouketsu20260305.xlsx',
    name: 'shisantouketsu20260305.xlsx',
    listSource: 'Japan MOF Asset Freeze List',
    entries: 2862,
    query: { firstName: 'Vladimir', lastName: 'Putin' },
    sourceId: '29-1',
  },
] as const satisfies readonly {
  list: SanctionList;
  file: string;
  name: string;
  listSource: string;
  entries: number;
  query: Record<string, string>;
  sourceId: string;
}[];

function result(run: ImportRun, listSource: string) {
  const found = run.results.find((r) => r.listSource === listSource);
  if (!found) throw new Error(`no result for ${listSource} in ${JSON.stringify(run.results)}`);
  return found;
}

// Issue 25: Canada, Australia, the US export lists and Japan imported from their real files through the
// admin route, then screened with each list's filter, like the first four lists.
describe('Canada, Australia, US CSL and Japan: real files imported, versioned and searchable', () => {
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;
  let firstRun: ImportRun;

  beforeAll(async () => {
    listsDir = await createListsDir();
    for (const { list, file, name } of LISTS) {
      await listsDir.put(list, name, await readFile(join(MORE, file)));
    }
    testApp = await buildTestApp({ env: { LISTS_DIR: listsDir.dir } });
    admin = await tokenFor(testApp.app, 'admin');
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    expect(response.statusCode, response.body).toBe(200);
    firstRun = importRunReplySchema.parse(response.json()).data;
    await testApp.app.screeningIndex.rebuild();
    while ((await testApp.app.jobs.runOnce()) > 0) {
      // the activation's follow-up jobs (re-screens, webhooks) may queue others
    }
  }, IMPORT_TIMEOUT_MS);

  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  it('activates one first version per publication with every record of the file', () => {
    expect(firstRun.status, JSON.stringify(firstRun.results)).toBe('succeeded');
    for (const { list, listSource, entries } of LISTS) {
      expect(result(firstRun, listSource)).toMatchObject({
        sanctionList: list,
        outcome: 'activated',
        entryCount: entries,
        addedCount: entries,
        removedCount: 0,
      });
    }
  });

  it.each(LISTS)(
    'finds a real party of $list with that list as the filter, naming the version searched',
    async ({ list, listSource, query, sourceId }) => {
      const { token } = await createSignedInUser(testApp.app, testApp.db);
      const response = await postSearch(testApp.app, token, { ...query, sanctionLists: list });
      expect(response.statusCode, response.body).toBe(200);
      const { data, meta } = searchResponseSchema.parse(response.json());
      expect(data.matches.length).toBeGreaterThan(0);
      expect(data.matches.every((m) => m.sanctionEntry.sanctionList === list)).toBe(true);
      expect(data.matches.map((m) => m.sanctionEntry.sourceId)).toContain(sourceId);
      const versionId = result(firstRun, listSource).versionId;
      expect(meta.listVersions).toEqual([
        expect.objectContaining({ sanctionList: list, listSource, versionId }),
      ]);
    },
  );

  it('counts the new lists in the public coverage figures, as served', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/sanctions/coverage' });
    expect(response.statusCode).toBe(200);
    const { data } = listCoverageReplySchema.parse(response.json());
    expect([...data.regimes].sort()).toEqual(['au', 'ca', 'jp', 'us_csl']);
    expect(data.publications).toBe(4);
    expect(data.entries).toBe(LISTS.reduce((sum, l) => sum + l.entries, 0));
  });

  it('reports each new list fresh, and only the lists this installation screens as expected', async () => {
    const response = await call(testApp.app, 'GET', '/api/v2/sanctions/freshness', admin);
    expect(response.statusCode).toBe(200);
    const { data } = listFreshnessReplySchema.parse(response.json());
    // LISTS_DIR has only these four folders and the tests never download: OFAC, UN, EU, UK are not offered.
    expect(data.expectedLists).toEqual(['ca', 'au', 'us_csl', 'jp']);
    expect(data.lists.map((item) => item.sanctionList).sort()).toEqual([
      'au',
      'ca',
      'jp',
      'us_csl',
    ]);
    expect(data.lists.every((item) => !item.isStale)).toBe(true);
  });

  it(
    "keeps Canada's current version when an older edition with far fewer records arrives (ADR 011)",
    async () => {
      const active = result(firstRun, LISTS[0].listSource).versionId;
      // The real 2020 edition: 1,369 records against 4,759, a drop beyond the integrity threshold.
      await listsDir.put(
        'ca',
        'sema-lmes.xml',
        await readFile(join(MORE, 'ca-sema/2020-04-15/sema-lmes.xml')),
      );
      const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
      expect(response.statusCode, response.body).toBe(200);
      const run = importRunReplySchema.parse(response.json()).data;
      expect(result(run, LISTS[0].listSource)).toMatchObject({ outcome: 'failed' });
      expect(result(run, LISTS[1].listSource)).toMatchObject({ outcome: 'unchanged' });

      const versions = await call(
        testApp.app,
        'GET',
        '/api/v2/admin/sanctions/versions?sanctionList=ca',
        admin,
      );
      const { data } = listVersionsReplySchema.parse(versions.json());
      expect(data.versions.find((v) => v.status === 'active')).toMatchObject({
        id: active,
        entryCount: 4759,
      });
      expect(data.versions.find((v) => v.status === 'failed')).toBeDefined();
    },
    IMPORT_TIMEOUT_MS,
  );

  it('answers 401 and 403 on the import route to a visitor and a plain user', async () => {
    expect((await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh')).statusCode).toBe(
      401,
    );
    const user = await tokenFor(testApp.app, 'user');
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', user);
    expect(response.statusCode).toBe(403);
  });
});
