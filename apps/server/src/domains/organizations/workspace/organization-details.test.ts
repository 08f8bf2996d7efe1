import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, organizationDetailsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildUser, ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { organizationSubscriptions, organizationUsage } from '../../../db/schema/billing';
import {
  getDetails,
  organizationWithOwner,
  signedInMember,
} from '../../../../test/organizations/workspace-test-support';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 86_400_000;

describe('GET /api/v2/organization/details', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });

  const readDetails = async (token: string) => {
    const response = await getDetails(t.app, token);
    expect(response.statusCode).toBe(200);
    return organizationDetailsReplySchema.parse(response.json()).data;
  };

  it('answers 401 without a session', async () => {
    const response = await getDetails(t.app, undefined);
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 "No organization" to a standalone user', async () => {
    const standalone = await signedInMember(t.app, t.db, null);
    const response = await getDetails(t.app, standalone.token);
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No organization',
    });
  });

  it("answers the owner's organisation, trial, plan and this month's figures recomputed from the rows", async () => {
    const organization = await buildOrganization(t.db, {
      description: 'Remittances across the Levant',
      industry: 'finance',
      website: 'https://levant.example',
      address: { city: 'Amman', country: 'Jordan' },
    });
    const plan = await ensurePlan(t.db, 'professional');
    const trialEnd = new Date(NOW.getTime() + 5 * DAY_MS);
    const periodStart = new Date(NOW.getTime() - 9 * DAY_MS);
    const [subscription] = await t.db
      .insert(organizationSubscriptions)
      .values({
        organizationId: organization.id,
        planId: plan.id,
        status: 'trial',
        billingCycle: 'yearly',
        trialEnd,
        currentPeriodStart: periodStart,
        currentPeriodEnd: trialEnd,
      })
      .returning();
    const owner = await signedInMember(t.app, t.db, organization.id, 'owner');
    await buildUser(t.db, { organizationId: organization.id, organizationRole: 'admin' });
    await buildUser(t.db, { organizationId: organization.id });
    await buildUser(t.db, { organizationId: organization.id, isActive: false });
    await buildUser(t.db, { organizationId: organization.id, deletedAt: NOW });
    const other = await buildOrganization(t.db);
    await buildUser(t.db, { organizationId: other.id });

    const rows = [
      { organizationId: organization.id, date: '2026-02-28', searchCount: 50, apiCallCount: 9 },
      { organizationId: organization.id, date: '2026-03-01', searchCount: 3, apiCallCount: 2 },
      { organizationId: organization.id, date: '2026-03-10', searchCount: 4, apiCallCount: 7 },
      { organizationId: organization.id, date: '2026-04-01', searchCount: 80, apiCallCount: 1 },
      { organizationId: other.id, date: '2026-03-05', searchCount: 11, apiCallCount: 13 },
    ];
    await t.db
      .insert(organizationUsage)
      .values(rows.map((row) => ({ ...row, subscriptionId: subscription?.id ?? null })));
    const inMarch = rows.filter(
      (row) => row.organizationId === organization.id && row.date.startsWith('2026-03'),
    );
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      inMarch.reduce((total, row) => total + pick(row), 0);

    const details = await readDetails(owner.token);

    expect(details.organization).toEqual({
      id: organization.id,
      name: organization.name,
      displayName: organization.displayName,
      description: 'Remittances across the Levant',
      industry: 'finance',
      contactEmail: organization.contactEmail,
      contactPhone: null,
      website: 'https://levant.example',
      taxId: null,
      address: { street: '', city: 'Amman', state: '', country: 'Jordan', zipCode: '' },
      status: 'approved',
      requireTwoFactor: false,
      createdAt: organization.createdAt.toISOString(),
    });
    expect(details.subscription).toEqual({
      status: 'trial',
      billingCycle: 'yearly',
      trialEnd: trialEnd.toISOString(),
      currentPeriodStart: periodStart.toISOString(),
      currentPeriodEnd: trialEnd.toISOString(),
      scheduledPlan: null,
    });
    expect(details.plan).toMatchObject({
      id: plan.id,
      name: 'professional',
      displayName: plan.displayName,
      monthlyPrice: plan.monthlyPrice,
      yearlyPrice: plan.yearlyPrice,
      highlights: { en: plan.features, ar: plan.featuresAr },
    });
    expect(Object.keys(details.plan?.features ?? {})).toHaveLength(8);
    expect(details.usage).toEqual({
      usage: {
        currentUsers: 3,
        monthlySearches: sum((row) => row.searchCount),
        monthlyApiCalls: sum((row) => row.apiCallCount),
      },
      limits: {
        maxUsers: plan.maxUsers,
        maxSearchesPerMonth: plan.maxSearchesPerMonth,
        maxApiCalls: plan.maxApiCalls,
      },
      period: { start: '2026-03-01', end: '2026-04-01' },
    });
    expect(details.usage.usage.monthlySearches).toBe(7);
    expect(details.viewer).toEqual({ organizationRole: 'owner', canManage: true });
  });

  it('lets a member read the dashboard without management rights, and an admin with them', async () => {
    const { organization } = await organizationWithOwner(t.app, t.db);
    const member = await signedInMember(t.app, t.db, organization.id, 'member');
    const admin = await signedInMember(t.app, t.db, organization.id, 'admin');

    expect((await readDetails(member.token)).viewer).toEqual({
      organizationRole: 'member',
      canManage: false,
    });
    expect((await readDetails(admin.token)).viewer).toEqual({
      organizationRole: 'admin',
      canManage: true,
    });
  });

  it('names a scheduled plan change and answers unlimited limits as null', async () => {
    const { organization, subscription, owner } = await organizationWithOwner(t.app, t.db, {
      planName: 'enterprise',
    });
    const basic = await ensurePlan(t.db, 'basic');
    await t.db
      .update(organizationSubscriptions)
      .set({ scheduledPlanId: basic.id, scheduledBillingCycle: 'yearly' })
      .where(eq(organizationSubscriptions.id, subscription.id));

    const details = await readDetails(owner.token);
    expect(details.organization.id).toBe(organization.id);
    expect(details.subscription).toMatchObject({
      status: 'active',
      billingCycle: 'monthly',
      trialEnd: null,
      scheduledPlan: { name: 'basic', displayName: basic.displayName, billingCycle: 'yearly' },
    });
    expect(details.usage.limits).toEqual({
      maxUsers: null,
      maxSearchesPerMonth: null,
      maxApiCalls: null,
    });
  });

  it('answers a null subscription and plan for an organisation without one', async () => {
    const organization = await buildOrganization(t.db);
    const owner = await signedInMember(t.app, t.db, organization.id, 'owner');
    const details = await readDetails(owner.token);
    expect(details.subscription).toBeNull();
    expect(details.plan).toBeNull();
    expect(details.usage.usage).toEqual({
      currentUsers: 1,
      monthlySearches: 0,
      monthlyApiCalls: 0,
    });
    expect(details.usage.limits.maxUsers).toBeNull();
  });

  it('shows each of two organisations only its own details and figures', async () => {
    const first = await organizationWithOwner(t.app, t.db, { planName: 'basic' });
    const second = await organizationWithOwner(t.app, t.db, { planName: 'professional' });
    await buildUser(t.db, { organizationId: second.organization.id });
    await t.db.insert(organizationUsage).values([
      { organizationId: first.organization.id, date: '2026-03-02', searchCount: 2 },
      { organizationId: second.organization.id, date: '2026-03-02', searchCount: 40 },
    ]);

    const firstDetails = await readDetails(first.owner.token);
    const secondDetails = await readDetails(second.owner.token);

    expect(firstDetails.organization.id).toBe(first.organization.id);
    expect(firstDetails.plan?.name).toBe('basic');
    expect(firstDetails.usage.usage).toMatchObject({ currentUsers: 1, monthlySearches: 2 });
    expect(secondDetails.organization.id).toBe(second.organization.id);
    expect(secondDetails.plan?.name).toBe('professional');
    expect(secondDetails.usage.usage).toMatchObject({ currentUsers: 2, monthlySearches: 40 });
  });
});
