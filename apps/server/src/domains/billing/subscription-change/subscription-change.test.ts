import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingCycleReplySchema, subscriptionChangeReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildInvoice, callAs, signedInUser } from '../../../../test/billing-factories';
import { buildOrganization, buildSubscription, ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  invoices,
  organizationSubscriptions,
  subscriptionChanges,
} from '../../../db/schema/billing';
import { auditLogs } from '../../../db/schema/users';

const NOW = new Date('2026-12-16T00:00:00.000Z');
const PERIOD_START = new Date('2026-12-01T00:00:00.000Z');
const PERIOD_END = new Date('2027-01-01T00:00:00.000Z');
const URL = '/api/v2/billing/subscription/change';

describe('POST /api/v2/billing/subscription/change', () => {
  const clock = createTestClock(NOW);
  const t = useTestApp({ clock });
  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    await ensurePlan(t.db, 'enterprise');
  });

  /** An active monthly basic subscription in its paid December period, and its owner signed in. */
  async function activeOrganization(planName: 'basic' | 'professional' = 'basic') {
    const organization = await buildOrganization(t.db);
    const { subscription, plan } = await buildSubscription(t.db, {
      organizationId: organization.id,
      planName,
      status: 'active',
      currentPeriodStart: PERIOD_START,
      currentPeriodEnd: PERIOD_END,
    });
    await buildInvoice(t.db, {
      organizationId: organization.id,
      subscriptionId: subscription.id,
      total: plan.monthlyPrice,
      status: 'paid',
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
      dueDate: PERIOD_START,
    });
    const owner = await signedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    return { organization, subscription, plan, owner };
  }
  const subscriptionRow = async (id: string) =>
    (
      await t.db
        .select()
        .from(organizationSubscriptions)
        .where(eq(organizationSubscriptions.id, id))
    )[0];
  const change = (token: string | undefined, payload: object) =>
    callAs(t.app, token, { method: 'POST', url: URL, payload });

  it('answers 401 without a token, 403 to admins, members and standalone users, 400 to a bad cycle', async () => {
    const { organization, owner } = await activeOrganization();
    const body = { planName: 'professional', billingCycle: 'monthly' };
    expect((await change(undefined, body)).statusCode).toBe(401);
    for (const organizationRole of ['admin', 'member'] as const) {
      const user = await signedInUser(t.app, t.db, {
        organizationId: organization.id,
        organizationRole,
      });
      const response = await change(user.token, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'Only the organization owner can change the plan',
      });
    }
    const standalone = await signedInUser(t.app, t.db);
    expect((await change(standalone.token, body)).statusCode).toBe(403);
    const bad = await change(owner.token, { planName: 'professional', billingCycle: 'weekly' });
    expect(bad.statusCode).toBe(400);
  });

  it('upgrades at once and invoices the unused share of the paid period, prorated to the cent', async () => {
    const { organization, subscription, owner } = await activeOrganization();
    const response = await change(owner.token, {
      planName: 'professional',
      billingCycle: 'monthly',
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = subscriptionChangeReplySchema.parse(response.json());
    // 16 of December's 31 days are left: (29,900 - 9,900) x 16 / 31 = 10,322.58 -> 10,323 cents.
    expect(reply.data).toMatchObject({
      changeType: 'upgrade',
      planName: 'professional',
      effectiveDate: NOW.toISOString(),
      prorationAmount: 10_323,
    });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.organizationId, organization.id), eq(invoices.periodStart, NOW)));
    expect(invoice).toMatchObject({
      invoiceNumber: reply.data.invoiceNumber,
      amount: 10_323,
      total: 10_323,
      status: 'pending',
      periodEnd: PERIOD_END,
      dueDate: new Date('2026-12-23T00:00:00.000Z'),
    });
    expect(invoice?.lineItems).toEqual([
      {
        kind: 'proration',
        description:
          'Upgrade from Starter to Professional, 2026-12-01 to 2027-01-01 (unused share)',
        quantity: 1,
        unitAmount: 10_323,
        amount: 10_323,
      },
    ]);
    const professional = await ensurePlan(t.db, 'professional');
    expect((await subscriptionRow(subscription.id))?.planId).toBe(professional.id);
    const [record] = await t.db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.subscriptionId, subscription.id));
    expect(record).toMatchObject({
      changeType: 'upgrade',
      newPlanId: professional.id,
      prorationAmount: 10_323,
      initiatedBy: owner.id,
      effectiveDate: NOW,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, organization.id),
          eq(auditLogs.action, 'subscription_changed'),
        ),
      );
    expect(audit?.details).toMatchObject({ planBefore: 'basic', planAfter: 'professional' });

    const again = await change(owner.token, { planName: 'professional', billingCycle: 'monthly' });
    expect(again.statusCode).toBe(409);
  });

  it('schedules a downgrade for the period end; the renewal is priced at it and the change applies then', async () => {
    const { organization, subscription, owner } = await activeOrganization('professional');
    const response = await change(owner.token, { planName: 'basic', billingCycle: 'monthly' });
    expect(response.statusCode, response.body).toBe(200);
    expect(subscriptionChangeReplySchema.parse(response.json()).data).toMatchObject({
      changeType: 'downgrade',
      effectiveDate: PERIOD_END.toISOString(),
      prorationAmount: 0,
      invoiceNumber: null,
    });
    const basic = await ensurePlan(t.db, 'basic');
    const professional = await ensurePlan(t.db, 'professional');
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      planId: professional.id,
      scheduledPlanId: basic.id,
    });
    const repeated = await change(owner.token, { planName: 'basic', billingCycle: 'monthly' });
    expect(repeated.statusCode).toBe(409);

    const runAt = async (at: Date) => {
      clock.set(at);
      // Signed in at the moved clock: an access token lives 15 minutes.
      const superAdmin = await signedInUser(t.app, t.db, { role: 'super_admin' });
      const ran = await callAs(t.app, superAdmin.token, {
        method: 'POST',
        url: '/api/v2/billing/admin/run-daily-job',
      });
      expect(ran.statusCode, ran.body).toBe(200);
      return billingCycleReplySchema.parse(ran.json()).data;
    };
    await runAt(new Date('2026-12-25T00:00:00.000Z'));
    const [renewal] = await t.db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.organizationId, organization.id), eq(invoices.periodStart, PERIOD_END)),
      );
    expect(renewal).toMatchObject({ total: basic.monthlyPrice, status: 'pending' });
    expect((await subscriptionRow(subscription.id))?.planId).toBe(professional.id);

    const applied = await runAt(PERIOD_END);
    expect(applied.scheduledChangesApplied).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      planId: basic.id,
      scheduledPlanId: null,
    });
    clock.set(NOW);
  });

  it('refuses a downgrade once the next period is paid, and custom-priced plans', async () => {
    const { organization, subscription, owner } = await activeOrganization('professional');
    await buildInvoice(t.db, {
      organizationId: organization.id,
      subscriptionId: subscription.id,
      total: 29_900,
      status: 'paid',
      periodStart: PERIOD_END,
      periodEnd: new Date('2027-02-01T00:00:00.000Z'),
      dueDate: PERIOD_END,
    });
    const paid = await change(owner.token, { planName: 'basic', billingCycle: 'monthly' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ message: expect.stringMatching(/already paid/) });
    const custom = await change(owner.token, { planName: 'enterprise', billingCycle: 'monthly' });
    expect(custom.statusCode).toBe(409);
    const unknown = await change(owner.token, { planName: 'platinum', billingCycle: 'monthly' });
    expect(unknown.statusCode).toBe(404);
  });

  it('in the trial, an upgrade with a yearly cycle re-prices the open first invoice and charges nothing now', async () => {
    const organization = await buildOrganization(t.db);
    const trialEnd = new Date('2026-12-20T00:00:00.000Z');
    const { subscription } = await buildSubscription(t.db, {
      organizationId: organization.id,
      status: 'trial',
      trialEnd,
      currentPeriodStart: new Date('2026-12-06T00:00:00.000Z'),
      currentPeriodEnd: trialEnd,
    });
    const first = await buildInvoice(t.db, {
      organizationId: organization.id,
      subscriptionId: subscription.id,
      total: 9_900,
      periodStart: trialEnd,
      periodEnd: new Date('2027-01-20T00:00:00.000Z'),
      dueDate: trialEnd,
    });
    const owner = await signedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    const response = await change(owner.token, {
      planName: 'professional',
      billingCycle: 'yearly',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(subscriptionChangeReplySchema.parse(response.json()).data).toMatchObject({
      changeType: 'upgrade',
      prorationAmount: 0,
      invoiceNumber: null,
    });
    const [repriced] = await t.db.select().from(invoices).where(eq(invoices.id, first.id));
    expect(repriced).toMatchObject({
      invoiceNumber: first.invoiceNumber,
      amount: 299_000,
      total: 299_000,
      periodEnd: new Date('2027-12-20T00:00:00.000Z'),
      lineItems: [expect.objectContaining({ kind: 'plan', amount: 299_000 })],
    });
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      billingCycle: 'monthly',
      scheduledBillingCycle: 'yearly',
    });
    const changes = await t.db
      .select({ changeType: subscriptionChanges.changeType })
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.subscriptionId, subscription.id))
      .orderBy(desc(subscriptionChanges.changeType));
    expect(changes.map((row) => row.changeType)).toEqual(['upgrade', 'cycle_change']);
  });
});
