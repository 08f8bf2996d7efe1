import { monthlyEquivalentCents } from '@sanctions/contracts';
import type {
  AdminOrganization,
  AdminOrganizationsQuery,
  AdminOrganizationsReply,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  countActiveMembersByOrganization,
  countOrganizations,
  findLastPayments,
  findOrganizationsPage,
  sumSearchesByOrganization,
} from './admin-billing.queries';
import { currentUsageWindow } from './usage-window';

type OrganizationRow = Awaited<ReturnType<typeof findOrganizationsPage>>[number];
type LastPayment = Awaited<ReturnType<typeof findLastPayments>>[number];

function toAdminOrganization(
  row: OrganizationRow,
  lastPayment: LastPayment | undefined,
  usage: { searches: number; activeUsers: number },
): AdminOrganization {
  const { subscription, plan } = row;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subscription:
      subscription && plan
        ? {
            status: subscription.status,
            plan: plan.name,
            planDisplayName: plan.displayName,
            billingCycle: subscription.billingCycle,
            monthlyAmount: monthlyEquivalentCents(plan, subscription.billingCycle),
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            trialEnd: subscription.trialEnd?.toISOString() ?? null,
          }
        : null,
    lastPayment: lastPayment
      ? {
          amount: lastPayment.amount,
          date: lastPayment.date.toISOString(),
          method: lastPayment.method ?? (lastPayment.cashPaymentId === null ? 'unknown' : 'cash'),
          status: lastPayment.status,
        }
      : null,
    totalUsage: usage,
  };
}

/**
 * The Organizations tab (spec 3, "Admin organization"): customer organisations filtered by name or
 * e-mail, subscription status and plan, a page at a time, with their last payment and this month's usage.
 */
export async function listAdminOrganizations(
  db: DbOrTx,
  query: AdminOrganizationsQuery,
  now: Date,
): Promise<AdminOrganizationsReply> {
  const rows = await findOrganizationsPage(db, query);
  const total = await countOrganizations(db, query);
  const ids = rows.map((row) => row.id);
  const month = currentUsageWindow(undefined, now);
  const [payments, searches, members] =
    ids.length === 0
      ? [[], [], []]
      : [
          await findLastPayments(db, ids),
          await sumSearchesByOrganization(db, ids, month),
          await countActiveMembersByOrganization(db, ids),
        ];
  const paymentOf = new Map(payments.map((payment) => [payment.organizationId, payment]));
  const searchesOf = new Map(searches.map((row) => [row.organizationId, row.searches]));
  const membersOf = new Map(members.map((row) => [row.organizationId, row.total]));
  return {
    success: true as const,
    data: {
      organizations: rows.map((row) =>
        toAdminOrganization(row, paymentOf.get(row.id), {
          searches: searchesOf.get(row.id) ?? 0,
          activeUsers: membersOf.get(row.id) ?? 0,
        }),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
