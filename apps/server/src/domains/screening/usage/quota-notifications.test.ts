import { describe, expect, it } from 'vitest';
import { notificationsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { call, signedInUser } from '../../../../test/account-test-support';
import { notifyQuotaThresholds } from './quota-notifications';
import type { QuotaState } from './usage-quota';
import { usagePeriods } from './usage-period';

describe('usage limit notifications', () => {
  const clock = createTestClock(new Date('2026-04-10T09:00:00.000Z'));
  const t = useTestApp({ clock });

  const state = (overrides: Partial<QuotaState>): QuotaState => ({
    periods: usagePeriods(clock.now()),
    today: 0,
    thisMonth: 0,
    last7Days: 0,
    dailyLimit: 100,
    monthlyLimit: 1000,
    organization: undefined,
    ...overrides,
  });

  const notificationsOf = async (token: string) =>
    notificationsReplySchema.parse(
      (await call(t.app, 'GET', '/api/v2/notifications', { token })).json(),
    ).data.notifications;

  it('stores the key and parameters of the 80% and 100% notices beside the English text', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    await notifyQuotaThresholds(t.db, user.id, state({ today: 80, thisMonth: 1000 }), clock.now());

    const byKey = new Map((await notificationsOf(token)).map((n) => [n.messageKey, n]));
    expect(byKey.get('usage.dailyWarning')).toMatchObject({
      title: '80% of your daily searches used',
      messageParams: { used: 80, limit: 100 },
      action: { label: 'View usage', href: '/profile?tab=usage' },
    });
    expect(byKey.get('usage.monthlyReached')).toMatchObject({
      title: 'Monthly search limit reached',
      message: expect.stringContaining('1 May 2026'),
      messageParams: { limit: 1000, resetDate: '2026-05-01' },
    });
  });

  it("names the organisation's plan in the parameters of its notices", async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const organization = {
      subscriptionId: '00000000-0000-4000-8000-000000000001',
      planName: 'Starter',
      monthlyLimit: 500,
      additionalCheckPrice: 0,
      status: 'active' as const,
      used: 400,
    };
    await notifyQuotaThresholds(t.db, user.id, state({ organization }), clock.now());

    expect(await notificationsOf(token)).toMatchObject([
      {
        messageKey: 'usage.organizationWarning',
        messageParams: { plan: 'Starter', used: 400, limit: 500, resetDate: '2026-05-01' },
      },
    ]);
  });
});
