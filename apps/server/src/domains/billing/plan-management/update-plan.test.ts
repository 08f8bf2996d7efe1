import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_NAME_IMMUTABLE,
  PLAN_NOT_FOUND,
  PLAN_UPDATED_MESSAGE,
  YEARLY_PRICE_INVALID,
  adminPlanReplySchema,
  adminPlansReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildSubscription, ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { subscriptionPlans } from '../../../db/schema/billing';
import { auditLogs } from '../../../db/schema/users';
import { callPlans, signedInAs } from '../../../../test/billing/plan-management-test-support';

const NOW = new Date('2026-06-02T11:00:00.000Z');

describe('PUT /api/v2/admin/plans/{id}', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; accessToken: string };
  let basicId: string;
  let professionalId: string;
  beforeAll(async () => {
    basicId = (await ensurePlan(t.db, 'basic')).id;
    professionalId = (await ensurePlan(t.db, 'professional')).id;
    await ensurePlan(t.db, 'enterprise');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  const update = (id: string, payload: object) =>
    callPlans(t.app, superAdmin.accessToken, {
      method: 'PUT',
      url: `/api/v2/admin/plans/${id}`,
      payload,
    });

  it('changes only the fields sent, says when the change applies, and audits before and after', async () => {
    const response = await update(basicId, {
      monthlyPrice: 10_900,
      maxSearchesPerMonth: null,
      highlights: { en: ['Unlimited searches'], ar: ['عمليات بحث غير محدودة'] },
    });
    expect(response.statusCode).toBe(200);
    const reply = adminPlanReplySchema.parse(response.json());
    expect(reply.message).toBe(PLAN_UPDATED_MESSAGE);
    expect(reply.message).toContain('from their next invoice');
    expect(reply.data.plan).toMatchObject({
      name: 'basic',
      displayName: 'Starter',
      monthlyPrice: 10_900,
      yearlyPrice: 99_000,
      maxSearchesPerMonth: null,
      highlights: { en: ['Unlimited searches'], ar: ['عمليات بحث غير محدودة'] },
      updatedAt: NOW.toISOString(),
    });

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'plan_updated'), eq(auditLogs.actorId, superAdmin.id)));
    expect(audit?.details).toMatchObject({
      planId: basicId,
      planName: 'basic',
      before: { monthlyPrice: 9_900, maxSearchesPerMonth: 250 },
      after: { monthlyPrice: 10_900, maxSearchesPerMonth: null },
    });
  });

  it('keeps the name: the same name is accepted, another answers 400', async () => {
    expect((await update(basicId, { name: 'basic', displayName: 'Starter' })).statusCode).toBe(200);
    const response = await update(basicId, { name: 'starter', displayName: 'Starter' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PLAN_NAME_IMMUTABLE });
    const [row] = await t.db
      .select({ name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, basicId));
    expect(row?.name).toBe('basic');
  });

  it('validates as on creation and answers 404 for an unknown plan', async () => {
    const invalid = await update(basicId, { yearlyPrice: -100 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: YEARLY_PRICE_INVALID });
    const empty = await update(basicId, {});
    expect(empty.statusCode).toBe(400);
    const missing = await update(randomUUID(), { displayName: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: PLAN_NOT_FOUND });
  });

  it('moves "Most Popular" from one plan to the other in one change', async () => {
    expect((await update(basicId, { isPopular: true })).statusCode).toBe(200);
    const plans = adminPlansReplySchema.parse(
      (await callPlans(t.app, superAdmin.accessToken, { method: 'GET' })).json(),
    ).data.plans;
    expect(plans.filter((plan) => plan.isPopular).map((plan) => plan.id)).toEqual([basicId]);

    const audits = await t.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'plan_updated'));
    expect(audits.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ clearedPopular: [{ id: professionalId, name: 'professional' }] }),
    );
  });

  it('lets two simultaneous "popular" changes leave exactly one popular plan', async () => {
    const enterpriseId = (await ensurePlan(t.db, 'enterprise')).id;
    const results = await Promise.all([
      update(professionalId, { isPopular: true }),
      update(enterpriseId, { isPopular: true }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
    const popular = await t.db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.isPopular, true));
    expect(popular).toHaveLength(1);
  });

  it('deactivates a plan still in use: the subscription keeps it and is counted', async () => {
    const organization = await buildOrganization(t.db);
    await buildSubscription(t.db, { organizationId: organization.id, planName: 'professional' });
    await buildSubscription(t.db, {
      organizationId: (await buildOrganization(t.db)).id,
      planName: 'professional',
      status: 'trial',
    });
    const response = await update(professionalId, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(adminPlanReplySchema.parse(response.json()).data.plan).toMatchObject({
      isActive: false,
      subscriptions: { active: 1, trial: 1, pastDue: 0, total: 2 },
    });
  });
});
