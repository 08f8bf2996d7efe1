import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import {
  ACME_ORGANIZATION,
  buildCashPayment,
  GLOBEX_ORGANIZATION,
} from '@test/billing/billing/billing-fixtures';
import { adminBillingHandlers } from '@test/billing/billing/admin-billing-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });
const ORGANIZATIONS = [ACME_ORGANIZATION, GLOBEX_ORGANIZATION];
const PENDING = buildCashPayment(1);
const VERIFIED = Array.from({ length: 12 }, (_, index) =>
  buildCashPayment(100 + index, {
    organizationName: `Verified ${index + 1}`,
    verificationStatus: 'verified',
    verifiedAt: `2026-02-${String(index + 10).padStart(2, '0')}T09:00:00.000Z`,
  }),
);

function openAdminBilling(
  state: Partial<Parameters<typeof adminBillingHandlers>[0]> = {},
  options: Parameters<typeof adminBillingHandlers>[1] = {},
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = adminBillingHandlers(
    { organizations: ORGANIZATIONS, payments: [PENDING, ...VERIFIED], ...state },
    options,
  );
  server.use(...handlers);
  return { ...renderApp('/billing', { user: SUPER_ADMIN, language }), log };
}

const tile = (name: string) => within(screen.getByRole('group', { name }));
afterEach(() => vi.restoreAllMocks());

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('super admin billing dashboard', { timeout: 30_000 }, () => {
  it('shows the five tiles from the admin summary', async () => {
    openAdminBilling();
    await screen.findByRole('group', { name: 'Total Revenue' }, { timeout: 10_000 });
    expect(tile('Total Revenue').getByText('$12,345.50')).toBeVisible();
    expect(tile('Active Subscriptions').getByText('12')).toBeVisible();
    expect(tile('Pending Payments').getByText('2')).toBeVisible();
    expect(tile('Pending Payments').getByText('$598.00 awaiting verification')).toBeVisible();
    expect(tile('Overdue').getByText('1')).toBeVisible();
    expect(tile('Overdue').getByText('$99.00 past due')).toBeVisible();
    expect(tile('Organizations').getByText('15')).toBeVisible();
  });

  it('shows the load error with Try Again when the summary fails', async () => {
    openAdminBilling(
      {},
      { summary: () => HttpResponse.json(buildErrorEnvelope('INTERNAL', 'boom'), { status: 500 }) },
    );
    expect(
      await screen.findByText('Error Loading Billing Data', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('lists organisations and filters them on the server by search, status and plan', async () => {
    const { user, log } = openAdminBilling();
    const table = await screen.findByRole('table', { name: 'Organizations' }, { timeout: 10_000 });
    expect(within(table).getByText('Acme Financial')).toBeVisible();
    expect(within(table).getByText('Globex Exchange')).toBeVisible();
    expect(within(table).getByText('Past Due')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'past_due');
    await waitFor(() => expect(within(table).queryByText('Acme Financial')).toBeNull());
    expect(log.organizationQueries.at(-1)?.get('status')).toBe('past_due');

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Plan'), 'professional');
    await waitFor(() => expect(within(table).queryByText('Globex Exchange')).toBeNull());
    expect(log.organizationQueries.at(-1)?.get('plan')).toBe('professional');

    await user.selectOptions(screen.getByLabelText('Plan'), 'all');
    await user.type(screen.getByLabelText('Search'), 'finance@globex');
    await waitFor(() => expect(within(table).queryByText('Acme Financial')).toBeNull());
    expect(log.organizationQueries.at(-1)?.get('search')).toBe('finance@globex');
    expect(within(table).getByText('Globex Exchange')).toBeVisible();
  });

  it('opens View Details with contact, subscription, last payment and usage', async () => {
    const { user } = openAdminBilling();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'View details of Acme Financial' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Acme Financial' }));
    expect(dialog.getByText('billing@acme.example')).toBeVisible();
    expect(dialog.getByText('+1 555 0100')).toBeVisible();
    expect(dialog.getByText('Professional')).toBeVisible();
    expect(dialog.getByText('Cash')).toBeVisible();
    expect(dialog.getByText('Completed')).toBeVisible();
    expect(dialog.getByText('1,204')).toBeVisible();
  });

  it('verifies a pending payment and says so', async () => {
    const { user, log } = openAdminBilling();
    await user.click(
      await screen.findByRole('tab', { name: 'Cash Payments' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verify payment R-1001' }));
    // Nothing is decided before the super admin confirms the organisation, amount and receipt.
    const confirm = within(await screen.findByRole('dialog', { name: 'Verify this payment?' }));
    expect(confirm.getByText(/R-1001/)).toBeVisible();
    expect(log.decisions).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log.decisions).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Verify payment R-1001' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm verification' }));
    expect(await screen.findByText('Payment status updated successfully!')).toBeVisible();
    expect(log.decisions).toEqual([{ id: PENDING.id, body: { status: 'verified' } }]);
    expect(await screen.findByText('No payments are waiting for verification.')).toBeVisible();
  });

  it('rejects with the note "Verification failed"', async () => {
    const { user, log } = openAdminBilling();
    await user.click(
      await screen.findByRole('tab', { name: 'Cash Payments' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject payment R-1001' }));
    expect(await screen.findByText('Payment status updated successfully!')).toBeVisible();
    expect(log.decisions).toEqual([
      { id: PENDING.id, body: { status: 'rejected', notes: 'Verification failed' } },
    ]);
  });

  it('shows the server error when a decision fails', async () => {
    const { user } = openAdminBilling(
      {},
      {
        verify: () =>
          HttpResponse.json(buildErrorEnvelope('CONFLICT', 'Payment was already verified'), {
            status: 409,
          }),
      },
    );
    await user.click(
      await screen.findByRole('tab', { name: 'Cash Payments' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verify payment R-1001' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm verification' }));
    expect(
      await screen.findByText('Failed to update payment: Payment was already verified'),
    ).toBeVisible();
  });

  it('lists the latest 10 verified payments, newest first', async () => {
    const { user } = openAdminBilling();
    await user.click(
      await screen.findByRole('tab', { name: 'Cash Payments' }, { timeout: 10_000 }),
    );
    const list = within(await screen.findByRole('list', { name: 'Recently Verified' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Verified 12');
    expect(list.queryByText('Verified 2')).toBeNull();
  });

  it('charts revenue by month and counts subscriptions per plan', async () => {
    const { user } = openAdminBilling();
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: 'Revenue by Month' });
    expect(within(table).getByText('Jan 2026')).toBeInTheDocument();
    expect(within(table).getByText('$4,000.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Professional' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Starter' })).toBeInTheDocument();
  });

  it('exports the organisations as CSV and prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      saved.push('saved');
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = openAdminBilling();
    await screen.findByRole('table', { name: 'Organizations' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(saved).toEqual(['saved']);
    expect(print).toHaveBeenCalledOnce();
  });

  it('renders right to left in Arabic', async () => {
    openAdminBilling({}, {}, 'ar');
    expect(
      await screen.findByRole('group', { name: 'إجمالي الإيرادات' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'تسجيل دفعة نقدية' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'المدفوعات النقدية' })).toBeVisible();
  });

  it('labels the revenue months and amounts in Arabic', async () => {
    const { user } = openAdminBilling({}, {}, 'ar');
    await user.click(await screen.findByRole('tab', { name: 'التحليلات' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: 'الإيرادات حسب الشهر' });
    const january = new Intl.DateTimeFormat('ar', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-01-01T00:00:00Z'));
    expect(within(table).getByText(january)).toBeInTheDocument();
    expect(within(table).queryByText('$4,000.00')).toBeNull();
  });
});
