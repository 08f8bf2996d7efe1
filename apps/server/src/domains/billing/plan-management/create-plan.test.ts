import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HIGHLIGHTS_MISMATCH,
  MAX_USERS_INVALID,
  MONTHLY_PRICE_INVALID,
  PLAN_CREATED_MESSAGE,
  PLAN_NAME_INVALID,
  PLAN_NAME_TAKEN,
  adminPlanReplySchema,
  adminPlansReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { subscriptionPlans } from '../../../db/schema/billing';
import { auditLogs } from '../../../db/schema/users';
import {
  callPlans,
  planBody,
  signedInAs,
} from '../../../../test/billing/plan-management-test-support';

const NOW = new Date('2026-06-01T09:30:00.000Z');

describe('POST /api/v2/admin/plans', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; accessToken: string };
  beforeAll(async () => {
    await ensurePlan(t.db, 'basic');
    await ensurePlan(t.db, 'professional');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  const create = (payload: object) =>
    callPlans(t.app, superAdmin.accessToken, { method: 'POST', payload });

  it('creates a plan in cents with its flags and highlights in their columns, and audits it', async () => {
    const body = planBody({ maxApiCalls: null });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const reply = adminPlanReplySchema.parse(response.json());
    expect(reply.message).toBe(PLAN_CREATED_MESSAGE);
    expect(reply.data.plan).toMatchObject({
      name: body.name,
      monthlyPrice: 14_900,
      yearlyPrice: 149_000,
      maxUsers: 10,
      maxApiCalls: null,
      additionalCheckPrice: 25,
      isActive: true,
      isPopular: false,
      isCustom: false,
      sortOrder: 15,
      subscriptions: { active: 0, trial: 0, pastDue: 0, total: 0 },
      createdAt: NOW.toISOString(),
    });

    const [row] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, body.name));
    expect(row?.features).toEqual(['1,000 searches per month', 'API access']);
    expect(row?.featuresAr).toEqual(['١٬٠٠٠ بحث شهرياً', 'واجهة برمجية']);
    expect(row?.featureFlags).toMatchObject({ pepCheck: true, bulkScreening: false });

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'plan_created'), eq(auditLogs.actorId, superAdmin.id)));
    expect(audit?.createdAt.toISOString()).toBe(NOW.toISOString());
    expect(audit?.details).toMatchObject({
      planId: reply.data.plan.id,
      planName: body.name,
      before: null,
      after: { monthlyPrice: 14_900, maxApiCalls: null, isActive: true },
    });
  });

  it('answers 409 for a name already taken', async () => {
    const response = await create(planBody({ name: 'basic' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: PLAN_NAME_TAKEN });
  });

  it.each([
    ['a negative price', { monthlyPrice: -1 }, MONTHLY_PRICE_INVALID],
    ['a price in fractions of a cent', { monthlyPrice: 10.5 }, MONTHLY_PRICE_INVALID],
    ['0 users', { maxUsers: 0 }, MAX_USERS_INVALID],
    ['0 searches', { maxSearchesPerMonth: 0 }, 'Searches per month must be at least 1'],
    ['0 API calls', { maxApiCalls: 0 }, 'API calls per month must be at least 1'],
    [
      'highlights of different lengths',
      { highlights: { en: ['One', 'Two'], ar: ['واحد'] } },
      HIGHLIGHTS_MISMATCH,
    ],
    ['an upper-case name', { name: 'Team Plan' }, PLAN_NAME_INVALID],
    ['a blank display name', { displayName: '  ' }, 'Display name is required'],
  ])('refuses %s with the message', async (_case, overrides, message) => {
    const response = await create(planBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('keeps one popular plan: a popular new plan takes the tag from the others', async () => {
    const response = await create(planBody({ isPopular: true }));
    expect(response.statusCode).toBe(201);
    const created = adminPlanReplySchema.parse(response.json()).data.plan;

    const list = adminPlansReplySchema.parse(
      (await callPlans(t.app, superAdmin.accessToken, { method: 'GET' })).json(),
    ).data.plans;
    expect(list.filter((plan) => plan.isPopular).map((plan) => plan.id)).toEqual([created.id]);
    const audits = await t.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'plan_created'));
    expect(audits.map((row) => row.details)).toContainEqual(
      expect.objectContaining({
        clearedPopular: [expect.objectContaining({ name: 'professional' })],
      }),
    );
  });
});
