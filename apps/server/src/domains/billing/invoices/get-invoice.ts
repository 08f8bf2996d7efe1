import { INVOICE_NOT_FOUND_MESSAGE } from '@sanctions/contracts';
import type { Invoice } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { BillingScope } from '../shared/billing-access';
import { toInvoiceView } from '../shared/invoice-view';
import { findInvoice } from './invoices.queries';

/** One invoice the caller may read; another organisation's answers 404 like a missing one. */
export async function getInvoice(
  db: DbOrTx,
  scope: BillingScope,
  invoiceId: string,
): Promise<Invoice> {
  const row = await findInvoice(db, scope, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return toInvoiceView(row);
}
