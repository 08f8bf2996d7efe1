import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPlansReplySchema, plansReplySchema } from '@sanctions/contracts';
import { buildOrganization, buildSubscription, ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { organizationSubscriptions } from '../../../db/schema/billing';
import {
  callPlans,
  planBody,
  signedInAs,
} from '../../../../test/billing/plan-management-test-support';

// The landing page, the sign-up wizard and billing all read GET /api/v2/subscription/plans: what the super
// admin edits here is what they show.
describe('the public plan list follows plan management', () => {
  const t = useTestApp();
  let accessToken: string;
  let professionalId: string;
  beforeAll(async () => {
    await ensurePlan(t.db, 'basic');
    professionalId = (await ensurePlan(t.db, 'professional')).id;
    accessToken = (await signedInAs(t.app, t.db, 'super_admin')).accessToken;
  });

  const publicPlans = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/subscription/plans' });
    return plansReplySchema.parse(response.json()).data.plans;
  };

  it('shows an edit and a new plan at once', async () => {
    await callPlans(t.app, accessToken, {
      method: 'PUT',
      url: `/api/v2/admin/plans/${professionalId}`,
      payload: { displayName: 'Professional Plus', yearlyPrice: 279_000 },
    });
    await callPlans(t.app, accessToken, {
      method: 'POST',
      payload: planBody({ name: 'team', sortOrder: 2 }),
    });
    const plans = await publicPlans();
    expect(plans.map((plan) => plan.name)).toEqual(['basic', 'professional', 'team']);
    expect(plans.find((plan) => plan.id === professionalId)).toMatchObject({
      displayName: 'Professional Plus',
      yearlyPrice: 279_000,
    });
  });

  it('drops a deactivated plan from the list and from sign-up, while subscriptions keep it', async () => {
    const organization = await buildOrganization(t.db);
    const { subscription } = await buildSubscription(t.db, {
      organizationId: organization.id,
      planName: 'professional',
    });
    await callPlans(t.app, accessToken, {
      method: 'PUT',
      url: `/api/v2/admin/plans/${professionalId}`,
      payload: { isActive: false },
    });

    expect((await publicPlans()).map((plan) => plan.name)).not.toContain('professional');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organization/create',
      payload: {
        organization: {
          name: 'Cedar Bank',
          displayName: 'Cedar Bank SAL',
          contactEmail: 'desk@cedar.example',
        },
        subscription: { planName: 'professional', billingCycle: 'monthly' },
        user: {
          firstName: 'Rania',
          lastName: 'Khoury',
          email: 'rania@cedar.example',
          password: 'Owner-Passw0rd!',
        },
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({ message: 'This plan is not available' });

    const [kept] = await t.db
      .select({ planId: organizationSubscriptions.planId })
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.id, subscription.id));
    expect(kept?.planId).toBe(professionalId);
    const adminList = adminPlansReplySchema.parse(
      (await callPlans(t.app, accessToken, { method: 'GET' })).json(),
    ).data.plans;
    expect(adminList.find((plan) => plan.id === professionalId)).toMatchObject({
      isActive: false,
      subscriptions: { active: 1 },
    });
  });
});
