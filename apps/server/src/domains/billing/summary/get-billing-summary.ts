import { NO_ORGANIZATION_MESSAGE } from '@sanctions/contracts';
import type { BillingSummary } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { planPriceCents } from '../shared/invoice-lines';
import { toInvoiceView } from '../shared/invoice-view';
import {
  countActiveMembers,
  findCurrentSubscription,
  findOrganization,
  findRecentInvoices,
  sumOutstanding,
  sumUsage,
} from './billing-summary.queries';
import { currentUsageWindow } from './usage-window';

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/**
 * The organisation billing dashboard (spec 3, "Billing summary (ordinary)") of the caller's own
 * organisation: every figure read from stored rows at `now`.
 */
export async function getBillingSummary(
  db: DbOrTx,
  organizationId: string,
  now: Date,
): Promise<BillingSummary> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new AppError('NOT_FOUND', NO_ORGANIZATION_MESSAGE);
  const current = await findCurrentSubscription(db, organizationId);
  const window = currentUsageWindow(current?.subscription, now);
  const usage = await sumUsage(db, organizationId, window);
  const recent = await findRecentInvoices(db, organizationId);
  return {
    organization: { id: organization.id, name: organization.displayName },
    subscription: current
      ? {
          plan: {
            name: current.plan.name,
            displayName: current.plan.displayName,
            monthlyPrice: current.plan.monthlyPrice,
            yearlyPrice: current.plan.yearlyPrice,
            maxUsers: current.plan.maxUsers,
            maxSearchesPerMonth: current.plan.maxSearchesPerMonth,
            maxApiCalls: current.plan.maxApiCalls,
            features: { en: current.plan.features, ar: current.plan.featuresAr },
          },
          status: current.subscription.status,
          billingCycle: current.subscription.billingCycle,
          cyclePrice: planPriceCents(current.plan, current.subscription.billingCycle),
          currentPeriodStart: iso(current.subscription.currentPeriodStart),
          currentPeriodEnd: iso(current.subscription.currentPeriodEnd),
          trialEnd: iso(current.subscription.trialEnd),
        }
      : null,
    currentUsage: {
      activeUsers: await countActiveMembers(db, organizationId),
      searches: usage.searches,
      apiCalls: usage.apiCalls,
      periodStart: window.start.toISOString(),
      periodEnd: window.end.toISOString(),
    },
    invoices: recent.map(toInvoiceView),
    outstandingTotal: await sumOutstanding(db, organizationId),
  };
}
