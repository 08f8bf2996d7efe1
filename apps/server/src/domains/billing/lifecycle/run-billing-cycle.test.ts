import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/build-app';
import { signIn } from '../../../../test/billing-factories';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  billingNotifications,
  invoices,
  organizationSubscriptions,
  organizationUsage,
  usageOverages,
} from '../../../db/schema/billing';
import { emailOutbox, notifications } from '../../../db/schema/users';
import { addDays } from '../shared/billing-rules';
import {
  PUBLIC_URL,
  buildTrialOrganization,
  markInvoicePaid,
} from '../../../../test/billing/billing-lifecycle-test-support';
import { runBillingCycle } from './run-billing-cycle';

const APPROVED_AT = new Date('2026-11-25T09:00:00.000Z');
const TRIAL_END = new Date('2026-12-09T09:00:00.000Z');

describe('runBillingCycle: the lifecycle of a monthly subscription', () => {
  const clock = createTestClock(APPROVED_AT);
  const t = useTestApp({ clock });
  const run = (at: Date) => {
    clock.set(at);
    return runBillingCycle({ db: t.db, now: at, publicUrl: PUBLIC_URL });
  };
  const subscriptionOf = async (id: string) => {
    const [row] = await t.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.id, id));
    return row;
  };
  const invoicesOf = (organizationId: string) =>
    t.db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId))
      .orderBy(asc(invoices.invoiceNumber));

  it('trial -> first invoice -> paid -> renewal -> overdue -> past_due -> suspended -> searching blocked', async () => {
    const org = await buildTrialOrganization(t.db, { approvedAt: APPROVED_AT });

    // Approval issued the first invoice: the first paid month after the trial, due when it ends.
    expect(org.firstInvoice).toMatchObject({
      invoiceNumber: 'INV-2026-000001',
      amount: 9_900,
      tax: 0,
      total: 9_900,
      currency: 'USD',
      status: 'pending',
      periodStart: TRIAL_END,
      periodEnd: new Date('2027-01-09T09:00:00.000Z'),
      dueDate: TRIAL_END,
    });

    // Three days before the trial ends: the notice, once.
    const noticeRun = await run(new Date('2026-12-06T10:00:00.000Z'));
    expect(noticeRun).toMatchObject({ trialEndingNotices: 1, renewalInvoicesIssued: 0 });
    expect((await run(new Date('2026-12-06T11:00:00.000Z'))).trialEndingNotices).toBe(0);

    // The owner pays at the office before the trial ends; the super admin verifies.
    await markInvoicePaid(t.db, org.firstInvoice?.id ?? '', new Date('2026-12-08T12:00:00.000Z'));
    const afterTrial = await run(new Date('2026-12-10T09:00:00.000Z'));
    expect(afterTrial).toMatchObject({ trialsEndedUnpaid: 0, invoicesMarkedOverdue: 0 });
    expect(await subscriptionOf(org.subscription.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2027-01-09T09:00:00.000Z'),
    });

    // Eight days before the period ends: nothing; seven days before: the renewal, numbered in 2027.
    expect((await run(new Date('2027-01-01T09:00:00.000Z'))).renewalInvoicesIssued).toBe(0);
    expect((await run(new Date('2027-01-02T09:00:00.000Z'))).renewalInvoicesIssued).toBe(1);
    expect((await run(new Date('2027-01-02T10:00:00.000Z'))).renewalInvoicesIssued).toBe(0);
    const [, renewal] = await invoicesOf(org.organization.id);
    expect(renewal).toMatchObject({
      invoiceNumber: 'INV-2027-000001',
      total: 9_900,
      status: 'pending',
      periodStart: new Date('2027-01-09T09:00:00.000Z'),
      periodEnd: new Date('2027-02-09T09:00:00.000Z'),
      dueDate: new Date('2027-01-09T09:00:00.000Z'),
    });

    // Unpaid past its due date: overdue, and the subscription past due.
    const overdueRun = await run(new Date('2027-01-09T10:00:00.000Z'));
    expect(overdueRun).toMatchObject({ invoicesMarkedOverdue: 1, subscriptionsSuspended: 0 });
    expect((await invoicesOf(org.organization.id))[1]?.status).toBe('overdue');
    expect((await subscriptionOf(org.subscription.id))?.status).toBe('past_due');

    // Still inside the 14-day grace period, then over it: suspended, once.
    expect((await run(new Date('2027-01-23T08:00:00.000Z'))).subscriptionsSuspended).toBe(0);
    const suspendAt = new Date('2027-01-23T09:00:00.000Z');
    expect((await run(suspendAt)).subscriptionsSuspended).toBe(1);
    expect((await run(new Date('2027-01-23T10:00:00.000Z'))).subscriptionsSuspended).toBe(0);
    expect(await subscriptionOf(org.subscription.id)).toMatchObject({
      status: 'suspended',
      suspendedAt: suspendAt,
    });

    // A member's searching is blocked with a readable reason.
    const token = await signIn(t.app, org.member);
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/v3/usage/profile-data',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(usage.json()).toMatchObject({
      data: { stats: { canSearch: false, blockedBy: 'subscription_suspended' } },
    });

    // Every notice reached the active owner and admin (in Arabic for the admin), never the member.
    const notices = await t.db
      .select({ type: billingNotifications.type })
      .from(billingNotifications)
      .where(eq(billingNotifications.organizationId, org.organization.id))
      .orderBy(asc(billingNotifications.createdAt));
    expect(notices.map((notice) => notice.type)).toEqual([
      'invoice-issued',
      'trial-ending',
      'invoice-issued',
      'invoice-overdue',
      'subscription-suspended',
    ]);
    const mails = await t.db
      .select({ to: emailOutbox.to, template: emailOutbox.template, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [org.owner.email, org.admin.email, org.member.email]));
    const templatesTo = (to: string) =>
      mails
        .filter((mail) => mail.to === to)
        .map((mail) => mail.template)
        .sort();
    const expected = [
      'billing-invoice-issued',
      'billing-invoice-issued',
      'billing-invoice-overdue',
      'billing-subscription-suspended',
      'billing-trial-ending',
    ];
    expect(templatesTo(org.owner.email)).toEqual(expected);
    expect(templatesTo(org.admin.email)).toEqual(expected);
    expect(templatesTo(org.member.email)).toEqual([]);
    const arabic = mails.find(
      (mail) => mail.to === org.admin.email && mail.template === 'billing-invoice-overdue',
    );
    expect(arabic?.subject).toContain('متأخرة السداد');
    const inApp = await t.db
      .select({ key: notifications.messageKey, href: notifications.actionHref })
      .from(notifications)
      .where(eq(notifications.userId, org.owner.id));
    expect(inApp).toContainEqual({ key: 'billing.subscriptionSuspendedInvoice', href: '/billing' });
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, org.inactiveAdmin.id)),
    ).toEqual([]);
  });
});

describe('runBillingCycle: unpaid trials, overages, idempotency', () => {
  const clock = createTestClock(APPROVED_AT);
  const t = useTestApp({ clock });
  const run = (at: Date) => runBillingCycle({ db: t.db, now: at, publicUrl: PUBLIC_URL });

  it('moves a trial that ends unpaid to past_due; a custom plan with no invoice too', async () => {
    await ensurePlan(t.db, 'enterprise');
    const priced = await buildTrialOrganization(t.db, { approvedAt: APPROVED_AT });
    const custom = await buildTrialOrganization(t.db, {
      approvedAt: APPROVED_AT,
      planName: 'enterprise',
    });
    expect(custom.firstInvoice).toBeNull();

    const report = await run(addDays(TRIAL_END, 0.5));
    // The priced trial's first invoice turned overdue (and with it the subscription past_due); the
    // custom one had no invoice and ended unpaid.
    expect(report).toMatchObject({ invoicesMarkedOverdue: 1, trialsEndedUnpaid: 1 });
    for (const id of [priced.subscription.id, custom.subscription.id]) {
      const [row] = await t.db
        .select({ status: organizationSubscriptions.status })
        .from(organizationSubscriptions)
        .where(eq(organizationSubscriptions.id, id));
      expect(row?.status).toBe('past_due');
    }
    // The custom plan is suspended 14 days after its trial ended.
    const later = await run(addDays(TRIAL_END, 14.5));
    expect(later.subscriptionsSuspended).toBe(2);
  });

  it('records an overage once per month and bills it on the next invoice', async () => {
    const approvedAt = new Date('2026-10-20T09:00:00.000Z');
    const org = await buildTrialOrganization(t.db, { approvedAt });
    await markInvoicePaid(t.db, org.firstInvoice?.id ?? '', new Date('2026-11-01T09:00:00.000Z'));
    // Basic allows 250 searches a month and sells additional checks at 50 cents: 262 in November.
    await t.db.insert(organizationUsage).values([
      { organizationId: org.organization.id, date: '2026-11-02', searchCount: 200 },
      { organizationId: org.organization.id, date: '2026-11-30', searchCount: 62 },
      { organizationId: org.organization.id, date: '2026-12-01', searchCount: 500 },
    ]);

    const first = await run(new Date('2026-12-01T00:30:00.000Z'));
    expect(first).toMatchObject({ overagesRecorded: 1, renewalInvoicesIssued: 1 });
    const [again] = await Promise.all([
      run(new Date('2026-12-01T01:30:00.000Z')),
      run(new Date('2026-12-01T01:30:00.000Z')),
    ]);
    expect(again?.overagesRecorded).toBe(0);
    const overages = await t.db
      .select()
      .from(usageOverages)
      .where(eq(usageOverages.subscriptionId, org.subscription.id));
    expect(overages).toHaveLength(1);
    expect(overages[0]).toMatchObject({
      overageType: 'searches',
      periodStart: new Date('2026-11-01T00:00:00.000Z'),
      periodEnd: new Date('2026-12-01T00:00:00.000Z'),
      limitAmount: 250,
      actualUsage: 262,
      overageAmount: 12,
      ratePerUnit: 50,
      totalCharge: 600,
    });

    // The paid period ends 2026-12-03 09:00: the renewal issued in the same run carries the plan and
    // the overage recorded just before it (December's searches are not November's).
    const [next] = await t.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.subscriptionId, org.subscription.id),
          eq(invoices.periodStart, new Date('2026-12-03T09:00:00.000Z')),
        ),
      );
    expect(next).toMatchObject({ amount: 10_500, total: 10_500 });
    expect(next?.lineItems).toEqual([
      expect.objectContaining({ kind: 'plan', amount: 9_900 }),
      {
        kind: 'overage',
        description: 'Additional searches 2026-11-01 to 2026-12-01: 12 above the plan limit of 250',
        quantity: 12,
        unitAmount: 50,
        amount: 600,
      },
    ]);
    const [billed] = await t.db
      .select({ billedInInvoice: usageOverages.billedInInvoice })
      .from(usageOverages)
      .where(eq(usageOverages.subscriptionId, org.subscription.id));
    expect(billed?.billedInInvoice).toBe(next?.id);
  });

  it('two runs at once issue every renewal once, with unique sequential numbers', async () => {
    const approvedAt = new Date('2027-03-01T09:00:00.000Z');
    const orgs = [];
    for (let i = 0; i < 4; i += 1) {
      const org = await buildTrialOrganization(t.db, { approvedAt });
      await markInvoicePaid(t.db, org.firstInvoice?.id ?? '', approvedAt);
      orgs.push(org);
    }
    const renewalAt = new Date('2027-04-10T09:00:00.000Z');
    const reports = await Promise.all([run(renewalAt), run(renewalAt)]);
    expect(reports.reduce((sum, report) => sum + report.renewalInvoicesIssued, 0)).toBe(4);
    expect((await run(renewalAt)).renewalInvoicesIssued).toBe(0);

    const numbers = (
      await t.db.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices)
    ).map((row) => row.invoiceNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const of2027 = numbers
      .filter((n) => n.startsWith('INV-2027-'))
      .map((n) => Number(n.slice('INV-2027-'.length)))
      .sort((a, b) => a - b);
    // Gap-free: 1..n, whatever ran concurrently.
    expect(of2027).toEqual(of2027.map((_, index) => index + 1));
    for (const org of orgs) {
      const rows = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, org.subscription.id));
      expect(rows).toHaveLength(2);
    }
  });

  it('every invoice total is the sum of its lines plus tax, recomputed independently', async () => {
    const rows = await t.db.select().from(invoices);
    expect(rows.length).toBeGreaterThan(0);
    for (const invoice of rows) {
      let sum = 0;
      for (const line of invoice.lineItems) {
        expect(Number.isInteger(line.amount)).toBe(true);
        expect(line.amount).toBe(line.quantity * line.unitAmount);
        sum += line.amount;
      }
      expect(invoice.amount).toBe(sum);
      expect(invoice.total).toBe(invoice.amount + invoice.tax);
      expect(invoice.currency).toBe('USD');
    }
  });
});

describe('POST /api/v2/billing/admin/run-daily-job', () => {
  const clock = createTestClock(APPROVED_AT);
  const t = useTestApp({ clock });

  it('answers 401 without a token and 403 to anyone but a super admin', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billing/admin/run-daily-job',
    });
    expect(anonymous.statusCode).toBe(401);
    const org = await buildTrialOrganization(t.db, { approvedAt: APPROVED_AT });
    for (const user of [org.owner, org.admin]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/billing/admin/run-daily-job',
        headers: { authorization: `Bearer ${await signIn(t.app, user)}` },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
