import { formatCentsAsDecimal } from '@sanctions/contracts';
import type { AdminOrganization } from '@sanctions/contracts';
import { buildCsv } from './build-csv';

/** Column headers of the export in the interface language, in {@link organizationsCsv}'s order. */
export interface OrganizationsCsvHeaders {
  name: string;
  email: string;
  phone: string;
  plan: string;
  billingCycle: string;
  status: string;
  monthlyAmount: string;
  currentPeriodEnd: string;
  lastPaymentAmount: string;
  lastPaymentDate: string;
  searches: string;
  activeUsers: string;
}

/**
 * The Organizations tab as CSV: amounts as plain dollars with two decimals (USD) and dates as ISO days,
 * so a spreadsheet reads them as numbers and dates whatever the interface language.
 */
export function organizationsCsv(
  organizations: AdminOrganization[],
  headers: OrganizationsCsvHeaders,
): string {
  const rows = organizations.map(
    ({ name, email, phone, subscription, lastPayment, totalUsage }) => [
      name,
      email,
      phone ?? '',
      subscription?.plan ?? '',
      subscription?.billingCycle ?? '',
      subscription?.status ?? '',
      subscription ? formatCentsAsDecimal(subscription.monthlyAmount) : '',
      subscription?.currentPeriodEnd?.slice(0, 10) ?? '',
      lastPayment ? formatCentsAsDecimal(lastPayment.amount) : '',
      lastPayment?.date.slice(0, 10) ?? '',
      totalUsage.searches,
      totalUsage.activeUsers,
    ],
  );
  return buildCsv(
    [
      headers.name,
      headers.email,
      headers.phone,
      headers.plan,
      headers.billingCycle,
      headers.status,
      headers.monthlyAmount,
      headers.currentPeriodEnd,
      headers.lastPaymentAmount,
      headers.lastPaymentDate,
      headers.searches,
      headers.activeUsers,
    ],
    rows,
  );
}
