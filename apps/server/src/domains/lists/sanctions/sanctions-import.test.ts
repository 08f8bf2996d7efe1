import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importRunReplySchema,
  listVersionsReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import { screen } from '@sanctions/screening';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { countEntries } from './sanctions.queries';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

// No alt.csv: the later SDN edition below has primary names only, and a set that loses the aliases of
// alt.csv is refused (ADR 011; damaged-list-files.test.ts). Remark aliases (a.k.a. in sdn.csv) stay.
const OFAC_FILES = [
  'sdn.csv',
  'add.csv',
  'cons_prim.csv',
  'cons_add.csv',
  'cons_alt.csv',
  'cons_comments.csv',
];
/** Each import parses ~14k records, writes them and rebuilds the index: minutes on a busy shared machine. */
const IMPORT_TIMEOUT_MS = 240_000;
const LATER_SDN = join(SHARED_DATA, 'list-formats/ofac-sdn-2024-05-03/sdn.csv');

/** ent_num -> primary name of a legacy sdn.csv, read independently of the parsers (one record per line). */
function readSdnNames(bytes: Buffer): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of bytes.toString('latin1').split(/\r?\n/)) {
    const match = /^(\d+),"([^"]*)"/.exec(line);
    if (match?.[1] && match[2] !== undefined) names.set(match[1], match[2]);
  }
  return names;
}

function result(run: ImportRun, listSource: string) {
  const found = run.results.find((r) => r.listSource === listSource);
  if (!found) throw new Error(`no result for ${listSource} in ${JSON.stringify(run.results)}`);
  return found;
}

// The full flow on the real OFAC files in one file: these imports are the expensive part (~14k records each).
describe('OFAC import, new edition delta and re-import', () => {
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;
  let firstSdnVersion: string;

  beforeAll(async () => {
    listsDir = await createListsDir();
    for (const name of OFAC_FILES) {
      await listsDir.put('ofac', name, await readFile(join(SHARED_DATA, 'lists/ofac', name)));
    }
    testApp = await buildTestApp({ env: { LISTS_DIR: listsDir.dir } });
    admin = await tokenFor(testApp.app, 'admin');
  });

  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  it(
    'imports the SDN and Consolidated sets as two active versions with the published counts',
    async () => {
      expect(testApp.app.screeningIndex.current()).toBeUndefined();
      const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
      expect(response.statusCode).toBe(200);
      const body = importRunReplySchema.parse(response.json());
      expect(body.message).toBe('Sanctions data refreshed');
      expect(body.data.status).toBe('succeeded');
      const sdn = result(body.data, 'OFAC SDN');
      expect(sdn).toMatchObject({ outcome: 'activated', entryCount: 13_821, addedCount: 13_821 });
      expect(result(body.data, 'OFAC Consolidated (non-SDN)')).toMatchObject({
        outcome: 'activated',
        entryCount: 442,
      });
      firstSdnVersion = sdn.versionId ?? '';
      expect(await countEntries(testApp.db, firstSdnVersion)).toBe(13_821);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('answers the stats with totals and the per-list breakdown', async () => {
    const response = await call(testApp.app, 'GET', '/api/v2/admin/sanctions/stats', admin);
    const { data } = sanctionsStatsReplySchema.parse(response.json());
    expect(data.totalEntries).toBe(13_821 + 442);
    expect(data.lastUpdate).not.toBeNull();
    expect(
      data.listBreakdown.map((b) => [b.sanctionList, b.listSource, b.count, b.status]),
    ).toEqual([
      ['ofac', 'OFAC Consolidated (non-SDN)', 442, 'active'],
      ['ofac', 'OFAC SDN', 13_821, 'active'],
    ]);
    expect(data.recentFailures).toEqual([]);
  });

  it(
    'imports the later SDN edition with the right delta and supersedes the first one',
    async () => {
      const before = readSdnNames(await readFile(join(SHARED_DATA, 'lists/ofac/sdn.csv')));
      const afterBytes = await readFile(LATER_SDN);
      const after = readSdnNames(afterBytes);
      expect([before.size, after.size]).toEqual([13_821, 14_965]);
      const added = [...after.keys()].filter((id) => !before.has(id));
      const removed = [...before.keys()].filter((id) => !after.has(id));
      const kept = [...after.keys()].filter((id) => before.has(id));

      // Only the SDN primary file is offered: the Consolidated set has no file and must stay untouched.
      await listsDir.clear('ofac');
      await listsDir.put('ofac', 'sdn.csv', afterBytes);
      const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
      const run = importRunReplySchema.parse(response.json()).data;
      expect(run.results.map((r) => r.listSource)).toEqual(['OFAC SDN']);
      const sdn = result(run, 'OFAC SDN');
      expect(sdn).toMatchObject({
        outcome: 'activated',
        entryCount: 14_965,
        addedCount: added.length,
        removedCount: removed.length,
      });
      // This edition has no aliases or addresses, so kept records mostly differ; none can be counted twice.
      expect(sdn.changedCount).toBeGreaterThan(0);
      expect(sdn.changedCount).toBeLessThanOrEqual(kept.length);

      const versions = listVersionsReplySchema.parse(
        (
          await call(
            testApp.app,
            'GET',
            '/api/v2/admin/sanctions/versions?sanctionList=ofac',
            admin,
          )
        ).json(),
      ).data.versions;
      const newest = versions.find((v) => v.id === sdn.versionId);
      const first = versions.find((v) => v.id === firstSdnVersion);
      expect(first?.status).toBe('superseded');
      expect(newest).toMatchObject({ status: 'active', fileNames: ['ofac/sdn.csv'] });
      expect(newest?.delta?.added.every((id) => added.includes(id))).toBe(true);
      expect(newest?.delta?.removed).toEqual(
        removed.sort((a, b) => Number(a) - Number(b)).slice(0, newest?.delta?.removed.length),
      );
      expect(newest?.delta?.changed.every((id) => kept.includes(id))).toBe(true);
      // Nothing is deleted: the superseded version keeps its entries.
      expect(await countEntries(testApp.db, firstSdnVersion)).toBe(13_821);
      expect(versions.find((v) => v.listSource === 'OFAC Consolidated (non-SDN)')?.status).toBe(
        'active',
      );

      const newName = after.get(added[0] ?? '') ?? '';
      const snapshot = testApp.app.screeningIndex.current();
      expect(snapshot?.versions.map((v) => v.versionId)).toContain(sdn.versionId);
      if (!snapshot) throw new Error('the index was not rebuilt');
      const outcome = screen(snapshot.index, {
        firstName: '',
        lastName: newName,
        arabicName: '',
        searchType: 'exact',
        lists: ['ofac'],
      });
      // The same ent_num may also sit in the Consolidated list (a party moved to the SDN list): look for the SDN one.
      const found = outcome.matches.map((m) => [
        m.entity.listSource,
        m.entity.sourceId,
        m.confidence,
      ]);
      expect(found).toContainEqual(['OFAC SDN', added[0], 100]);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('reports a re-import of identical files as unchanged and creates no version', async () => {
    const countBefore = listVersionsReplySchema.parse(
      (await call(testApp.app, 'GET', '/api/v2/admin/sanctions/versions', admin)).json(),
    ).data.versions.length;
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    const run = importRunReplySchema.parse(response.json()).data;
    expect(run.status).toBe('succeeded');
    expect(result(run, 'OFAC SDN')).toMatchObject({ outcome: 'unchanged', entryCount: 14_965 });
    const countAfter = listVersionsReplySchema.parse(
      (await call(testApp.app, 'GET', '/api/v2/admin/sanctions/versions', admin)).json(),
    ).data.versions.length;
    expect(countAfter).toBe(countBefore);
  });
});
