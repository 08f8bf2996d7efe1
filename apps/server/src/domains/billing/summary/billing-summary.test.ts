import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminBillingSummaryReplySchema,
  adminOrganizationsReplySchema,
  billingSummaryReplySchema,
  cashPaymentReplySchema,
  errorEnvelopeSchema,
  NO_ORGANIZATION_MESSAGE,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildInvoice, callAs, signedInUser } from '../../../../test/billing-factories';
import { buildOrganization, buildSubscription, ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  cashPayments,
  invoices,
  organizationSubscriptions,
  organizationUsage,
  paymentHistory,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';

const NOW = new Date('2026-05-20T12:00:00.000Z');
const PERIOD_START = new Date('2026-05-15T09:00:00.000Z');
const PERIOD_END = new Date('2026-06-15T09:00:00.000Z');

describe('billing summaries', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; token: string };
  /** Four-eyes on money (ADR 009): the payment is verified by another super admin than its recorder. */
  let verifier: { id: string; token: string };
  let acme: Awaited<ReturnType<typeof buildTenant>>;
  let zenith: Awaited<ReturnType<typeof buildTenant>>;

  async function buildTenant(
    name: string,
    email: string,
    planName: 'basic' | 'professional',
    status: 'active' | 'past_due',
  ) {
    const organization = await buildOrganization(t.db, {
      displayName: name,
      contactEmail: email,
      contactPhone: '+44 20 7946 0000',
    });
    const { subscription, plan } = await buildSubscription(t.db, {
      organizationId: organization.id,
      planName,
      status,
      billingCycle: 'monthly',
      currentPeriodStart: PERIOD_START,
      currentPeriodEnd: PERIOD_END,
    });
    const owner = await signedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    const member = await signedInUser(t.app, t.db, {
      organizationId: organization.id,
      organizationRole: 'member',
    });
    return { organization, subscription, plan, owner, member };
  }

  const get = (token: string | undefined, url: string) =>
    callAs(t.app, token, { method: 'GET', url });

  beforeAll(async () => {
    await ensurePlan(t.db, 'basic');
    await ensurePlan(t.db, 'professional');
    superAdmin = await signedInUser(t.app, t.db, { role: 'super_admin' });
    verifier = await signedInUser(t.app, t.db, { role: 'super_admin' });
    acme = await buildTenant('Acme Remittance', 'Desk@Acme.example', 'professional', 'active');
    zenith = await buildTenant('Zenith Bank', 'ops@zenith.example', 'basic', 'past_due');

    await t.db.insert(organizationUsage).values([
      {
        organizationId: acme.organization.id,
        date: '2026-05-14',
        searchCount: 100,
        apiCallCount: 9,
      },
      { organizationId: acme.organization.id, date: '2026-05-15', searchCount: 7, apiCallCount: 2 },
      {
        organizationId: acme.organization.id,
        date: '2026-05-18',
        searchCount: 5,
        apiCallCount: 1,
        activeUsers: 2,
      },
      {
        organizationId: acme.organization.id,
        date: '2026-05-20',
        searchCount: 3,
        apiCallCount: 0,
        activeUsers: 1,
      },
      {
        organizationId: zenith.organization.id,
        date: '2026-05-18',
        searchCount: 40,
        apiCallCount: 4,
      },
    ]);

    // Acme: one paid invoice (paid through the API below), one open, one overdue by date only.
    const paid = await buildInvoice(t.db, {
      organizationId: acme.organization.id,
      subscriptionId: acme.subscription.id,
      total: 29_900,
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
      dueDate: PERIOD_START,
      createdAt: new Date('2026-05-08T00:00:00.000Z'),
    });
    await buildInvoice(t.db, {
      organizationId: acme.organization.id,
      total: 1_250,
      dueDate: new Date('2026-05-19T00:00:00.000Z'),
      createdAt: new Date('2026-05-10T00:00:00.000Z'),
    });
    await buildInvoice(t.db, {
      organizationId: acme.organization.id,
      total: 4_000,
      dueDate: new Date('2026-06-01T00:00:00.000Z'),
      createdAt: new Date('2026-05-12T00:00:00.000Z'),
    });
    await buildInvoice(t.db, {
      organizationId: acme.organization.id,
      total: 777,
      status: 'cancelled',
      createdAt: new Date('2026-05-01T00:00:00.000Z'),
    });
    await buildInvoice(t.db, {
      organizationId: zenith.organization.id,
      total: 9_900,
      status: 'overdue',
      dueDate: new Date('2026-05-01T00:00:00.000Z'),
    });

    const recorded = await callAs(t.app, superAdmin.token, {
      method: 'POST',
      url: '/api/v2/billing/admin/cash-payments',
      payload: {
        organizationId: acme.organization.id,
        invoiceId: paid.id,
        amount: 29_900,
        paymentDate: '2026-05-16',
        receivedBy: 'Rana',
        receiptNumber: 'R-100',
      },
    });
    const paymentId = cashPaymentReplySchema.parse(recorded.json()).data.payment.id;
    await callAs(t.app, verifier.token, {
      method: 'POST',
      url: `/api/v2/billing/admin/cash-payments/${paymentId}/verify`,
      payload: { status: 'verified' },
    });
    // A second payment waits for verification, and older ledger rows feed the chart.
    const open = await buildInvoice(t.db, { organizationId: zenith.organization.id, total: 2_500 });
    await callAs(t.app, superAdmin.token, {
      method: 'POST',
      url: '/api/v2/billing/admin/cash-payments',
      payload: {
        organizationId: zenith.organization.id,
        invoiceId: open.id,
        amount: 2_500,
        paymentDate: '2026-05-20',
        receivedBy: 'Rana',
        receiptNumber: 'R-101',
      },
    });
    await t.db.insert(paymentHistory).values([
      {
        organizationId: zenith.organization.id,
        amount: 9_900,
        status: 'completed',
        paymentDate: new Date('2026-02-03T10:00:00.000Z'),
      },
      {
        organizationId: zenith.organization.id,
        amount: 9_900,
        status: 'failed',
        paymentDate: new Date('2026-03-03T10:00:00.000Z'),
      },
      {
        organizationId: zenith.organization.id,
        amount: 5_000,
        status: 'completed',
        paymentDate: new Date('2025-01-10T10:00:00.000Z'),
      },
    ]);
  });

  describe('GET /api/v2/billing/summary', () => {
    it('answers 401 anonymous and 404 "No organization" to a standalone user', async () => {
      expect((await get(undefined, '/api/v2/billing/summary')).statusCode).toBe(401);
      const standalone = await signedInUser(t.app, t.db);
      const response = await get(standalone.token, '/api/v2/billing/summary');
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(NO_ORGANIZATION_MESSAGE);
    });

    it('shows any member their own organisation only, every figure from its stored rows', async () => {
      const response = await get(acme.member.token, '/api/v2/billing/summary');
      expect(response.statusCode).toBe(200);
      const { data } = billingSummaryReplySchema.parse(response.json());

      const [subscription] = await t.db
        .select()
        .from(organizationSubscriptions)
        .where(eq(organizationSubscriptions.id, acme.subscription.id));
      const usage = await t.db
        .select()
        .from(organizationUsage)
        .where(eq(organizationUsage.organizationId, acme.organization.id));
      const inPeriod = usage.filter((row) => row.date >= '2026-05-15' && row.date < '2026-06-16');
      const stored = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.organizationId, acme.organization.id));
      const open = stored.filter((row) => row.status === 'pending' || row.status === 'overdue');

      expect(data.organization).toEqual({ id: acme.organization.id, name: 'Acme Remittance' });
      expect(data.subscription).toMatchObject({
        plan: {
          name: 'professional',
          monthlyPrice: acme.plan.monthlyPrice,
          maxUsers: acme.plan.maxUsers,
        },
        status: 'active',
        billingCycle: 'monthly',
        cyclePrice: acme.plan.monthlyPrice,
        currentPeriodStart: subscription?.currentPeriodStart?.toISOString(),
        currentPeriodEnd: PERIOD_END.toISOString(),
      });
      expect(data.currentUsage).toEqual({
        activeUsers: 2,
        searches: inPeriod.reduce((total, row) => total + row.searchCount, 0),
        apiCalls: inPeriod.reduce((total, row) => total + row.apiCallCount, 0),
        periodStart: PERIOD_START.toISOString(),
        periodEnd: PERIOD_END.toISOString(),
      });
      expect(data.currentUsage.searches).toBe(15);
      expect(data.invoices).toHaveLength(3);
      expect(data.invoices.map((invoice) => invoice.createdAt)).toEqual([
        '2026-05-12T00:00:00.000Z',
        '2026-05-10T00:00:00.000Z',
        '2026-05-08T00:00:00.000Z',
      ]);
      expect(data.invoices[2]?.status).toBe('paid');
      expect(data.outstandingTotal).toBe(open.reduce((total, row) => total + row.total, 0));
      expect(data.outstandingTotal).toBe(5_250);
    });
  });

  describe('GET /api/v2/billing/admin/summary', () => {
    it('answers 401 anonymous and 403 to everyone but the super admin', async () => {
      const admin = await signedInUser(t.app, t.db, { role: 'admin' });
      for (const url of ['/api/v2/billing/admin/summary', '/api/v2/billing/admin/organizations']) {
        expect((await get(undefined, url)).statusCode).toBe(401);
        for (const token of [admin.token, acme.owner.token, acme.member.token]) {
          expect((await get(token, url)).statusCode).toBe(403);
        }
      }
    });

    it('adds up stored rows, recomputed here from the tables', async () => {
      const response = await get(superAdmin.token, '/api/v2/billing/admin/summary');
      expect(response.statusCode).toBe(200);
      const { data } = adminBillingSummaryReplySchema.parse(response.json());

      const ledger = await t.db.select().from(paymentHistory);
      const completed = ledger.filter((row) => row.status === 'completed');
      const payments = await t.db.select().from(cashPayments);
      const pending = payments.filter((row) => row.verificationStatus === 'pending');
      const allInvoices = await t.db.select().from(invoices);
      const overdue = allInvoices.filter(
        (row) =>
          row.status === 'overdue' ||
          (row.status === 'pending' && row.dueDate !== null && row.dueDate < NOW),
      );
      const subscriptions = await t.db.select().from(organizationSubscriptions);
      const plans = await t.db.select().from(subscriptionPlans);
      const customers = await t.db.select().from(organizations);

      expect(data.totalRevenue).toBe(completed.reduce((total, row) => total + row.amount, 0));
      expect(data.totalRevenue).toBe(29_900 + 9_900 + 5_000);
      expect(data.activeSubscriptions).toBe(
        subscriptions.filter((row) => row.status === 'active').length,
      );
      expect(data.pendingPayments).toEqual({
        count: pending.length,
        amount: pending.reduce((total, row) => total + row.amount, 0),
      });
      expect(data.pendingPayments).toEqual({ count: 1, amount: 2_500 });
      expect(data.overduePayments).toEqual({
        count: overdue.length,
        amount: overdue.reduce((total, row) => total + row.total, 0),
      });
      expect(data.overduePayments).toEqual({ count: 2, amount: 1_250 + 9_900 });
      expect(data.totalOrganizations).toBe(
        customers.filter((row) => row.status === 'approved' || row.status === 'suspended').length,
      );
      const running = subscriptions.filter((row) =>
        ['trial', 'active', 'past_due'].includes(row.status),
      );
      expect(data.subscriptionsByPlan).toEqual(
        Object.fromEntries(
          plans.map((plan) => [plan.name, running.filter((row) => row.planId === plan.id).length]),
        ),
      );
      expect(data.revenueByMonth).toHaveLength(12);
      expect(data.revenueByMonth[0]).toEqual({ month: '2025-06', revenue: 0 });
      expect(data.revenueByMonth.at(-1)).toEqual({ month: '2026-05', revenue: 29_900 });
      expect(data.revenueByMonth.find((row) => row.month === '2026-02')?.revenue).toBe(9_900);
      expect(data.revenueByMonth.find((row) => row.month === '2026-03')?.revenue).toBe(0);
    });
  });

  describe('GET /api/v2/billing/admin/organizations', () => {
    it('lists customer organisations with subscription, last payment and usage', async () => {
      const { data } = adminOrganizationsReplySchema.parse(
        (await get(superAdmin.token, '/api/v2/billing/admin/organizations?search=acme')).json(),
      );
      expect(data.total).toBe(1);
      expect(data.organizations).toEqual([
        {
          id: acme.organization.id,
          name: 'Acme Remittance',
          email: 'Desk@Acme.example',
          phone: '+44 20 7946 0000',
          subscription: {
            status: 'active',
            plan: 'professional',
            planDisplayName: acme.plan.displayName,
            billingCycle: 'monthly',
            monthlyAmount: acme.plan.monthlyPrice,
            currentPeriodEnd: PERIOD_END.toISOString(),
            trialEnd: null,
          },
          lastPayment: {
            amount: 29_900,
            date: '2026-05-16T00:00:00.000Z',
            method: 'cash',
            status: 'completed',
          },
          totalUsage: { searches: 115, activeUsers: 2 },
        },
      ]);
    });

    it('filters by e-mail (any case), status (canceled spelling too) and plan, and pages', async () => {
      const ids = async (query: string) =>
        adminOrganizationsReplySchema
          .parse(
            (await get(superAdmin.token, `/api/v2/billing/admin/organizations?${query}`)).json(),
          )
          .data.organizations.map((organization) => organization.id);

      expect(await ids('search=OPS%40ZENITH')).toEqual([zenith.organization.id]);
      expect(await ids('status=past_due')).toEqual([zenith.organization.id]);
      expect(await ids('status=canceled')).toEqual([]);
      expect(await ids('plan=professional')).toEqual([acme.organization.id]);
      expect(await ids('plan=basic&status=active')).toEqual([]);
      expect(await ids('search=%25')).toEqual([]);
      expect(await ids('pageSize=1&page=2')).toEqual([zenith.organization.id]);
      const bad = await get(superAdmin.token, '/api/v2/billing/admin/organizations?status=paid');
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/v2/billing/usage-report', () => {
    it('gives owners and admins a CSV of every day of the current period so far', async () => {
      const response = await get(acme.owner.token, '/api/v2/billing/usage-report');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="usage-2026-05-15-to-2026-05-20.csv"',
      );
      expect(response.body).toBe(
        '\ufeffDate,Searches,API calls,Active users\r\n' +
          '2026-05-15,7,2,0\r\n' +
          '2026-05-16,0,0,0\r\n' +
          '2026-05-17,0,0,0\r\n' +
          '2026-05-18,5,1,2\r\n' +
          '2026-05-19,0,0,0\r\n' +
          '2026-05-20,3,0,1\r\n',
      );
    });

    it('takes a range, refuses a reversed one, and is not for members, standalone users or strangers', async () => {
      const ranged = await get(
        acme.owner.token,
        '/api/v2/billing/usage-report?from=2026-05-14&to=2026-05-15',
      );
      expect(ranged.body).toBe(
        '\ufeffDate,Searches,API calls,Active users\r\n2026-05-14,100,9,0\r\n2026-05-15,7,2,0\r\n',
      );
      const reversed = await get(
        acme.owner.token,
        '/api/v2/billing/usage-report?from=2026-05-15&to=2026-05-01',
      );
      expect(reversed.statusCode).toBe(400);
      expect((await get(acme.member.token, '/api/v2/billing/usage-report')).statusCode).toBe(403);
      const standalone = await signedInUser(t.app, t.db);
      expect((await get(standalone.token, '/api/v2/billing/usage-report')).statusCode).toBe(404);
      expect((await get(undefined, '/api/v2/billing/usage-report')).statusCode).toBe(401);
      // Zenith's owner reads Zenith's numbers only, whatever is asked.
      const theirs = await get(
        zenith.owner.token,
        '/api/v2/billing/usage-report?from=2026-05-14&to=2026-05-14',
      );
      expect(theirs.body).toBe(
        '\ufeffDate,Searches,API calls,Active users\r\n2026-05-14,0,0,0\r\n',
      );
    });
  });
});
