import { describe, expect, it } from 'vitest';
import { notificationsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { notifications } from '../../../db/schema/users';
import { createNotification } from './create-notification';
import { call, failure, signedInUser } from '../../../../test/account-test-support';

describe('notifications', () => {
  const clock = createTestClock(new Date('2026-08-01T10:00:00.000Z'));

  const t = useTestApp({ clock });

  const someId = '5b0f1f7e-8a54-4f64-9f39-0f6a8f1d2c3b';
  it.each([
    ['GET', '/api/v2/notifications'],
    ['POST', '/api/v2/notifications/read-all'],
    ['POST', `/api/v2/notifications/${someId}/read`],
    ['DELETE', `/api/v2/notifications/${someId}`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    expect(failure(await call(t.app, method, url))).toMatchObject({ status: 401 });
  });

  async function userWithNotifications() {
    const signedIn = await signedInUser(t.app, t.db);
    const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000);
    const ids = [
      await createNotification(
        t.db,
        signedIn.user.id,
        {
          title: 'Lists updated',
          message: 'OFAC SDN changed',
          localized: {
            key: 'lists.updatedUndated',
            params: { listSource: 'OFAC SDN', added: 1, removed: 0, changed: 2 },
          },
        },
        { at: at(1440) },
      ),
      await createNotification(
        t.db,
        signedIn.user.id,
        {
          title: 'Quota at 80%',
          message: '80 of 100 searches used',
          type: 'warning',
          action: { label: 'View usage', href: '/profile' },
          localized: { key: 'usage.dailyWarning', params: { used: 80, limit: 100 } },
        },
        { at: at(120) },
      ),
    ];
    return { ...signedIn, ids };
  }

  const list = async (token: string) =>
    notificationsReplySchema.parse(
      (await call(t.app, 'GET', '/api/v2/notifications', { token })).json(),
    ).data;

  it('lists newest first with the unread count and the action link', async () => {
    const { token } = await userWithNotifications();
    const data = await list(token);
    expect(data.unreadCount).toBe(2);
    expect(data.notifications.map((n) => [n.title, n.type, n.read])).toEqual([
      ['Quota at 80%', 'warning', false],
      ['Lists updated', 'info', false],
    ]);
    expect(data.notifications[0]?.action).toEqual({ label: 'View usage', href: '/profile' });
  });

  it('returns the message key and parameters beside the English texts', async () => {
    const { token } = await userWithNotifications();
    const [quota, lists] = (await list(token)).notifications;
    expect(quota).toMatchObject({
      title: 'Quota at 80%',
      message: '80 of 100 searches used',
      messageKey: 'usage.dailyWarning',
      messageParams: { used: 80, limit: 100 },
    });
    expect(lists).toMatchObject({
      messageKey: 'lists.updatedUndated',
      messageParams: { listSource: 'OFAC SDN', added: 1, removed: 0, changed: 2 },
    });
  });

  it('returns rows written before message keys existed with null key and parameters', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    await t.db.insert(notifications).values({ userId: user.id, title: 'Old', message: 'Stored' });
    expect((await list(token)).notifications).toMatchObject([
      { title: 'Old', message: 'Stored', messageKey: null, messageParams: null },
    ]);
  });

  it('marks one read, then all read, and deletes one', async () => {
    const { token, ids } = await userWithNotifications();
    const read = await call(t.app, 'POST', `/api/v2/notifications/${ids[0]}/read`, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.read).toBe(true);
    expect((await list(token)).unreadCount).toBe(1);

    const all = await call(t.app, 'POST', '/api/v2/notifications/read-all', { token });
    expect(all.json().data).toEqual({ updated: 1 });
    expect((await list(token)).unreadCount).toBe(0);

    expect(
      (await call(t.app, 'DELETE', `/api/v2/notifications/${ids[1]}`, { token })).statusCode,
    ).toBe(200);
    expect((await list(token)).notifications.map((n) => n.id)).toEqual([ids[0]]);
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const owner = await userWithNotifications();
    const { token } = await signedInUser(t.app, t.db);
    for (const [method, url] of [
      ['POST', `/api/v2/notifications/${owner.ids[0]}/read`],
      ['DELETE', `/api/v2/notifications/${owner.ids[0]}`],
    ] as const)
      expect(failure(await call(t.app, method, url, { token }))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    expect((await list(owner.token)).unreadCount).toBe(2);
  });

  it('sends a notification once per period with unlessSentSince', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const monthStart = new Date('2026-08-01T00:00:00.000Z');
    const input = {
      title: 'Monthly quota at 80%',
      message: '80 of 100 searches used',
      type: 'warning' as const,
      localized: {
        key: 'usage.monthlyWarning' as const,
        params: { used: 80, limit: 100, resetDate: '2026-09-01' },
      },
    };
    expect(
      await createNotification(t.db, user.id, input, { unlessSentSince: monthStart }),
    ).not.toBeNull();
    expect(
      await createNotification(t.db, user.id, input, { unlessSentSince: monthStart }),
    ).toBeNull();
    expect((await list(token)).notifications).toHaveLength(1);
  });
});
