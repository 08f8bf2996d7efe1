import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importRunReplySchema,
  listFreshnessReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { listImportRuns } from '../../../db/schema/sanctions';
import { notifications } from '../../../db/schema/users';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

// Issue 24 §4: a list file with NUL bytes made the refresh answer 400 "The request contains a value that
// cannot be stored", with no failed version, no failure in the stats or the freshness, and the run's own
// status update refused (PostgreSQL refuses \u0000 in text and jsonb). Whatever the files hold, the
// refresh answers as usual and the failure is recorded, shown and announced.

/** The OFAC Consolidated (non-SDN) set: real files, small enough to import in seconds. */
const OFAC_CONSOLIDATED = ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'];
const EU_FILE = 'sample_eu_sanctions.xml';
const NUL = '\u0000';

/** `bytes` with two NUL bytes put after each of the first `count` occurrences of `marker`. */
function withNulBytes(bytes: Buffer, marker: string, count: number): Buffer {
  const text = bytes.toString('latin1');
  let out = '';
  let from = 0;
  for (let seen = 0; seen < count; seen += 1) {
    const at = text.indexOf(marker, from);
    if (at < 0) throw new Error(`marker ${marker} found only ${seen} times`);
    out += `${text.slice(from, at + marker.length)}${NUL}${NUL}`;
    from = at + marker.length;
  }
  return Buffer.from(out + text.slice(from), 'latin1');
}

describe('list files holding NUL bytes: the refresh answers, the failure is recorded and shown', () => {
  const clock = createTestClock(new Date('2026-03-02T08:00:00.000Z'));
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let adminId: string;
  const real = new Map<string, Buffer>();

  beforeAll(async () => {
    listsDir = await createListsDir();
    for (const name of OFAC_CONSOLIDATED) {
      const bytes = await readFile(join(SHARED_DATA, 'lists', 'ofac', name));
      real.set(`ofac/${name}`, bytes);
      await listsDir.put('ofac', name, bytes);
    }
    const eu = await readFile(join(SHARED_DATA, 'lists', 'eu', EU_FILE));
    real.set(`eu/${EU_FILE}`, eu);
    await listsDir.put('eu', EU_FILE, eu);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: listsDir.dir } });
    adminId = (await buildUser(testApp.db, { role: 'admin' })).id;
  });

  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  async function refresh() {
    clock.advance(60_000);
    const token = await tokenFor(testApp.app, 'super_admin');
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', token);
    // A refresh is an admin action: it reports failed lists in its run, it never answers 400.
    expect(response.statusCode, response.body).toBe(200);
    return importRunReplySchema.parse(response.json()).data;
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

  /** The failure of `listSource` in the run, in the stats, the freshness and the admins' notifications. */
  async function expectRecordedFailure(
    run: Awaited<ReturnType<typeof refresh>>,
    listSource: string,
  ): Promise<string> {
    const failed = run.results.find((result) => result.listSource === listSource);
    expect(failed?.outcome, JSON.stringify(run)).toBe('failed');
    const reason = failed?.reason ?? '';
    expect(reason).not.toContain(NUL);
    expect(reason.length).toBeLessThanOrEqual(1_000);

    const [stored] = await testApp.db
      .select()
      .from(listImportRuns)
      .where(eq(listImportRuns.id, run.id));
    expect(stored?.status).not.toBe('running');
    expect(stored?.finishedAt).not.toBeNull();

    const admin = await tokenFor(testApp.app, 'admin');
    const stats = sanctionsStatsReplySchema.parse(
      (await call(testApp.app, 'GET', '/api/v2/admin/sanctions/stats', admin)).json(),
    ).data;
    expect(stats.recentFailures[0]).toMatchObject({
      id: failed?.versionId,
      listSource,
      status: 'failed',
      failureReason: reason,
    });
    const user = await tokenFor(testApp.app, 'user');
    const freshness = listFreshnessReplySchema.parse(
      (await call(testApp.app, 'GET', '/api/v2/sanctions/freshness', user)).json(),
    ).data;
    expect(freshness.failedImports).toContainEqual(
      expect.objectContaining({ listSource, failedAt: clock.now().toISOString() }),
    );
    const [notice] = await testApp.db
      .select({ key: notifications.messageKey, params: notifications.messageParams })
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'error')))
      .orderBy(desc(notifications.createdAt));
    expect(notice).toEqual({ key: 'lists.importFailed', params: { listSource, reason } });
    return reason;
  }

  it('imports the real files', async () => {
    const run = await refresh();
    expect(run.status, JSON.stringify(run)).toBe('succeeded');
  });

  it('refuses an OFAC file with NUL bytes inside names, with a reason an admin can act on', async () => {
    const damaged = withNulBytes(real.get('ofac/cons_prim.csv') ?? Buffer.alloc(0), '"ABU ', 3);
    const run = await refreshWith('ofac/cons_prim.csv', damaged);
    const reason = await expectRecordedFailure(run, 'OFAC Consolidated (non-SDN)');
    expect(reason).toMatch(/^\d+ of [\d,]+ entries hold characters that cannot be stored/);
    expect(run.results.find((r) => r.listSource === 'EU Financial Sanctions Files')?.outcome).toBe(
      'unchanged',
    );
  });

  it('records an EU XML with NUL bytes as failed, its reason (which quotes the file) made storable', async () => {
    // In the XML declaration: the parser refuses the file and its reason quotes the file's first line.
    const damaged = withNulBytes(real.get(`eu/${EU_FILE}`) ?? Buffer.alloc(0), '<?xml ver', 1);
    const run = await refreshWith(`eu/${EU_FILE}`, damaged);
    await expectRecordedFailure(run, 'EU Financial Sanctions Files');
  });

  it('records an EU XML with NUL bytes inside its names as failed', async () => {
    const damaged = withNulBytes(real.get(`eu/${EU_FILE}`) ?? Buffer.alloc(0), 'wholeName="', 5);
    const run = await refreshWith(`eu/${EU_FILE}`, damaged);
    await expectRecordedFailure(run, 'EU Financial Sanctions Files');
  });

  it('records a file made of NUL bytes as failed', async () => {
    const run = await refreshWith(`eu/${EU_FILE}`, Buffer.alloc(4_096));
    await expectRecordedFailure(run, 'EU Financial Sanctions Files');
  });
});
