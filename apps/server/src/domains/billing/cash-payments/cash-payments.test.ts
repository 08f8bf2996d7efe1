import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_PAYMENT_RECORDED_MESSAGE,
  OWN_CASH_PAYMENT_REFUSAL,
  PAYMENT_STATUS_UPDATED_MESSAGE,
  REJECTION_DEFAULT_NOTE,
  cashPaymentReplySchema,
  cashPaymentsReplySchema,
  errorEnvelopeSchema,
  verifyCashPaymentReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import {
  buildBilledOrganization,
  buildInvoice,
  callAs,
  signedInUser,
} from '../../../../test/billing-factories';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  billingNotifications,
  cashPayments,
  invoices,
  organizationSubscriptions,
  paymentHistory,
  paymentMethods,
} from '../../../db/schema/billing';
import { auditLogs } from '../../../db/schema/users';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const TRIAL_START = new Date('2026-05-01T09:00:00.000Z');
const TRIAL_END = new Date('2026-05-15T09:00:00.000Z');
const PERIOD_END = new Date('2026-06-15T09:00:00.000Z');
const TODAY = '2026-05-04';

const PAYMENTS_URL = '/api/v2/billing/admin/cash-payments';
const verifyUrl = (id: string) => `${PAYMENTS_URL}/${id}/verify`;

let receipts = 0;
const nextReceipt = () => {
  receipts += 1;
  return `RCPT-${receipts}-${randomUUID().slice(0, 6)}`;
};

describe('cash payments', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; token: string };
  /** Four-eyes on money (ADR 009): another super admin than the recorder decides. */
  let verifier: { id: string; token: string };
  let cashMethodId: string;

  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    superAdmin = await signedInUser(t.app, t.db, { role: 'super_admin' });
    verifier = await signedInUser(t.app, t.db, { role: 'super_admin' });
    const [method] = await t.db
      .insert(paymentMethods)
      .values({ name: 'Cash at the office', type: 'cash' })
      .returning();
    if (!method) throw new Error('no payment method');
    cashMethodId = method.id;
  });

  const billed = () =>
    buildBilledOrganization(t.app, t.db, {
      trialStart: TRIAL_START,
      trialEnd: TRIAL_END,
      periodEnd: PERIOD_END,
    });

  const record = (payload: object, token = superAdmin.token) =>
    callAs(t.app, token, { method: 'POST', url: PAYMENTS_URL, payload });

  const decide = (id: string, payload: object, token = verifier.token) =>
    callAs(t.app, token, { method: 'POST', url: verifyUrl(id), payload });

  const paymentBody = (organizationId: string, invoiceId: string, amount: number) => ({
    organizationId,
    invoiceId,
    amount,
    currency: 'USD',
    paymentDate: TODAY,
    receivedBy: 'Front desk: Rana',
    receiptNumber: nextReceipt(),
    notes: 'Paid in USD notes',
  });

  it('answers 401 without a token and 403 to users, moderators and admins on every route', async () => {
    const { organization, invoice } = await billed();
    const body = paymentBody(organization.id, invoice.id, invoice.total);
    const id = randomUUID();
    const routes = [
      { method: 'GET' as const, url: PAYMENTS_URL },
      { method: 'POST' as const, url: PAYMENTS_URL, payload: body },
      { method: 'POST' as const, url: verifyUrl(id), payload: { status: 'verified' } },
    ];
    for (const route of routes) {
      expect((await callAs(t.app, undefined, route)).statusCode).toBe(401);
    }
    for (const role of ['user', 'moderator', 'admin'] as const) {
      const caller = await signedInUser(t.app, t.db, { role });
      for (const route of routes) {
        const response = await callAs(t.app, caller.token, route);
        expect(response.statusCode).toBe(403);
        expect(errorEnvelopeSchema.parse(response.json()).code).toBe('FORBIDDEN');
      }
    }
    // The organisation's own owner is a customer, not the provider's staff.
    for (const route of routes) {
      expect((await callAs(t.app, (await billed()).owner.token, route)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(cashPayments)).toHaveLength(0);
  });

  it('records a payment as pending, lists it, and verification pays the invoice and activates the period', async () => {
    const { organization, subscription, invoice } = await billed();
    const body = paymentBody(organization.id, invoice.id, invoice.total);

    const recorded = await record(body);
    expect(recorded.statusCode).toBe(201);
    const { data, message } = cashPaymentReplySchema.parse(recorded.json());
    expect(message).toBe(CASH_PAYMENT_RECORDED_MESSAGE);
    expect(data.payment).toMatchObject({
      organizationId: organization.id,
      organizationName: organization.displayName,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      amount: invoice.total,
      currency: 'USD',
      paymentDate: TODAY,
      receivedBy: 'Front desk: Rana',
      receiptNumber: body.receiptNumber,
      notes: 'Paid in USD notes',
      verificationStatus: 'pending',
      verifiedAt: null,
    });

    const listed = cashPaymentsReplySchema.parse(
      (await callAs(t.app, superAdmin.token, { method: 'GET', url: PAYMENTS_URL })).json(),
    );
    expect(listed.data.payments.map((payment) => payment.id)).toContain(data.payment.id);

    const verified = await decide(data.payment.id, { status: 'verified', notes: 'Counted twice' });
    expect(verified.statusCode).toBe(200);
    const decision = verifyCashPaymentReplySchema.parse(verified.json());
    expect(decision.message).toBe(PAYMENT_STATUS_UPDATED_MESSAGE);
    expect(decision.data).toMatchObject({
      payment: { verificationStatus: 'verified', verifiedAt: NOW.toISOString() },
      invoice: { id: invoice.id, status: 'paid', paidAt: NOW.toISOString() },
    });

    const [storedInvoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(storedInvoice).toMatchObject({ status: 'paid', paidAt: NOW });
    const history = await t.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.cashPaymentId, data.payment.id));
    expect(history).toEqual([
      expect.objectContaining({
        organizationId: organization.id,
        invoiceId: invoice.id,
        paymentMethodId: cashMethodId,
        amount: invoice.total,
        currency: 'USD',
        status: 'completed',
        transactionId: body.receiptNumber,
        paymentDate: new Date(`${TODAY}T00:00:00.000Z`),
        processedBy: verifier.id,
        failureReason: null,
      }),
    ]);
    const [storedSubscription] = await t.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.id, subscription.id));
    expect(storedSubscription).toMatchObject({
      status: 'active',
      currentPeriodStart: TRIAL_END,
      currentPeriodEnd: PERIOD_END,
      trialEnd: TRIAL_END,
      suspendedAt: null,
    });
    const audits = await t.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(eq(auditLogs.organizationId, organization.id));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'cash_payment_recorded', actorId: superAdmin.id },
        { action: 'cash_payment_verified', actorId: verifier.id },
      ]),
    );
    const notices = await t.db
      .select({ type: billingNotifications.type })
      .from(billingNotifications)
      .where(eq(billingNotifications.organizationId, organization.id));
    expect(notices).toEqual([{ type: 'payment-verified' }]);

    const after = cashPaymentsReplySchema.parse(
      (await callAs(t.app, superAdmin.token, { method: 'GET', url: PAYMENTS_URL })).json(),
    );
    expect(after.data.payments.find((payment) => payment.id === data.payment.id)).toMatchObject({
      verificationStatus: 'verified',
    });

    const again = await decide(data.payment.id, { status: 'rejected', notes: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).message).toBe(
      'This payment has already been verified',
    );
  });

  it('rejection leaves the invoice open, writes a failed history row with the reason, and is decided once', async () => {
    const { organization, subscription, invoice } = await billed();
    const recorded = cashPaymentReplySchema.parse(
      (await record(paymentBody(organization.id, invoice.id, invoice.total))).json(),
    );
    const id = recorded.data.payment.id;

    const rejected = await decide(id, { status: 'rejected', notes: REJECTION_DEFAULT_NOTE });
    expect(rejected.statusCode).toBe(200);
    expect(verifyCashPaymentReplySchema.parse(rejected.json()).data).toMatchObject({
      payment: { verificationStatus: 'rejected', verificationNotes: REJECTION_DEFAULT_NOTE },
      invoice: { id: invoice.id, status: 'pending', paidAt: null },
    });
    const [storedInvoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(storedInvoice).toMatchObject({ status: 'pending', paidAt: null });
    const history = await t.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.cashPaymentId, id));
    expect(history).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: REJECTION_DEFAULT_NOTE }),
    ]);
    const [storedSubscription] = await t.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.id, subscription.id));
    expect(storedSubscription?.status).toBe('trial');

    const second = await decide(id, { status: 'verified' });
    expect(second.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(second.json()).code).toBe('CONFLICT');

    // The invoice is open again, so the next receipt can pay it.
    const retry = await record(paymentBody(organization.id, invoice.id, invoice.total));
    expect(retry.statusCode).toBe(201);
  });

  it('refuses the recorder’s own verification (four-eyes on money) and lets another super admin verify', async () => {
    const { organization, invoice } = await billed();
    const recorded = cashPaymentReplySchema.parse(
      (await record(paymentBody(organization.id, invoice.id, invoice.total))).json(),
    );
    const id = recorded.data.payment.id;

    const own = await decide(id, { status: 'verified' }, superAdmin.token);
    expect(own.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(own.json())).toMatchObject({
      code: 'FORBIDDEN',
      message: OWN_CASH_PAYMENT_REFUSAL.message,
      messageKey: OWN_CASH_PAYMENT_REFUSAL.key,
    });
    const [waiting] = await t.db.select().from(cashPayments).where(eq(cashPayments.id, id));
    expect(waiting).toMatchObject({ verificationStatus: 'pending', verifiedBy: null });
    const [open] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(open?.status).not.toBe('paid');
    expect(
      await t.db.select().from(paymentHistory).where(eq(paymentHistory.cashPaymentId, id)),
    ).toHaveLength(0);

    const other = await decide(id, { status: 'verified' }, verifier.token);
    expect(other.statusCode).toBe(200);
    const [decided] = await t.db.select().from(cashPayments).where(eq(cashPayments.id, id));
    expect(decided).toMatchObject({ verificationStatus: 'verified', verifiedBy: verifier.id });
  });

  it('lets the recorder reject their own mistaken record (no money moves)', async () => {
    const { organization, invoice } = await billed();
    const recorded = cashPaymentReplySchema.parse(
      (await record(paymentBody(organization.id, invoice.id, invoice.total))).json(),
    );
    const rejected = await decide(
      recorded.data.payment.id,
      { status: 'rejected', notes: 'Typed the wrong amount' },
      superAdmin.token,
    );
    expect(rejected.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous verifications through', async () => {
    const { organization, invoice } = await billed();
    const recorded = cashPaymentReplySchema.parse(
      (await record(paymentBody(organization.id, invoice.id, invoice.total))).json(),
    );
    const id = recorded.data.payment.id;

    const replies = await Promise.all([
      decide(id, { status: 'verified' }),
      decide(id, { status: 'verified' }),
      decide(id, { status: 'rejected', notes: REJECTION_DEFAULT_NOTE }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    const history = await t.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.cashPaymentId, id));
    expect(history).toHaveLength(1);
  });

  it('refuses a receipt number twice, also when two recordings race', async () => {
    const first = await billed();
    const second = await billed();
    const body = paymentBody(first.organization.id, first.invoice.id, first.invoice.total);
    expect((await record(body)).statusCode).toBe(201);
    const duplicate = await record({
      ...body,
      organizationId: second.organization.id,
      invoiceId: second.invoice.id,
      amount: second.invoice.total,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(duplicate.json()).message).toBe(
      `Receipt number ${body.receiptNumber} is already recorded`,
    );

    const third = await billed();
    const fourth = await billed();
    const receiptNumber = nextReceipt();
    const raced = await Promise.all([
      record({
        ...paymentBody(third.organization.id, third.invoice.id, third.invoice.total),
        receiptNumber,
      }),
      record({
        ...paymentBody(fourth.organization.id, fourth.invoice.id, fourth.invoice.total),
        receiptNumber,
      }),
    ]);
    expect(raced.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(
      await t.db.select().from(cashPayments).where(eq(cashPayments.receiptNumber, receiptNumber)),
    ).toHaveLength(1);
  });

  it('checks the invoice: another organisation’s is not found, the amount must be its total, one payment awaits at a time', async () => {
    const mine = await billed();
    const theirs = await billed();

    const foreign = await record(
      paymentBody(mine.organization.id, theirs.invoice.id, theirs.invoice.total),
    );
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(foreign.json()).message).toBe(
      'Invoice not found for this organization',
    );

    const short = await record(
      paymentBody(mine.organization.id, mine.invoice.id, mine.invoice.total - 1),
    );
    expect(short.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(short.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `The amount must equal the total of invoice ${mine.invoice.invoiceNumber}: $299.00`,
      issues: [{ path: ['amount'] }],
    });

    expect(
      (await record(paymentBody(mine.organization.id, mine.invoice.id, mine.invoice.total)))
        .statusCode,
    ).toBe(201);
    const waiting = await record(
      paymentBody(mine.organization.id, mine.invoice.id, mine.invoice.total),
    );
    expect(waiting.statusCode).toBe(409);

    const cancelled = await buildInvoice(t.db, {
      organizationId: mine.organization.id,
      total: 500,
      status: 'cancelled',
    });
    expect((await record(paymentBody(mine.organization.id, cancelled.id, 500))).statusCode).toBe(
      409,
    );

    const unknownOrganization = await record(
      paymentBody(randomUUID(), mine.invoice.id, mine.invoice.total),
    );
    expect(unknownOrganization.statusCode).toBe(404);
  });

  it('pays the invoice due first when none is named, and refuses when nothing is open', async () => {
    const { organization, subscription, invoice } = await billed();
    const later = await buildInvoice(t.db, {
      organizationId: organization.id,
      subscriptionId: subscription.id,
      total: 29_900,
      periodStart: PERIOD_END,
      periodEnd: new Date('2026-07-15T09:00:00.000Z'),
      dueDate: PERIOD_END,
    });
    const { invoiceId: _omitted, ...body } = paymentBody(organization.id, later.id, invoice.total);
    const recorded = await record(body);
    expect(recorded.statusCode).toBe(201);
    expect(cashPaymentReplySchema.parse(recorded.json()).data.payment.invoiceId).toBe(invoice.id);

    const idle = await billed();
    await t.db
      .update(invoices)
      .set({ status: 'paid', paidAt: NOW })
      .where(and(eq(invoices.id, idle.invoice.id)));
    const { invoiceId: _none, ...nothingOpen } = paymentBody(
      idle.organization.id,
      idle.invoice.id,
      idle.invoice.total,
    );
    const refused = await record(nothingOpen);
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).message).toBe(
      'This organization has no open invoice to pay',
    );
  });

  it('validates the body: required fields, cents, the date, and a reason to reject', async () => {
    const { organization, invoice } = await billed();
    const base = paymentBody(organization.id, invoice.id, invoice.total);
    const cases: [object, string][] = [
      [{ ...base, amount: 0 }, 'Amount must be greater than 0'],
      [{ ...base, amount: 299.5 }, 'Amount must be in whole cents'],
      [{ ...base, receiptNumber: '   ' }, 'Receipt number is required'],
      [{ ...base, receivedBy: '' }, 'Received by is required'],
      [{ ...base, paymentDate: '2026-05-05' }, 'Payment date cannot be in the future'],
      [{ ...base, paymentDate: '2024-01-01' }, 'Payment date cannot be more than 366 days ago'],
      [{ ...base, paymentDate: '04/05/2026' }, 'Payment date must be a date (YYYY-MM-DD)'],
      [{ ...base, currency: 'EUR' }, 'Invalid input: expected "USD"'],
    ];
    for (const [payload, message] of cases) {
      const response = await record(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(message);
    }

    const recorded = cashPaymentReplySchema.parse((await record(base)).json());
    const noReason = await decide(recorded.data.payment.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(noReason.json()).message).toBe(
      'A reason is required to reject a payment',
    );
    const unknown = await decide(randomUUID(), { status: 'verified' });
    expect(unknown.statusCode).toBe(404);
  });
});
