import { z } from 'zod';
import { billingCurrencySchema, invoiceLineSchema } from '@sanctions/contracts';
import type { Invoice } from '@sanctions/contracts';
import { invoices } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';

/**
 * Columns every invoice view selects: the invoice and its organisation's display name. Used by the
 * invoice list, the billing summary and the PDF, so they all show an invoice the same way.
 */
export const invoiceViewColumns = {
  invoice: invoices,
  organizationName: organizations.displayName,
} as const;

export type InvoiceViewRow = {
  invoice: typeof invoices.$inferSelect;
  organizationName: string;
};

const lineItemsSchema = z.array(invoiceLineSchema);

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** An invoice row as the contracts' invoice view (instants as ISO strings, cents as stored). */
export function toInvoiceView({ invoice, organizationName }: InvoiceViewRow): Invoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    organizationId: invoice.organizationId,
    organizationName,
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
  };
}
