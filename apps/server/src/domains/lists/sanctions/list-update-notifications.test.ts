import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRunReplySchema } from '@sanctions/contracts';
import type { ImportRunResult } from '@sanctions/contracts';
import { notifications, users } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';

const TITLE = 'Sanctions list updated';

describe('"Sanctions list updated" notifications', () => {
  const clock = createTestClock(new Date('2026-03-01T08:00:00.000Z'));
  let testApp: TestApp;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let admin: string;
  let unXml: string;

  beforeAll(async () => {
    listsDir = await createListsDir();
    unXml = await readFile(join(SHARED_DATA, 'lists/un/consolidated.xml'), 'utf8');
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: listsDir.dir } });
    admin = await tokenFor(testApp.app, 'admin');
  });
  afterAll(async () => {
    await testApp?.close();
    await listsDir?.remove();
  });

  async function refresh(): Promise<ImportRunResult | undefined> {
    clock.advance(60_000);
    const response = await call(testApp.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    expect(response.statusCode, response.body).toBe(200);
    return importRunReplySchema.parse(response.json()).data.results[0];
  }
  const notificationsOf = (userId: string) =>
    testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, TITLE)))
      .orderBy(asc(notifications.createdAt));
  const broadcastSize = async () =>
    (
      await testApp.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.title, TITLE))
    )[0]?.n;
  const activeUserCount = async () =>
    (
      await testApp.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isActive, true), isNull(users.deletedAt)))
    )[0]?.n ?? 0;

  it('tells every active user once per activated version, never for unchanged or failed imports', async () => {
    const active = await buildUser(testApp.db);
    const deactivated = await buildUser(testApp.db, { isActive: false });
    const deleted = await buildUser(testApp.db, { deletedAt: new Date('2026-02-01T00:00:00Z') });

    await listsDir.put('un', 'consolidated.xml', new TextEncoder().encode(unXml));
    const first = await refresh();
    expect(first).toMatchObject({ outcome: 'activated' });
    const entries = new Intl.NumberFormat('en-GB').format(first?.entryCount ?? 0);
    expect(await notificationsOf(active.id)).toMatchObject([
      {
        title: TITLE,
        message: `UN Consolidated List (published 2026-02-27) is now used for screening: first version, ${entries} entries.`,
        type: 'info',
        isRead: false,
        actionLabel: 'View list updates',
        actionHref: `/sanctions/updates?version=${first?.versionId}`,
        messageKey: 'lists.firstVersion',
        messageParams: {
          listSource: 'UN Consolidated List',
          entries: first?.entryCount,
          publishedAt: '2026-02-27',
        },
        createdAt: clock.now(),
      },
    ]);
    expect(await notificationsOf(deactivated.id)).toEqual([]);
    expect(await notificationsOf(deleted.id)).toEqual([]);
    expect(await broadcastSize()).toBe(await activeUserCount());

    expect(await refresh()).toMatchObject({ outcome: 'unchanged' });
    expect(await notificationsOf(active.id)).toHaveLength(1);

    // A later edition: one designation removed, one amended, a new generation date.
    const firstRecord = /<INDIVIDUAL>[\s\S]*?<\/INDIVIDUAL>\s*/.exec(unXml)?.[0] ?? '';
    expect(firstRecord).toContain('CDi.001');
    const later = unXml
      .replace(firstRecord, '')
      .replace('<GENDER>Male</GENDER>', '<GENDER>Female</GENDER>')
      .replace('dateGenerated="2026-02-27', 'dateGenerated="2026-03-06');
    await listsDir.put('un', 'consolidated.xml', new TextEncoder().encode(later));
    expect(await refresh()).toMatchObject({
      outcome: 'activated',
      addedCount: 0,
      removedCount: 1,
      changedCount: 1,
    });
    const afterUpdate = await notificationsOf(active.id);
    expect(afterUpdate.map((n) => n.message)).toEqual([
      expect.stringContaining('first version'),
      'UN Consolidated List (published 2026-03-06) is now used for screening: 0 added, 1 removed, 1 changed.',
    ]);
    expect(afterUpdate[1]).toMatchObject({
      messageKey: 'lists.updated',
      messageParams: {
        listSource: 'UN Consolidated List',
        added: 0,
        removed: 1,
        changed: 1,
        publishedAt: '2026-03-06',
      },
    });

    await listsDir.put('un', 'consolidated.xml', new TextEncoder().encode(later.slice(0, 5_000)));
    expect(await refresh()).toMatchObject({ outcome: 'failed' });
    expect(await notificationsOf(active.id)).toHaveLength(2);
    expect(await broadcastSize()).toBe(2 * (await activeUserCount()));
  });
});
