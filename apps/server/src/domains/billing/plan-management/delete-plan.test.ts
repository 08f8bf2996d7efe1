import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_DELETED_MESSAGE,
  PLAN_IN_USE,
  adminPlanReplySchema,
  deletePlanReplySchema,
} from '@sanctions/contracts';
import { buildOrganization, buildSubscription } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { subscriptionPlans } from '../../../db/schema/billing';
import { auditLogs } from '../../../db/schema/users';
import {
  callPlans,
  planBody,
  signedInAs,
} from '../../../../test/billing/plan-management-test-support';

describe('DELETE /api/v2/admin/plans/{id}', () => {
  const t = useTestApp();
  let superAdmin: { id: string; accessToken: string };
  beforeAll(async () => {
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  const createPlan = async () => {
    const response = await callPlans(t.app, superAdmin.accessToken, {
      method: 'POST',
      payload: planBody(),
    });
    return adminPlanReplySchema.parse(response.json()).data.plan;
  };
  const remove = (id: string) =>
    callPlans(t.app, superAdmin.accessToken, {
      method: 'DELETE',
      url: `/api/v2/admin/plans/${id}`,
    });

  it('deletes a plan nothing uses, and audits what it was', async () => {
    const plan = await createPlan();
    const response = await remove(plan.id);
    expect(response.statusCode).toBe(200);
    expect(deletePlanReplySchema.parse(response.json())).toMatchObject({
      message: PLAN_DELETED_MESSAGE,
      data: { id: plan.id },
    });
    expect(
      await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id)),
    ).toEqual([]);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'plan_deleted'));
    expect(audit?.details).toMatchObject({
      planId: plan.id,
      before: { name: plan.name },
      after: null,
    });
  });

  it('refuses with 409 while a subscription uses the plan, and keeps it', async () => {
    const plan = await createPlan();
    const organization = await buildOrganization(t.db);
    await buildSubscription(t.db, { organizationId: organization.id, planId: plan.id });
    const response = await remove(plan.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: PLAN_IN_USE });
    expect(
      await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id)),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown plan', async () => {
    expect((await remove(randomUUID())).statusCode).toBe(404);
  });
});
