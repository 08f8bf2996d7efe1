import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { superAdminUsersReplySchema, invoicesReplySchema } from '@sanctions/contracts';
import type { ApprovedOrganization } from './organization';
import { apiToken, uniqueSuffix } from './organization';
import { E2E_ADMIN } from './sign-in';
import type { Account } from './sign-in';

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

/**
 * A second super admin (four-eyes on money, ADR 009): the one who records a cash payment cannot verify
 * it. Registered as a standalone user, then promoted by the seeded super admin.
 */
export async function createSecondSuperAdmin(request: APIRequestContext): Promise<Account> {
  const account = { email: `verifier-${uniqueSuffix()}@e2e.test`, password: 'Verifier-Passw0rd!' };
  const registered = await request.post('/api/v2/auth-simple/register', {
    data: { ...account, firstName: 'Omar', lastName: 'Haddad' },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const headers = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const listed = await request.get(
    `/api/v2/super-admin/users?search=${encodeURIComponent(account.email)}`,
    { headers },
  );
  expect(listed.ok(), await listed.text()).toBe(true);
  const [user] = superAdminUsersReplySchema.parse(await listed.json()).data.users;
  if (!user) throw new Error(`${account.email} was not registered`);
  const promoted = await request.put(`/api/v2/super-admin/users/${user.id}`, {
    headers,
    data: { role: 'super_admin' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  return account;
}
