import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importRunReplySchema,
  listUpdateChangesReplySchema,
  listUpdateEntryDetailReplySchema,
  listUpdatesReplySchema,
} from '@sanctions/contracts';
import type { ImportRunResult, Role } from '@sanctions/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sanctionEntries } from '../../../db/schema/sanctions';
import { notifications } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { signIn } from '../../../../test/auth-test-support';
import { buildUser } from '../../../../test/factories';
import { SHARED_LISTS_DIR } from '../../../../test/search-test-support';

/** A later UN edition: CDi.001 dropped, CDi.002 amended (gender, nationality), CDi.999 new. */
function laterEdition(unXml: string): string {
  const records = unXml.match(/<INDIVIDUAL>[\s\S]*?<\/INDIVIDUAL>\s*/g) ?? [];
  const [first, second] = records;
  if (!first || !second) throw new Error('UN fixture: too few individuals');
  const amended = second
    .replace('<GENDER>Male</GENDER>', '<GENDER>Female</GENDER>')
    .replace('<VALUE>Democratic Republic of the Congo</VALUE>', '<VALUE>Uganda</VALUE>');
  const added = first
    .replace('CDi.001', 'CDi.999')
    .replace('<FIRST_NAME>ERIC</FIRST_NAME>', '<FIRST_NAME>ZEBULON</FIRST_NAME>')
    .replace('<SECOND_NAME>BADEGE</SECOND_NAME>', '<SECOND_NAME>TESTMAN</SECOND_NAME>')
    .replace('<DATAID>6907993</DATAID>', '<DATAID>9999999</DATAID>');
  return unXml
    .replace(second, amended + added)
    .replace(first, '')
    .replace('dateGenerated="2026-02-27', 'dateGenerated="2026-03-06');
}

async function tokenFor(app: FastifyInstance, role: Role): Promise<string> {
  const user = await buildUser(app.db, { role });
  return (await signIn(app, user.email, user.plainPassword)).accessToken;
}

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('list updates API', () => {
  const clock = createTestClock(new Date('2026-03-01T08:00:00.000Z'));
  let testApp: TestApp;
  let listsDir: string;
  let admin: string;
  let user: string;
  let firstRun: ImportRunResult | undefined;
  let secondRun: ImportRunResult | undefined;
  let failedRun: ImportRunResult | undefined;

  const get = (url: string, token: string | undefined = user) =>
    call(testApp.app, 'GET', url, token);
  const versions = async (query = '') => {
    const response = await get(`/api/v2/sanctions/updates${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return listUpdatesReplySchema.parse(response.json()).data;
  };
  const changes = async (versionId: string, query = '') => {
    const response = await get(`/api/v2/sanctions/updates/${versionId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return listUpdateChangesReplySchema.parse(response.json()).data;
  };
  const entry = async (versionId: string, entryId: string) => {
    const response = await get(`/api/v2/sanctions/updates/${versionId}/entries/${entryId}`);
    expect(response.statusCode, response.body).toBe(200);
    return listUpdateEntryDetailReplySchema.parse(response.json()).data;
  };
  async function refresh(): Promise<ImportRunResult | undefined> {
    clock.advance(60_000);
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    expect(response.statusCode, response.body).toBe(200);
    return importRunReplySchema.parse(response.json()).data.results[0];
  }

  beforeAll(async () => {
    listsDir = await mkdtemp(join(tmpdir(), 'list-updates-'));
    await mkdir(join(listsDir, 'un'));
    const putUn = (xml: string) => writeFile(join(listsDir, 'un', 'consolidated.xml'), xml);
    const unXml = await readFile(join(SHARED_LISTS_DIR, 'un/consolidated.xml'), 'utf8');
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: listsDir } });
    admin = await tokenFor(testApp.app, 'admin');
    user = await tokenFor(testApp.app, 'user');
    await putUn(unXml);
    firstRun = await refresh();
    await putUn(laterEdition(unXml));
    secondRun = await refresh();
    // A refused import is no list update.
    await putUn(unXml.slice(0, 5_000));
    failedRun = await refresh();
    expect(failedRun).toMatchObject({ outcome: 'failed' });
  });
  afterAll(async () => {
    await testApp?.close();
    if (listsDir) await rm(listsDir, { recursive: true, force: true });
  });

  it('lists the activated versions newest first with their counts and status', async () => {
    expect(firstRun).toMatchObject({ outcome: 'activated' });
    expect(secondRun).toMatchObject({
      outcome: 'activated',
      addedCount: 1,
      removedCount: 1,
      changedCount: 1,
    });
    const data = await versions();
    expect(data.total).toBe(2);
    expect(data.versions).toEqual([
      expect.objectContaining({
        id: secondRun?.versionId,
        sanctionList: 'un',
        listSource: 'UN Consolidated List',
        status: 'active',
        publishedAt: expect.stringMatching(/^2026-03-06/),
        entryCount: secondRun?.entryCount,
        addedCount: 1,
        removedCount: 1,
        changedCount: 1,
        previousVersionId: firstRun?.versionId,
      }),
      expect.objectContaining({
        id: firstRun?.versionId,
        status: 'superseded',
        publishedAt: expect.stringMatching(/^2026-02-27/),
        entryCount: firstRun?.entryCount,
        previousVersionId: null,
      }),
    ]);
  });

  it('filters by list and publication date, and pages', async () => {
    expect((await versions('?list=ofac')).total).toBe(0);
    expect((await versions('?list=un')).total).toBe(2);
    const later = await versions('?from=2026-03-01');
    expect(later.versions.map((version) => version.id)).toEqual([secondRun?.versionId]);
    const earlier = await versions('?to=2026-02-27');
    expect(earlier.versions.map((version) => version.id)).toEqual([firstRun?.versionId]);
    const second = await versions('?pageSize=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.versions.map((version) => version.id)).toEqual([firstRun?.versionId]);
    const refused = await get('/api/v2/sanctions/updates?from=2026-03-02&to=2026-03-01');
    expect(refused.statusCode).toBe(400);
  });

  it("lists a version's added, removed and changed entries, searchable and paged", async () => {
    const versionId = secondRun?.versionId ?? '';
    const added = await changes(versionId, '?kind=added');
    expect(added).toMatchObject({ kind: 'added', total: 1, previousEntriesAvailable: true });
    expect(added.entries).toEqual([
      expect.objectContaining({
        kind: 'added',
        sourceId: 'CDi.999',
        name: 'ZEBULON TESTMAN',
        entityType: 'individual',
        changedFields: [],
      }),
    ]);
    const removed = await changes(versionId, '?kind=removed');
    expect(removed.entries).toEqual([
      expect.objectContaining({ kind: 'removed', sourceId: 'CDi.001', name: 'ERIC BADEGE' }),
    ]);
    const changed = await changes(versionId, '?kind=changed');
    expect(changed.entries).toEqual([
      expect.objectContaining({
        kind: 'changed',
        sourceId: 'CDi.002',
        programmes: expect.arrayContaining(['DRC']),
        changedFields: ['nationalities', 'gender'],
      }),
    ]);
    expect((await changes(versionId, '?kind=added&q=zebul')).total).toBe(1);
    expect((await changes(versionId, '?kind=added&q=cdi.999')).total).toBe(1);
    expect((await changes(versionId, '?kind=added&q=nobody')).total).toBe(0);
    const page2 = await changes(versionId, '?kind=changed&pageSize=1&page=2');
    expect(page2).toMatchObject({ total: 1, entries: [] });

    const first = await changes(firstRun?.versionId ?? '', '?kind=added');
    expect(first).toMatchObject({ total: 0, entries: [] });
    expect(first.version.previousVersionId).toBeNull();
  });

  it('opens an entry with what changed in it, before and after', async () => {
    const versionId = secondRun?.versionId ?? '';
    const [changed] = (await changes(versionId, '?kind=changed')).entries;
    const detail = await entry(versionId, changed?.entryId ?? '');
    expect(detail).toMatchObject({ kind: 'changed', entry: { sourceId: 'CDi.002' } });
    expect(detail.changes).toEqual([
      {
        field: 'nationalities',
        before: ['Democratic Republic of the Congo'],
        after: ['Uganda'],
        added: ['Uganda'],
        removed: ['Democratic Republic of the Congo'],
      },
      {
        field: 'gender',
        before: ['male'],
        after: ['female'],
        added: ['female'],
        removed: ['male'],
      },
    ]);
    const [removed] = (await changes(versionId, '?kind=removed')).entries;
    expect(await entry(versionId, removed?.entryId ?? '')).toMatchObject({
      kind: 'removed',
      entry: { sourceId: 'CDi.001', fullName: 'ERIC BADEGE' },
      changes: null,
    });
    const [added] = (await changes(versionId, '?kind=added')).entries;
    expect(await entry(versionId, added?.entryId ?? '')).toMatchObject({
      kind: 'added',
      entry: { sourceId: 'CDi.999' },
    });
    // The removed entry belongs to the previous version's update only through this one.
    const elsewhere = await get(
      `/api/v2/sanctions/updates/${firstRun?.versionId}/entries/${added?.entryId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('links the notification to the version', async () => {
    const [row] = await testApp.db
      .select({ href: notifications.actionHref })
      .from(notifications)
      .where(eq(notifications.messageKey, 'lists.updated'))
      .limit(1);
    expect(row?.href).toBe(`/sanctions/updates?version=${secondRun?.versionId}`);
  });

  it('answers 404 for unknown or never-screened versions and 401 without sign-in', async () => {
    expect((await get(`/api/v2/sanctions/updates/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/v2/sanctions/updates/${failedRun?.versionId}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/v2/sanctions/updates/${secondRun?.versionId}/entries/${randomUUID()}`))
        .statusCode,
    ).toBe(404);
    const anonymous = (url: string) => call(testApp.app, 'GET', url);
    expect((await anonymous('/api/v2/sanctions/updates?page=x')).statusCode).toBe(401);
    expect((await anonymous(`/api/v2/sanctions/updates/${secondRun?.versionId}`)).statusCode).toBe(
      401,
    );
  });

  it("says so when the previous version's entries were pruned", async () => {
    await testApp.db
      .delete(sanctionEntries)
      .where(eq(sanctionEntries.listVersionId, firstRun?.versionId ?? ''));
    const versionId = secondRun?.versionId ?? '';
    const removed = await changes(versionId, '?kind=removed');
    expect(removed).toMatchObject({ previousEntriesAvailable: false, total: 0 });
    const changed = await changes(versionId, '?kind=changed');
    expect(changed.entries).toEqual([
      expect.objectContaining({ sourceId: 'CDi.002', changedFields: [] }),
    ]);
    const detail = await entry(versionId, changed.entries[0]?.entryId ?? '');
    expect(detail).toMatchObject({
      kind: 'changed',
      changes: null,
      previousEntriesAvailable: false,
    });
  });
});
