import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import {
  organizationSubscriptions,
  organizationUsage,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildPlan, buildSubscription } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

describe('POST /api/v2/search and the organisation subscription (ADR 009)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-12-10T12:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function memberOf(status: 'active' | 'past_due' | 'suspended' | 'cancelled') {
    const organization = await buildOrganization(testApp.db);
    const { subscription } = await buildSubscription(testApp.db, {
      organizationId: organization.id,
      status,
    });
    const member = await createSignedInUser(testApp.app, testApp.db, {
      organizationId: organization.id,
    });
    return { organization, subscription, member };
  }

  it('blocks the members of a suspended or cancelled subscription with 403 and a readable reason', async () => {
    const suspended = await memberOf('suspended');
    const response = await postSearch(testApp.app, suspended.member.token, { firstName: 'Saddam' });
    expect(response.statusCode).toBe(403);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('SUBSCRIPTION_INACTIVE');
    expect(body.message).toMatch(/subscription is suspended for non-payment/);

    const cancelled = await memberOf('cancelled');
    const refused = await postSearch(testApp.app, cancelled.member.token, { firstName: 'Saddam' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/is cancelled/) });
    // Nothing was counted for either organisation.
    for (const organizationId of [suspended.organization.id, cancelled.organization.id]) {
      const rows = await testApp.db
        .select()
        .from(organizationUsage)
        .where(eq(organizationUsage.organizationId, organizationId));
      expect(rows).toEqual([]);
    }
  });

  it('lets a past_due subscription search during its grace period, and searching resumes when reactivated', async () => {
    const pastDue = await memberOf('past_due');
    expect(
      (await postSearch(testApp.app, pastDue.member.token, { firstName: 'Saddam' })).statusCode,
    ).toBe(200);

    const suspended = await memberOf('suspended');
    expect(
      (await postSearch(testApp.app, suspended.member.token, { firstName: 'Saddam' })).statusCode,
    ).toBe(403);
    await testApp.db
      .update(organizationSubscriptions)
      .set({ status: 'active', suspendedAt: null })
      .where(eq(organizationSubscriptions.id, suspended.subscription.id));
    expect(
      (await postSearch(testApp.app, suspended.member.token, { firstName: 'Saddam' })).statusCode,
    ).toBe(200);
  });

  it('allows searches beyond the monthly allowance when the plan sells additional checks', async () => {
    const plan = await buildPlan(testApp.db, { displayName: 'Metered', maxSearchesPerMonth: 1 });
    await testApp.db
      .update(subscriptionPlans)
      .set({ additionalCheckPrice: 25 })
      .where(eq(subscriptionPlans.id, plan.id));
    const organization = await buildOrganization(testApp.db);
    await buildSubscription(testApp.db, { organizationId: organization.id, planId: plan.id });
    const member = await createSignedInUser(testApp.app, testApp.db, {
      organizationId: organization.id,
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await postSearch(testApp.app, member.token, { firstName: 'Saddam' });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [counter] = await testApp.db
      .select({ searchCount: organizationUsage.searchCount })
      .from(organizationUsage)
      .where(eq(organizationUsage.organizationId, organization.id));
    // Every search is counted: the overage (2 above the limit of 1) is billed from these counters.
    expect(counter?.searchCount).toBe(3);
  });
});
