import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { organizationUsage, subscriptionPlans } from '../../../db/schema/billing';
import { searchRequests, userUsageStats } from '../../../db/schema/search';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildPlan, buildSubscription } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const PARALLEL = 30;

describe('search limits under concurrent searches', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-04-15T12:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  const search = (token: string) => postSearch(testApp.app, token, { firstName: 'Saddam' });
  const searchesOf = async (userId: string) =>
    (
      await testApp.db
        .select({ n: count() })
        .from(searchRequests)
        .where(eq(searchRequests.userId, userId))
    )[0]?.n ?? 0;
  const userCountToday = async (userId: string) =>
    (
      await testApp.db
        .select({ searchCount: userUsageStats.searchCount })
        .from(userUsageStats)
        .where(and(eq(userUsageStats.userId, userId), eq(userUsageStats.date, '2026-04-15')))
    )[0]?.searchCount ?? 0;
  const organizationMonth = async (organizationId: string) =>
    Number(
      (
        await testApp.db
          .select({ total: sum(organizationUsage.searchCount) })
          .from(organizationUsage)
          .where(eq(organizationUsage.organizationId, organizationId))
      )[0]?.total ?? 0,
    );

  function tally(replies: { statusCode: number; json: () => unknown }[]) {
    const ok = replies.filter((reply) => reply.statusCode === 200).length;
    const refused = replies.filter((reply) => reply.statusCode === 429);
    for (const reply of refused)
      expect(errorEnvelopeSchema.parse(reply.json()).code).toBe('SEARCH_LIMIT_REACHED');
    return { ok, refused: refused.length, other: replies.length - ok - refused.length };
  }

  it('lets exactly 10 of 30 simultaneous searches through when the user has 10 monthly searches left', async () => {
    const { user, token } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 50,
      maxSearchesPerMonth: 100,
    });
    await testApp.db
      .insert(userUsageStats)
      .values({ userId: user.id, date: '2026-04-10', searchCount: 90 });

    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => search(token)));

    expect(tally(replies)).toEqual({ ok: 10, refused: 20, other: 0 });
    expect(await searchesOf(user.id)).toBe(10);
    expect(await userCountToday(user.id)).toBe(10);
    const last = errorEnvelopeSchema.parse((await search(token)).json());
    expect(last.error).toMatch(/Monthly search limit reached \(100 of 100/);
  });

  it('lets exactly 10 of 30 simultaneous searches through when the user has 10 daily searches left (and the month has room)', async () => {
    const { user, token } = await createSignedInUser(testApp.app, testApp.db, {
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 1_000,
    });

    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => search(token)));

    expect(tally(replies)).toEqual({ ok: 10, refused: 20, other: 0 });
    expect(await searchesOf(user.id)).toBe(10);
    expect(await userCountToday(user.id)).toBe(10);
  });

  it("lets exactly 10 of 30 simultaneous searches of three members through when the organisation's plan has 10 left", async () => {
    const plan = await buildPlan(testApp.db, { displayName: 'Capped', maxSearchesPerMonth: 100 });
    const organization = await buildOrganization(testApp.db);
    await buildSubscription(testApp.db, { organizationId: organization.id, planId: plan.id });
    await testApp.db
      .insert(organizationUsage)
      .values({ organizationId: organization.id, date: '2026-04-10', searchCount: 90 });
    const members = await Promise.all(
      [1, 2, 3].map(() =>
        createSignedInUser(testApp.app, testApp.db, {
          organizationId: organization.id,
          maxSearchesPerDay: 50,
          maxSearchesPerMonth: 500,
        }),
      ),
    );

    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => search(members[i % members.length]?.token ?? '')),
    );

    expect(tally(replies)).toEqual({ ok: 10, refused: 20, other: 0 });
    expect(await organizationMonth(organization.id)).toBe(100);
    const perMember = await Promise.all(members.map(({ user }) => searchesOf(user.id)));
    const countedPerMember = await Promise.all(members.map(({ user }) => userCountToday(user.id)));
    // Every member's own counter holds exactly the searches written for them: none was counted and refused.
    expect(countedPerMember).toEqual(perMember);
    expect(perMember.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('lets all 30 simultaneous searches through on a plan that bills searches above its limit, and counts them all', async () => {
    const plan = await buildPlan(testApp.db, { displayName: 'Metered', maxSearchesPerMonth: 100 });
    const organization = await buildOrganization(testApp.db);
    await buildSubscription(testApp.db, { organizationId: organization.id, planId: plan.id });
    await testApp.db
      .insert(organizationUsage)
      .values({ organizationId: organization.id, date: '2026-04-10', searchCount: 90 });
    const { user, token } = await createSignedInUser(testApp.app, testApp.db, {
      organizationId: organization.id,
      maxSearchesPerDay: 50,
      maxSearchesPerMonth: 500,
    });
    await testApp.db
      .update(subscriptionPlans)
      .set({ additionalCheckPrice: 40 })
      .where(eq(subscriptionPlans.id, plan.id));

    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => search(token)));

    expect(tally(replies)).toEqual({ ok: PARALLEL, refused: 0, other: 0 });
    expect(await searchesOf(user.id)).toBe(PARALLEL);
    expect(await organizationMonth(organization.id)).toBe(90 + PARALLEL);
  });
});
