import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANCTIONS_MESSAGES,
  importRunReplySchema,
  listFreshnessReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import { screen } from '@sanctions/screening';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { notifications } from '../../../db/schema/users';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

/** Every real list file, by LISTS_DIR sub-folder. */
const REAL_FILES: [string, string][] = [
  ['ofac', 'sdn.csv'],
  ['ofac', 'add.csv'],
  ['ofac', 'alt.csv'],
  ['ofac', 'cons_prim.csv'],
  ['ofac', 'cons_add.csv'],
  ['ofac', 'cons_alt.csv'],
  ['ofac', 'cons_comments.csv'],
  ['un', 'consolidated.xml'],
  ['eu', 'sample_eu_sanctions.xml'],
  ['uk', 'ConList.xlsx'],
];
/** Parsing every list and writing ~30k records takes minutes on a busy shared machine. */
const IMPORT_TIMEOUT_MS = 300_000;
/** An alias of OFAC SDN ent_num 173 (primary name "ANGLO-CARIBBEAN CO., LTD."): found only through alt.csv. */
const ALIAS_ONLY = { name: 'AVIA IMPORT', sourceId: '173' };

describe('damaged list files are refused loudly; the previous version stays active', () => {
  const clock = createTestClock(new Date('2026-03-02T08:00:00.000Z'));
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;
  let adminId: string;
  const real = new Map<string, Buffer>();
  const active = new Map<string, string>();

  beforeAll(async () => {
    listsDir = await createListsDir();
    for (const [list, name] of REAL_FILES) {
      const bytes = await readFile(join(SHARED_DATA, 'lists', list, name));
      real.set(`${list}/${name}`, bytes);
      await listsDir.put(list, name, bytes);
    }
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: listsDir.dir } });
    const user = await buildUser(testApp.db, { role: 'admin' });
    adminId = user.id;
    admin = await tokenFor(testApp.app, 'admin');
  }, IMPORT_TIMEOUT_MS);

  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  async function refresh(): Promise<{ run: ImportRun; message: string | undefined }> {
    clock.advance(60_000);
    // Access tokens are short-lived and the clock moves: sign in afresh for each refresh.
    const token = await tokenFor(testApp.app, 'admin');
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', token);
    expect(response.statusCode, response.body).toBe(200);
    const body = importRunReplySchema.parse(response.json());
    return { run: body.data, message: body.message };
  }

  function aliasOnlyHits(): string[] {
    const snapshot = testApp.app.screeningIndex.current();
    if (!snapshot) throw new Error('no screening index');
    const outcome = screen(snapshot.index, {
      firstName: '',
      lastName: ALIAS_ONLY.name,
      arabicName: '',
      searchType: 'exact',
      lists: ['ofac'],
    });
    return outcome.matches
      .filter((match) => match.entity.listSource === 'OFAC SDN')
      .map((match) => match.entity.sourceId);
  }

  async function failureNotices(): Promise<{ key: string | null; params: unknown }[]> {
    const rows = await testApp.db
      .select({ key: notifications.messageKey, params: notifications.messageParams })
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'error')))
      .orderBy(desc(notifications.createdAt));
    return rows;
  }

  async function freshnessFailures() {
    const user = await tokenFor(testApp.app, 'user');
    const response = await call(testApp.app, 'GET', '/api/v2/sanctions/freshness', user);
    return listFreshnessReplySchema.parse(response.json()).data.failedImports;
  }

  /** Puts `bytes` in place of one real file, refreshes, and puts the real file back. */
  async function refreshWith(file: string, bytes: Uint8Array) {
    const [list = '', name = ''] = file.split('/');
    await listsDir.put(list, name, bytes);
    try {
      return await refresh();
    } finally {
      await listsDir.put(list, name, real.get(file) ?? new Uint8Array());
    }
  }

  /** What every refused publication must leave behind: a readable failure, the old data, admins told. */
  async function expectRefused(run: ImportRun, message: string | undefined, listSource: string) {
    const failed = run.results.find((result) => result.listSource === listSource);
    expect(
      {
        outcome: failed?.outcome,
        status: run.status,
        message,
        activeKept: run.results.every((r) => r.outcome !== 'activated'),
        aliasHits: aliasOnlyHits(),
      },
      JSON.stringify({ results: run.results, errors: run.errors }),
    ).toEqual({
      outcome: 'failed',
      status: 'partial',
      message: SANCTIONS_MESSAGES.refreshFailed,
      activeKept: true,
      aliasHits: [ALIAS_ONLY.sourceId],
    });
    const stats = sanctionsStatsReplySchema.parse(
      (await call(testApp.app, 'GET', '/api/v2/admin/sanctions/stats', admin)).json(),
    ).data;
    for (const item of stats.listBreakdown) {
      expect(item.versionId, item.listSource).toBe(active.get(item.listSource));
    }
    expect(stats.recentFailures[0]).toMatchObject({
      id: failed?.versionId,
      listSource,
      status: 'failed',
      failureReason: failed?.reason,
    });
    expect((await failureNotices())[0]).toEqual({
      key: 'lists.importFailed',
      params: { listSource, reason: failed?.reason },
    });
    expect(await freshnessFailures()).toContainEqual(
      expect.objectContaining({ listSource, failedAt: clock.now().toISOString() }),
    );
    return failed?.reason ?? '';
  }

  it(
    'imports the healthy files and finds an entry by an alias alone',
    async () => {
      const { run } = await refresh();
      expect(run.status).toBe('succeeded');
      expect(run.results.map((r) => [r.listSource, r.outcome])).toEqual(
        expect.arrayContaining([
          ['OFAC SDN', 'activated'],
          ['OFAC Consolidated (non-SDN)', 'activated'],
          ['UN Consolidated List', 'activated'],
          ['EU Financial Sanctions Files', 'activated'],
          ['UK OFSI Consolidated List', 'activated'],
        ]),
      );
      for (const result of run.results) active.set(result.listSource, result.versionId ?? '');
      expect(aliasOnlyHits()).toEqual([ALIAS_ONLY.sourceId]);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses an OFAC alt.csv with damaged rows (broken quotes and truncated lines)',
    async () => {
      const lines = (real.get('ofac/alt.csv') ?? Buffer.alloc(0)).toString('latin1').split('\r\n');
      const damaged = lines.map((line, index) => {
        if (index % 10 === 0) return line.replace(/",-0-/, ',-0-');
        if (index % 10 === 5) return line.slice(0, Math.floor(line.length / 2));
        return line;
      });
      const { run, message } = await refreshWith(
        'ofac/alt.csv',
        Buffer.from(damaged.join('\r\n'), 'latin1'),
      );
      const reason = await expectRefused(run, message, 'OFAC SDN');
      expect(reason).toMatch(/^ofac\/alt\.csv: [\d,]+ of [\d,]+ rows are damaged/);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses a UN XML overwritten with garbage',
    async () => {
      const garbage = Buffer.alloc(200_000);
      for (let i = 0; i < garbage.length; i += 1) garbage[i] = (i * 7919 + 13) % 251;
      const { run, message } = await refreshWith('un/consolidated.xml', garbage);
      const reason = await expectRefused(run, message, 'UN Consolidated List');
      expect(reason).toMatch(/^un\/consolidated\.xml: not a UN Consolidated List XML file/);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses an empty EU XML',
    async () => {
      const { run, message } = await refreshWith('eu/sample_eu_sanctions.xml', new Uint8Array());
      const reason = await expectRefused(run, message, 'EU Financial Sanctions Files');
      expect(reason).toBe('eu/sample_eu_sanctions.xml: the file is empty');
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses a ConList.xlsx holding CSV text',
    async () => {
      const csv = real.get('ofac/cons_prim.csv') ?? Buffer.alloc(0);
      const { run, message } = await refreshWith('uk/ConList.xlsx', csv);
      const reason = await expectRefused(run, message, 'UK OFSI Consolidated List');
      expect(reason).toMatch(/^uk\/ConList\.xlsx: named as an Excel workbook but holds text/);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses an OFAC set that lost more aliases than the threshold allows',
    async () => {
      const lines = (real.get('ofac/alt.csv') ?? Buffer.alloc(0)).toString('latin1').split('\r\n');
      // Every fifth alias row is gone; the rest is intact and well formed (the alias-only entry is kept).
      const fewer = lines.filter((_, index) => index % 5 !== 4);
      const { run, message } = await refreshWith(
        'ofac/alt.csv',
        Buffer.from(fewer.join('\r\n'), 'latin1'),
      );
      const reason = await expectRefused(run, message, 'OFAC SDN');
      expect(reason).toMatch(/aliases fell from [\d,]+ to [\d,]+ \(-\d+(\.\d)? %\)/);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'imports the healthy files again: success, the failures resolved',
    async () => {
      const { run, message } = await refresh();
      expect(run.status).toBe('succeeded');
      expect(message).toBe(SANCTIONS_MESSAGES.refreshed);
      expect(run.results.every((r) => r.outcome === 'unchanged')).toBe(true);
      expect(aliasOnlyHits()).toEqual([ALIAS_ONLY.sourceId]);
      expect(await freshnessFailures()).toEqual([]);
    },
    IMPORT_TIMEOUT_MS,
  );
});
