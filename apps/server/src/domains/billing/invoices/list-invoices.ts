import type { InvoicesQuery, InvoicesReply } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import type { BillingScope } from '../shared/billing-access';
import { toInvoiceView } from '../shared/invoice-view';
import { countInvoices, findInvoicesPage } from './invoices.queries';

/** One page of the invoices the caller may read, newest first, with the total for paging. */
export async function listInvoices(
  db: DbOrTx,
  scope: BillingScope,
  query: InvoicesQuery,
): Promise<InvoicesReply> {
  const rows = await findInvoicesPage(db, scope, query);
  const total = await countInvoices(db, scope, query);
  return {
    success: true as const,
    data: {
      invoices: rows.map(toInvoiceView),
      total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
