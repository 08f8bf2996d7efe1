import { subscriptionChangeReplySchema } from '@sanctions/contracts';
import type { BillingSummary, Invoice } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { invoicesReply, summaryReply } from './billing-fixtures';
import { plansReply } from './plans-fixture';
import { shellHandlers } from '@test/shell-handlers';

type Reply = () => Response;

export interface BillingLog {
  summaryCalls: number;
  invoiceQueries: URLSearchParams[];
  pdfRequests: string[];
  changes: unknown[];
}

/** MSW handlers of the organisation billing dashboard; `invoices` is the full list the dialog pages. */
export function billingHandlers(
  summary: BillingSummary,
  options: { summary?: Reply; invoices?: Invoice[]; change?: Reply } = {},
) {
  const log: BillingLog = { summaryCalls: 0, invoiceQueries: [], pdfRequests: [], changes: [] };
  const handlers = [
    ...shellHandlers(),
    http.get('*/api/v2/billing/summary', () => {
      log.summaryCalls += 1;
      return options.summary ? options.summary() : HttpResponse.json(summaryReply(summary));
    }),
    http.get('*/api/v2/billing/invoices', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.invoiceQueries.push(query);
      const status = query.get('status');
      const page = Number(query.get('page') ?? '1');
      const pageSize = Number(query.get('pageSize') ?? '20');
      const matching = (options.invoices ?? summary.invoices).filter(
        (invoice) => status === null || invoice.status === status,
      );
      const rows = matching.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json(invoicesReply(rows, matching.length, page, pageSize));
    }),
    http.get<{ id: string }>('*/api/v2/billing/invoices/:id/pdf', ({ params, request }) => {
      log.pdfRequests.push(`${params.id}?${new URL(request.url).searchParams.toString()}`);
      return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    }),
    http.get('*/api/v2/subscription/plans', () => HttpResponse.json(plansReply())),
    http.post('*/api/v2/billing/subscription/change', async ({ request }) => {
      log.changes.push(await request.json());
      return options.change
        ? options.change()
        : HttpResponse.json(
            subscriptionChangeReplySchema.parse({
              success: true,
              data: {
                changeType: 'downgrade',
                planName: 'basic',
                billingCycle: 'yearly',
                effectiveDate: '2026-04-01T00:00:00.000Z',
                prorationAmount: 0,
                invoiceNumber: null,
              },
            }),
          );
    }),
  ];
  return { handlers, log };
}
