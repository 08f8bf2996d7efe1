import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { organizationUsage } from '../../../db/schema/billing';
import { searchRequests, userUsageStats } from '../../../db/schema/search';
import { auditLogs } from '../../../db/schema/users';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildPlan, buildSubscription } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

describe('usage limits of POST /api/v2/search', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-04-29T22:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  const searchesOf = async (userId: string) =>
    (
      await testApp.db
        .select({ n: count() })
        .from(searchRequests)
        .where(eq(searchRequests.userId, userId))
    )[0]?.n ?? 0;
  const countersOf = (userId: string) =>
    testApp.db
      .select({ date: userUsageStats.date, searchCount: userUsageStats.searchCount })
      .from(userUsageStats)
      .where(eq(userUsageStats.userId, userId))
      .orderBy(userUsageStats.date);

  async function expectBlocked(
    token: string,
    reason: RegExp,
    params?: Record<string, string | number>,
  ) {
    const response = await postSearch(testApp.app, token, { firstName: 'Saddam' });
    expect(response.statusCode).toBe(429);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('SEARCH_LIMIT_REACHED');
    expect(body.error).toMatch(reason);
    // The web shows the reason in the interface language from this key (ADR 005), with its numbers.
    expect(body.messageKey).toMatch(/^searchBlocked\.(daily|monthly|organization_monthly)_limit$/);
    if (params) expect(body.messageParams).toEqual(params);
  }

  async function expectAllowed(token: string) {
    const response = await postSearch(testApp.app, token, { firstName: 'Saddam' });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('blocks at the daily limit with the reason, counts nothing, and allows again after 00:00 UTC', async () => {
    clock.set(new Date('2026-04-29T22:00:00.000Z'));
    const { user, token, signIn } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 2,
      maxSearchesPerMonth: 100,
    });
    await expectAllowed(token);
    await expectAllowed(token);
    await expectBlocked(token, /Daily search limit reached \(2 of 2.*in 2 hours/, {
      used: 2,
      limit: 2,
      count: 2,
    });
    expect(await searchesOf(user.id)).toBe(2);
    expect(await countersOf(user.id)).toEqual([{ date: '2026-04-29', searchCount: 2 }]);
    const blockedAudits = await testApp.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, user.id));
    expect(blockedAudits.filter((a) => a.action === 'search_blocked')).toHaveLength(1);

    clock.set(new Date('2026-04-30T00:00:00.000Z'));
    await expectAllowed(await signIn());
    expect(await countersOf(user.id)).toEqual([
      { date: '2026-04-29', searchCount: 2 },
      { date: '2026-04-30', searchCount: 1 },
    ]);
  });

  it('blocks at the monthly limit across days and resets on the 1st (UTC)', async () => {
    clock.set(new Date('2026-04-29T23:59:00.000Z'));
    const { user, token, signIn } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 3,
    });
    await expectAllowed(token);
    await expectAllowed(token);
    clock.set(new Date('2026-04-30T08:00:00.000Z'));
    const secondDay = await signIn();
    await expectAllowed(secondDay);
    await expectBlocked(secondDay, /Monthly search limit reached \(3 of 3.*1 May 2026/, {
      used: 3,
      limit: 3,
      resetsOn: '2026-05-01',
    });
    expect(await searchesOf(user.id)).toBe(3);

    clock.set(new Date('2026-05-01T00:00:00.000Z'));
    await expectAllowed(await signIn());
    expect(await searchesOf(user.id)).toBe(4);
  });

  it('blocks members when the organisation plan has used its monthly searches', async () => {
    clock.set(new Date('2026-04-15T12:00:00.000Z'));
    const plan = await buildPlan(testApp.db, { displayName: 'Tiny', maxSearchesPerMonth: 2 });
    const organization = await buildOrganization(testApp.db);
    await buildSubscription(testApp.db, { organizationId: organization.id, planId: plan.id });
    const first = await createSignedInUser(testApp.app, testApp.db, {
      organizationId: organization.id,
    });
    const second = await createSignedInUser(testApp.app, testApp.db, {
      organizationId: organization.id,
    });
    await expectAllowed(first.token);
    await expectAllowed(second.token);
    await expectBlocked(first.token, /organization's Tiny plan search limit is reached \(2 of 2/, {
      plan: 'Tiny',
      used: 2,
      limit: 2,
      resetsOn: '2026-05-01',
    });
    await expectBlocked(second.token, /Tiny plan/);

    const orgCounters = await testApp.db
      .select({ searchCount: organizationUsage.searchCount })
      .from(organizationUsage)
      .where(eq(organizationUsage.organizationId, organization.id));
    expect(orgCounters).toEqual([{ searchCount: 2 }]);
    expect(await countersOf(first.user.id)).toEqual([{ date: '2026-04-15', searchCount: 1 }]);
  });
});
