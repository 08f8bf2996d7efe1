import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildPlan, buildSubscription } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const DAILY_WARNING = '80% of your daily searches used';
const DAILY_REACHED = 'Daily search limit reached';
const MONTHLY_WARNING = '80% of your monthly searches used';
const MONTHLY_REACHED = 'Monthly search limit reached';
const ORGANIZATION_WARNING = "80% of your organization's monthly searches used";
const ORGANIZATION_REACHED = "Your organization's plan search limit reached";

describe('usage notifications after POST /api/v2/search', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-04-10T09:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  const notificationsOf = (userId: string) =>
    testApp.db
      .select({
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        actionLabel: notifications.actionLabel,
        actionHref: notifications.actionHref,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.title));
  const titlesOf = async (userId: string) => (await notificationsOf(userId)).map((n) => n.title);

  async function search(token: string, times = 1, expectedStatus = 200) {
    for (let i = 0; i < times; i += 1) {
      clock.advance(1_000);
      const response = await postSearch(testApp.app, token, { firstName: 'Saddam' });
      expect(response.statusCode, response.body).toBe(expectedStatus);
    }
  }

  it('warns at 80% and reports 100% of the daily limit once per UTC day, with a link to the usage tab', async () => {
    clock.set(new Date('2026-04-10T09:00:00.000Z'));
    const { user, token, signIn } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 5,
      maxSearchesPerMonth: 100,
    });
    await search(token, 3);
    expect(await titlesOf(user.id)).toEqual([]);
    await search(token);
    const [warning] = await notificationsOf(user.id);
    expect(warning).toMatchObject({
      title: DAILY_WARNING,
      message: 'You have used 4 of 5 searches today. The daily limit resets at 00:00 UTC.',
      type: 'warning',
      actionLabel: 'View usage',
      actionHref: '/profile?tab=usage',
      createdAt: clock.now(),
    });
    await search(token);
    await search(token, 1, 429);
    expect(await notificationsOf(user.id)).toMatchObject([
      { title: DAILY_WARNING },
      {
        title: DAILY_REACHED,
        type: 'error',
        message: 'You have used all 5 searches for today. Searching resumes at 00:00 UTC.',
        actionHref: '/profile?tab=usage',
      },
    ]);

    clock.set(new Date('2026-04-11T00:00:00.000Z'));
    const nextDay = await signIn();
    await search(nextDay, 4);
    expect(await titlesOf(user.id)).toEqual([DAILY_WARNING, DAILY_REACHED, DAILY_WARNING]);
  });

  it('sends each threshold once per period although later searches stay above it', async () => {
    clock.set(new Date('2026-04-10T09:00:00.000Z'));
    const { user, token } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 100,
    });
    await search(token, 9);
    expect(await titlesOf(user.id)).toEqual([DAILY_WARNING]);
  });

  it('reports a limit of one as reached without a warning first', async () => {
    clock.set(new Date('2026-04-10T09:00:00.000Z'));
    const { user, token } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 1,
      maxSearchesPerMonth: 100,
    });
    await search(token);
    expect(await titlesOf(user.id)).toEqual([DAILY_REACHED]);
  });

  it('warns and reports the monthly limit once per UTC month, across days', async () => {
    clock.set(new Date('2026-04-29T23:00:00.000Z'));
    const { user, token, signIn } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 100,
      maxSearchesPerMonth: 10,
    });
    await search(token, 8);
    expect(await notificationsOf(user.id)).toMatchObject([
      {
        title: MONTHLY_WARNING,
        type: 'warning',
        message:
          'You have used 8 of 10 searches this month. The monthly limit resets on 1 May 2026 at 00:00 UTC.',
      },
    ]);
    clock.set(new Date('2026-04-30T08:00:00.000Z'));
    const secondDay = await signIn();
    await search(secondDay, 1);
    expect(await titlesOf(user.id)).toEqual([MONTHLY_WARNING]);
    await search(secondDay, 1);
    expect(await notificationsOf(user.id)).toMatchObject([
      { title: MONTHLY_WARNING },
      { title: MONTHLY_REACHED, type: 'error', actionHref: '/profile?tab=usage' },
    ]);

    clock.set(new Date('2026-05-01T00:00:00.000Z'));
    await search(await signIn(), 8);
    expect(await titlesOf(user.id)).toEqual([MONTHLY_WARNING, MONTHLY_REACHED, MONTHLY_WARNING]);
  });

  it('notifies the member whose search brings the organisation plan to 80% and 100%', async () => {
    clock.set(new Date('2026-04-15T12:00:00.000Z'));
    const plan = await buildPlan(testApp.db, { displayName: 'Small', maxSearchesPerMonth: 5 });
    const organization = await buildOrganization(testApp.db);
    await buildSubscription(testApp.db, { organizationId: organization.id, planId: plan.id });
    const [first, second] = [
      await createSignedInUser(testApp.app, testApp.db, { organizationId: organization.id }),
      await createSignedInUser(testApp.app, testApp.db, { organizationId: organization.id }),
    ];
    if (!first || !second) throw new Error('members not created');
    await search(first.token, 3);
    await search(second.token, 1);
    expect(await titlesOf(first.user.id)).toEqual([]);
    expect(await notificationsOf(second.user.id)).toMatchObject([
      {
        title: ORGANIZATION_WARNING,
        type: 'warning',
        message:
          "Your organization's Small plan has used 4 of 5 searches this month. The plan limit resets on 1 May 2026 at 00:00 UTC.",
        actionHref: '/profile?tab=usage',
      },
    ]);
    await search(first.token, 1);
    await search(second.token, 1, 429);
    expect(await titlesOf(first.user.id)).toEqual([ORGANIZATION_REACHED]);
    expect(await titlesOf(second.user.id)).toEqual([ORGANIZATION_WARNING]);
  });
});
