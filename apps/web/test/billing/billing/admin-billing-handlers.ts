import type { AdminOrganization, CashPayment, Invoice } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import {
  ADMIN_SUMMARY,
  adminOrganizationsReply,
  adminSummaryReply,
  cashPaymentReply,
  cashPaymentsReply,
  invoicesReply,
  verifyReply,
} from './billing-fixtures';
import { shellHandlers } from '@test/shell-handlers';

type Reply = () => Response;

export interface AdminBillingLog {
  organizationQueries: URLSearchParams[];
  invoiceQueries: URLSearchParams[];
  recorded: unknown[];
  decisions: { id: string; body: unknown }[];
}

interface AdminBillingState {
  organizations: AdminOrganization[];
  payments: CashPayment[];
  /** Open invoices per organisation id. */
  openInvoices?: Record<string, Invoice[]>;
}

function matches(organization: AdminOrganization, query: URLSearchParams): boolean {
  const search = (query.get('search') ?? '').toLowerCase();
  const status = query.get('status') ?? 'all';
  const plan = query.get('plan') ?? 'all';
  const text = `${organization.name} ${organization.email}`.toLowerCase();
  return (
    text.includes(search) &&
    (status === 'all' || organization.subscription?.status === status) &&
    (plan === 'all' || organization.subscription?.plan === plan)
  );
}

/**
 * MSW handlers of the super admin billing dashboard over in-memory state: the server filters the
 * organisations, and a decision moves a payment out of pending as the server would.
 */
export function adminBillingHandlers(
  state: AdminBillingState,
  options: { summary?: Reply; record?: Reply; verify?: Reply } = {},
) {
  let payments = [...state.payments];
  const log: AdminBillingLog = {
    organizationQueries: [],
    invoiceQueries: [],
    recorded: [],
    decisions: [],
  };
  const handlers = [
    ...shellHandlers(),
    http.get('*/api/v2/billing/admin/summary', () =>
      options.summary ? options.summary() : HttpResponse.json(adminSummaryReply(ADMIN_SUMMARY)),
    ),
    http.get('*/api/v2/billing/admin/organizations', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.organizationQueries.push(query);
      return HttpResponse.json(
        adminOrganizationsReply(state.organizations.filter((row) => matches(row, query))),
      );
    }),
    http.get('*/api/v2/billing/admin/cash-payments', () =>
      HttpResponse.json(cashPaymentsReply(payments)),
    ),
    http.post('*/api/v2/billing/admin/cash-payments', async ({ request }) => {
      const body = await request.json();
      log.recorded.push(body);
      if (options.record) return options.record();
      const payment = payments[0];
      if (!payment) throw new Error('the state needs a payment to echo');
      return HttpResponse.json(cashPaymentReply(payment, 'Cash payment recorded successfully!'), {
        status: 201,
      });
    }),
    http.post<{ id: string }>(
      '*/api/v2/billing/admin/cash-payments/:id/verify',
      async ({ params, request }) => {
        const body = await request.json();
        log.decisions.push({ id: params.id, body });
        if (options.verify) return options.verify();
        const payment = payments.find((row) => row.id === params.id);
        if (!payment) return HttpResponse.json({}, { status: 404 });
        const decided: CashPayment = {
          ...payment,
          verificationStatus:
            typeof body === 'object' &&
            body !== null &&
            'status' in body &&
            body.status === 'rejected'
              ? 'rejected'
              : 'verified',
          verifiedAt: '2026-03-06T12:00:00.000Z',
        };
        payments = payments.map((row) => (row.id === params.id ? decided : row));
        return HttpResponse.json(verifyReply(decided));
      },
    ),
    http.get('*/api/v2/billing/invoices', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.invoiceQueries.push(query);
      const rows = state.openInvoices?.[query.get('organizationId') ?? ''] ?? [];
      return HttpResponse.json(invoicesReply(rows, rows.length, 1, 100));
    }),
  ];
  return { handlers, log };
}
