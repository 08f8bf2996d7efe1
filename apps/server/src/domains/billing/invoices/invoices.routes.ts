import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoiceIdParamsSchema,
  invoicePdfQuerySchema,
  invoiceReplySchema,
  invoicesQuerySchema,
  invoicesReplySchema,
} from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { billingDocumentsScope } from '../shared/billing-access';
import { arabicFontFaceCss } from '../../../lib/pdf/arabic-font';
import { createPdfPrinter, DEFAULT_CHROMIUM_PATH } from '../../../lib/pdf/pdf-printer';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { getInvoice } from './get-invoice';
import { readOfficeAddress } from '../office-address/office-address.queries';
import { renderInvoiceHtml } from './invoice-pdf-html';
import { findBilledOrganization } from './invoices.queries';
import { listInvoices } from './list-invoices';

const TAGS = ['Billing'];

export interface InvoicesRoutesOptions {
  /** Default: `CHROMIUM_PATH`, else /usr/bin/chromium. */
  chromiumPath?: string;
}

/**
 * Invoices: an organisation's owners and admins read their own, the super admin everyone's (with
 * `?organizationId=`). The scope is part of every query, so another organisation's invoice is 404.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  app,
  options,
) => {
  const printer = createPdfPrinter(
    options.chromiumPath ?? (process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH),
  );
  app.addHook('onClose', () => printer.close());

  app.get(
    '/api/v2/billing/invoices',
    {
      schema: {
        tags: TAGS,
        summary: 'Invoices, newest first (paged; status filter, `open` = pending or overdue)',
        security: BEARER_SECURITY,
        querystring: invoicesQuerySchema,
        response: { 200: invoicesReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => listInvoices(app.db, billingDocumentsScope(request.user), request.query),
  );

  app.get(
    '/api/v2/billing/invoices/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One invoice with its lines',
        security: BEARER_SECURITY,
        params: invoiceIdParamsSchema,
        response: { 200: invoiceReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        invoice: await getInvoice(app.db, billingDocumentsScope(request.user), request.params.id),
      },
    }),
  );

  app.get(
    '/api/v2/billing/invoices/:id/pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'The invoice as a PDF in English or Arabic, named after its number',
        security: BEARER_SECURITY,
        params: invoiceIdParamsSchema,
        querystring: invoicePdfQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const invoice = await getInvoice(
        app.db,
        billingDocumentsScope(request.user),
        request.params.id,
      );
      const organization = await findBilledOrganization(app.db, invoice.organizationId);
      if (!organization) throw new AppError('NOT_FOUND', 'Organization not found');
      const html = renderInvoiceHtml({
        invoice,
        organization,
        office: (await readOfficeAddress(app.db)).officeAddress,
        lang: request.query.lang,
        fontCss: await arabicFontFaceCss(),
      });
      const pdf = await printer.print(html);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
