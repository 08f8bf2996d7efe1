import { z } from 'zod';
import { billingCurrencySchema, centsSchema } from './money';

export const INVOICE_STATUS_VALUES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUS_VALUES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Invoices still waiting for money: a cash payment can only pay one of these. */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'overdue'];

export const INVOICE_LINE_KINDS = ['plan', 'overage', 'proration', 'adjustment'] as const;

/** One line of an invoice; amounts in cents, `amount = quantity * unitAmount`. */
export const invoiceLineSchema = z.object({
  kind: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: centsSchema,
  amount: centsSchema,
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

/** An invoice as the billing pages and the invoice list show it. Instants are ISO strings. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  /** Before tax, cents. */
  amount: centsSchema,
  tax: centsSchema,
  /** amount + tax, cents. */
  total: centsSchema,
  currency: billingCurrencySchema,
  status: invoiceStatusSchema,
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  dueDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  lineItems: z.array(invoiceLineSchema),
  notes: z.string().nullable(),
  /** The organisation's tax registration number, printed on the invoice; null when not given. */
  organizationTaxId: z.string().nullable(),
  /** Receipt number of the verified cash payment that paid it; null while unpaid. */
  receiptNumber: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `open` = pending or overdue (what the Record Cash Payment dialog offers). */
export const invoiceStatusFilterSchema = z.enum([...INVOICE_STATUS_VALUES, 'open']);
export type InvoiceStatusFilter = z.infer<typeof invoiceStatusFilterSchema>;

export const INVOICES_PAGE_SIZE_DEFAULT = 20;
export const INVOICES_PAGE_SIZE_MAX = 100;

/**
 * GET /api/v2/billing/invoices query. `organizationId` is honoured for the super admin only; organisation
 * owners and admins always get their own organisation's invoices.
 */
export const invoicesQuerySchema = z.object({
  organizationId: z.uuid('Invalid organization id').optional(),
  status: invoiceStatusFilterSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(INVOICES_PAGE_SIZE_MAX)
    .default(INVOICES_PAGE_SIZE_DEFAULT),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoicesReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    invoices: z.array(invoiceSchema),
    /** Invoices matching the filters, over all pages. */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type InvoicesReply = z.infer<typeof invoicesReplySchema>;

export const invoiceIdParamsSchema = z.object({ id: z.uuid('Invalid invoice id') });

export const invoiceReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ invoice: invoiceSchema }),
});
export type InvoiceReply = z.infer<typeof invoiceReplySchema>;

export const INVOICE_PDF_LANGUAGES = ['en', 'ar'] as const;
/** GET /api/v2/billing/invoices/{id}/pdf?lang=en|ar (default en); the file is named `<invoiceNumber>.pdf`. */
export const invoicePdfQuerySchema = z.object({
  lang: z.enum(INVOICE_PDF_LANGUAGES).default('en'),
});
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
