import { eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '@sanctions/contracts';
import type { BillingCycle } from '@sanctions/contracts';
import { buildOrganization, buildSubscription, buildUser } from '../factories';
import type { Db } from '../../src/db/client';
import { invoices, organizationSubscriptions } from '../../src/db/schema/billing';
import { userPreferences } from '../../src/db/schema/preferences';
import { addDays } from '../../src/domains/billing/shared/billing-rules';
import { issuePeriodInvoice } from '../../src/domains/billing/shared/issue-period-invoice';

export const PUBLIC_URL = 'http://localhost:3000';

/**
 * An organisation approved at `approvedAt` as the approval does it: a 14-day trial as its first period
 * and the first invoice issued for the period after it. Its team: an owner (English), an admin (Arabic),
 * a member, and an inactive admin who hears nothing.
 */
export async function buildTrialOrganization(
  db: Db,
  options: {
    approvedAt: Date;
    planName?: 'basic' | 'professional' | 'enterprise';
    billingCycle?: BillingCycle;
  },
) {
  const trialEnd = addDays(options.approvedAt, TRIAL_DAYS);
  const organization = await buildOrganization(db);
  const { subscription, plan } = await buildSubscription(db, {
    organizationId: organization.id,
    planName: options.planName ?? 'basic',
    billingCycle: options.billingCycle ?? 'monthly',
    status: 'trial',
    trialEnd,
    currentPeriodStart: options.approvedAt,
    currentPeriodEnd: trialEnd,
    createdAt: addDays(options.approvedAt, -1),
  });
  const member = (organizationRole: 'owner' | 'admin' | 'member', isActive = true) =>
    buildUser(db, { organizationId: organization.id, organizationRole, isActive });
  const owner = await member('owner');
  const admin = await member('admin');
  const plainMember = await member('member');
  const inactiveAdmin = await member('admin', false);
  await db.insert(userPreferences).values({ userId: admin.id, preferences: { language: 'ar' } });
  const firstInvoice = await issuePeriodInvoice(db, {
    subscriptionId: subscription.id,
    plan,
    billingCycle: subscription.billingCycle,
    periodStart: trialEnd,
    at: options.approvedAt,
    publicUrl: PUBLIC_URL,
  });
  return {
    organization,
    subscription,
    plan,
    trialEnd,
    owner,
    admin,
    member: plainMember,
    inactiveAdmin,
    firstInvoice,
  };
}

/**
 * What verifying a cash payment does to the billing rows (ADR 009; the cash-payments feature owns the
 * real route): the invoice is paid and the subscription runs for its period.
 */
export async function markInvoicePaid(db: Db, invoiceId: string, at: Date): Promise<void> {
  const [invoice] = await db
    .update(invoices)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(eq(invoices.id, invoiceId))
    .returning();
  if (!invoice?.subscriptionId) throw new Error('markInvoicePaid: no such invoice');
  await db
    .update(organizationSubscriptions)
    .set({
      status: 'active',
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      suspendedAt: null,
      updatedAt: at,
    })
    .where(eq(organizationSubscriptions.id, invoice.subscriptionId));
}
