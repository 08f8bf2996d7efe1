import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_APPROVED_MESSAGE,
  ORGANIZATION_PENDING_MESSAGE,
  organizationDecisionReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { invoices, organizationSubscriptions } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { auditLogs, emailOutbox, notifications, users } from '../../../db/schema/users';
import { formatUsd } from '../../../lib/mail/templates/format';
import {
  OWNER_PASSWORD,
  applyForOrganization,
  decide,
  postLogin,
  signedInAs,
} from '../../../../test/organizations/approval-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const FOURTEEN_DAYS_LATER = new Date('2026-05-18T15:20:00.000Z');

describe('POST /api/v2/admin/organizations/{id}/approve', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; accessToken: string };
  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    await ensurePlan(t.db, 'enterprise');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  it('keeps the owner out while pending; approval starts a 14-day trial and lets the owner in', async () => {
    const application = await applyForOrganization(t.app);
    const refused = await postLogin(t.app, application.ownerEmail, OWNER_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ORGANIZATION_PENDING',
      message: ORGANIZATION_PENDING_MESSAGE,
    });

    const response = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'approve',
    );

    expect(response.statusCode).toBe(200);
    expect(organizationDecisionReplySchema.parse(response.json())).toEqual({
      success: true,
      message: ORGANIZATION_APPROVED_MESSAGE,
      data: {
        organization: {
          id: application.organizationId,
          status: 'approved',
          trialEnd: FOURTEEN_DAYS_LATER.toISOString(),
        },
      },
    });
    const [organization] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, application.organizationId));
    expect(organization).toMatchObject({
      status: 'approved',
      approvedBy: superAdmin.id,
      approvedAt: NOW,
    });
    const [subscription] = await t.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, application.organizationId));
    expect(subscription).toMatchObject({
      status: 'trial',
      trialEnd: FOURTEEN_DAYS_LATER,
      currentPeriodStart: NOW,
      currentPeriodEnd: FOURTEEN_DAYS_LATER,
    });
    const [owner] = await t.db.select().from(users).where(eq(users.email, application.ownerEmail));
    expect(owner?.isVerified).toBe(false);

    const signedIn = await postLogin(t.app, application.ownerEmail, OWNER_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      data: { user: { organizationId: application.organizationId, organizationRole: 'owner' } },
    });
  });

  it('e-mails the owner the trial end and the amount for the cycle, notifies in-app and audits the decision', async () => {
    const application = await applyForOrganization(t.app);
    await decide(t.app, superAdmin.accessToken, application.organizationId, 'approve');
    const [owner] = await t.db.select().from(users).where(eq(users.email, application.ownerEmail));

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, application.ownerEmail),
          eq(emailOutbox.template, 'organization-approved'),
        ),
      );
    // Professional, yearly: the yearly price is due.
    expect(mail?.text).toContain(formatUsd(299_000, 'en'));
    expect(mail?.text).toContain('http://localhost:3000/');
    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner?.id ?? ''),
          eq(notifications.messageKey, 'organizations.approved'),
        ),
      );
    expect(notification).toMatchObject({
      title: 'Organization approved',
      messageKey: 'organizations.approved',
      messageParams: { organization: application.displayName, trialEnd: '2026-05-18' },
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, application.organizationId),
          eq(auditLogs.action, 'organization_approved'),
        ),
      );
    expect(audit).toMatchObject({
      userId: owner?.id,
      actorId: superAdmin.id,
      createdAt: NOW,
      details: { statusBefore: 'pending', statusAfter: 'approved', ownerId: owner?.id },
    });
  });

  it('issues the first invoice for the first paid year, due when the trial ends, and tells the owner', async () => {
    const application = await applyForOrganization(t.app);
    await decide(t.app, superAdmin.accessToken, application.organizationId, 'approve');

    const issued = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, application.organizationId));
    expect(issued).toHaveLength(1);
    const [invoice] = issued;
    expect(invoice?.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
    expect(invoice).toMatchObject({
      status: 'pending',
      currency: 'USD',
      amount: 299_000,
      tax: 0,
      total: 299_000,
      periodStart: FOURTEEN_DAYS_LATER,
      periodEnd: new Date('2027-05-18T15:20:00.000Z'),
      dueDate: FOURTEEN_DAYS_LATER,
      lineItems: [
        {
          kind: 'plan',
          description: 'Professional plan (yearly)',
          quantity: 1,
          unitAmount: 299_000,
          amount: 299_000,
        },
      ],
    });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, application.ownerEmail),
          eq(emailOutbox.template, 'billing-invoice-issued'),
        ),
      );
    expect(mail?.text).toContain(invoice?.invoiceNumber ?? 'missing');
    expect(mail?.text).toContain(formatUsd(299_000, 'en'));
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, application.organizationId),
          eq(auditLogs.action, 'organization_approved'),
        ),
      );
    expect(audit?.details).toMatchObject({
      firstInvoiceNumber: invoice?.invoiceNumber,
      firstInvoiceTotal: 299_000,
    });
  });

  it('approves an enterprise application with nothing due until the price is agreed', async () => {
    const application = await applyForOrganization(t.app, {
      planName: 'enterprise',
      billingCycle: 'monthly',
    });
    const response = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'approve',
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, application.ownerEmail),
          eq(emailOutbox.template, 'organization-approved'),
        ),
      );
    expect(mail?.text).toContain('To be agreed with our team');
    // The price is agreed with staff, who invoice it: nothing is issued automatically.
    const issued = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, application.organizationId));
    expect(issued).toEqual([]);
  });

  it('answers 409 to a second approval, also when two arrive at once, and acts only once', async () => {
    const application = await applyForOrganization(t.app);
    const both = await Promise.all([
      decide(t.app, superAdmin.accessToken, application.organizationId, 'approve'),
      decide(t.app, superAdmin.accessToken, application.organizationId, 'approve'),
    ]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const again = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'approve',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This organization is not pending review: it is already approved',
    });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, application.organizationId),
          eq(auditLogs.action, 'organization_approved'),
        ),
      );
    expect(audits).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, application.ownerEmail),
          eq(emailOutbox.template, 'organization-approved'),
        ),
      );
    expect(mails).toHaveLength(1);
    const issued = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, application.organizationId));
    expect(issued).toHaveLength(1);
  });

  it('answers 409 for a rejected application, 404 for an unknown id and 400 for a malformed one', async () => {
    const application = await applyForOrganization(t.app);
    await decide(t.app, superAdmin.accessToken, application.organizationId, 'reject', {
      reason: 'Sanctioned shareholder',
    });
    const rejected = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'approve',
    );
    expect(rejected.statusCode).toBe(409);

    const unknown = await decide(t.app, superAdmin.accessToken, randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found' });

    const malformed = await decide(t.app, superAdmin.accessToken, 'not-an-id', 'approve');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Invalid organization id' });
  });
});
