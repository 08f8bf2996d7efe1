import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { InvoicesQuery } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import type { BillingScope } from '../shared/billing-access';
import { invoiceViewColumns } from '../shared/invoice-view';
import type { InvoiceViewRow } from '../shared/invoice-view';

/** The scope in the WHERE itself: another organisation's invoice is simply not there. */
function scopeCondition(scope: BillingScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(invoices.organizationId, scope.organizationId);
}

function filterConditions(scope: BillingScope, query: InvoicesQuery): SQL | undefined {
  const conditions = [scopeCondition(scope)];
  // The organisation filter is the super admin's; everyone else is already scoped to their own.
  if (scope.kind === 'all' && query.organizationId !== undefined) {
    conditions.push(eq(invoices.organizationId, query.organizationId));
  }
  if (query.status === 'open') conditions.push(inArray(invoices.status, ['pending', 'overdue']));
  else if (query.status !== undefined) conditions.push(eq(invoices.status, query.status));
  return and(...conditions);
}

/** One page of invoices, newest first. */
export function findInvoicesPage(
  db: DbOrTx,
  scope: BillingScope,
  query: InvoicesQuery,
): Promise<InvoiceViewRow[]> {
  return db
    .select(invoiceViewColumns)
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(filterConditions(scope, query))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countInvoices(
  db: DbOrTx,
  scope: BillingScope,
  query: InvoicesQuery,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(invoices)
    .where(filterConditions(scope, query));
  return row?.total ?? 0;
}

export async function findInvoice(
  db: DbOrTx,
  scope: BillingScope,
  invoiceId: string,
): Promise<InvoiceViewRow | undefined> {
  const [row] = await db
    .select(invoiceViewColumns)
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(and(eq(invoices.id, invoiceId), scopeCondition(scope)));
  return row;
}

/** What the invoice's "Bill to" block prints. */
export async function findBilledOrganization(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      name: organizations.name,
      displayName: organizations.displayName,
      contactEmail: organizations.contactEmail,
      contactPhone: organizations.contactPhone,
      address: organizations.address,
      website: organizations.website,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}
export type BilledOrganization = NonNullable<Awaited<ReturnType<typeof findBilledOrganization>>>;
