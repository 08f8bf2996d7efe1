import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { invoicesReplySchema } from '@sanctions/contracts';
import type { ApprovedOrganization } from './organization';
import { apiToken, uniqueSuffix } from './organization';
import { E2E_ADMIN } from './sign-in';

/**
 * Records, as the super admin, a cash payment for the organisation's open invoice and leaves it awaiting
 * verification (billing.spec.ts records one through the dialog). Returns the receipt number.
 */
export async function recordPendingCashPayment(
  request: APIRequestContext,
  organization: ApprovedOrganization,
): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const listed = await request.get(
    `/api/v2/billing/invoices?organizationId=${organization.id}&status=open`,
    { headers },
  );
  expect(listed.ok(), await listed.text()).toBe(true);
  const [invoice] = invoicesReplySchema.parse(await listed.json()).data.invoices;
  if (!invoice) throw new Error(`${organization.displayName} has no open invoice`);
  const receiptNumber = `R-${uniqueSuffix()}`;
  const recorded = await request.post('/api/v2/billing/admin/cash-payments', {
    headers,
    data: {
      organizationId: organization.id,
      invoiceId: invoice.id,
      amount: invoice.total,
      currency: invoice.currency,
      paymentDate: new Date().toISOString().slice(0, 10),
      receivedBy: 'Front desk',
      receiptNumber,
    },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  return receiptNumber;
}
