import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { billingCurrencySchema, invoiceLineSchema } from '@sanctions/contracts';
import type { Invoice } from '@sanctions/contracts';
import { cashPayments, invoices } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';

/**
 * The receipt of the verified cash payment that paid the invoice (issue 23 §6: the invoice carries it).
 * Verification pays the invoice once, so at most one verified payment names it; the latest wins anyway.
 */
const receiptNumber = sql<string | null>`(
  select ${cashPayments.receiptNumber} from ${cashPayments}
  where ${and(eq(cashPayments.invoiceId, invoices.id), eq(cashPayments.verificationStatus, 'verified'))}
  order by ${cashPayments.verifiedAt} desc nulls last limit 1
)`;

/**
 * Columns every invoice view selects: the invoice, its organisation's display name and tax id, and the receipt that
 * paid it. Used by the invoice list, the billing summary and the PDF, so they all show an invoice the
 * same way.
 */
export const invoiceViewColumns = {
  invoice: invoices,
  organizationName: organizations.displayName,
  organizationTaxId: organizations.taxId,
  receiptNumber,
} as const;

export type InvoiceViewRow = {
  invoice: typeof invoices.$inferSelect;
  organizationName: string;
  organizationTaxId: string | null;
  receiptNumber: string | null;
};

const lineItemsSchema = z.array(invoiceLineSchema);

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** An invoice row as the contracts' invoice view (instants as ISO strings, cents as stored). */
export function toInvoiceView({
  invoice,
  organizationName,
  organizationTaxId,
  receiptNumber,
}: InvoiceViewRow): Invoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    organizationId: invoice.organizationId,
    organizationName,
    organizationTaxId,
    amount: invoice.amount,
    tax: invoice.tax,
    total: invoice.total,
    currency: billingCurrencySchema.parse(invoice.currency),
    status: invoice.status,
    periodStart: iso(invoice.periodStart),
    periodEnd: iso(invoice.periodEnd),
    dueDate: iso(invoice.dueDate),
    paidAt: iso(invoice.paidAt),
    createdAt: invoice.createdAt.toISOString(),
    // jsonb is outside data to the type system: parse it rather than trust the column's declared type.
    lineItems: lineItemsSchema.parse(invoice.lineItems),
    notes: invoice.notes,
    receiptNumber,
  };
}
