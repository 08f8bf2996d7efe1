import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { localIsoDate } from '../lib/cash-payment-form';
import {
  ACME_ORGANIZATION,
  buildCashPayment,
  buildInvoice,
  GLOBEX_ID,
  GLOBEX_ORGANIZATION,
} from '@test/billing/billing/billing-fixtures';
import { adminBillingHandlers } from '@test/billing/billing/admin-billing-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });
const OPEN_INVOICE = buildInvoice(7, {
  organizationId: GLOBEX_ID,
  organizationName: 'Globex Exchange',
  status: 'overdue',
  amount: 9_900,
  total: 9_900,
  paidAt: null,
});

async function openDialog(options: Parameters<typeof adminBillingHandlers>[1] = {}) {
  const { handlers, log } = adminBillingHandlers(
    {
      organizations: [ACME_ORGANIZATION, GLOBEX_ORGANIZATION],
      payments: [buildCashPayment(1)],
      openInvoices: { [GLOBEX_ID]: [OPEN_INVOICE] },
    },
    options,
  );
  server.use(...handlers);
  const view = renderApp('/billing', { user: SUPER_ADMIN });
  await view.user.click(
    await screen.findByRole('button', { name: 'Record Cash Payment' }, { timeout: 10_000 }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Record Cash Payment' }));
  return { ...view, log, dialog };
}

async function fillForm(
  dialog: ReturnType<typeof within>,
  user: Awaited<ReturnType<typeof openDialog>>['user'],
) {
  await user.selectOptions(
    dialog.getByLabelText('Organization'),
    await dialog.findByRole('option', { name: 'Globex Exchange' }),
  );
  await user.selectOptions(
    dialog.getByLabelText('Invoice'),
    await dialog.findByRole('option', { name: 'INV-2026-000007 · $99.00 · Overdue' }),
  );
  await user.type(dialog.getByLabelText('Received by'), 'Omar Saleh');
  await user.type(dialog.getByLabelText('Receipt number'), 'R-2001');
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('Record Cash Payment dialog', { timeout: 30_000 }, () => {
  it('names every missing required field and sends nothing', async () => {
    const { dialog, user, log } = await openDialog();
    expect(dialog.getByLabelText('Payment date')).toHaveValue(localIsoDate());
    await user.clear(dialog.getByLabelText('Payment date'));
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(dialog.getByText('Organization is required')).toBeVisible();
    expect(dialog.getByText('Invoice is required')).toBeVisible();
    expect(dialog.getByText('Amount is required')).toBeVisible();
    expect(dialog.getByText('Payment date is required')).toBeVisible();
    expect(dialog.getByText('Received by is required')).toBeVisible();
    expect(dialog.getByText('Receipt number is required')).toBeVisible();
    expect(log.recorded).toEqual([]);
  });

  it("drops a field's message as soon as the field is filled, and keeps the others", async () => {
    const { dialog, user } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(dialog.getByText('Received by is required')).toBeVisible();
    await user.type(dialog.getByLabelText('Received by'), 'O');
    expect(dialog.queryByText('Received by is required')).toBeNull();
    expect(dialog.getByLabelText('Received by')).toHaveAttribute('aria-invalid', 'false');
    // Choosing the organisation clears its message; the invoice, still empty, keeps its own.
    await user.selectOptions(
      dialog.getByLabelText('Organization'),
      await dialog.findByRole('option', { name: 'Globex Exchange' }),
    );
    expect(dialog.queryByText('Organization is required')).toBeNull();
    expect(dialog.getByText('Invoice is required')).toBeVisible();
    // The invoice fills the amount, which drops both messages.
    await user.selectOptions(
      dialog.getByLabelText('Invoice'),
      await dialog.findByRole('option', { name: 'INV-2026-000007 · $99.00 · Overdue' }),
    );
    expect(dialog.queryByText('Invoice is required')).toBeNull();
    expect(dialog.queryByText('Amount is required')).toBeNull();
    expect(dialog.getByText('Receipt number is required')).toBeVisible();
  });

  it('offers the open invoices of the organisation and fills in the amount owed', async () => {
    const { dialog, user, log } = await openDialog();
    expect(dialog.getByLabelText('Invoice')).toBeDisabled();
    await fillForm(dialog, user);
    expect(dialog.getByLabelText('Amount')).toHaveValue(99);
    const query = log.invoiceQueries.at(-1);
    expect(query?.get('organizationId')).toBe(GLOBEX_ID);
    expect(query?.get('status')).toBe('open');
  });

  it('records the amount in cents by rounding, in USD, dated today, and says so', async () => {
    const { dialog, user, log } = await openDialog();
    await fillForm(dialog, user);
    await user.clear(dialog.getByLabelText('Amount'));
    await user.type(dialog.getByLabelText('Amount'), '99.005');
    await user.type(dialog.getByLabelText('Notes'), 'Paid at the front desk');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('Cash payment recorded successfully!')).toBeVisible();
    expect(log.recorded).toEqual([
      {
        organizationId: GLOBEX_ID,
        invoiceId: OPEN_INVOICE.id,
        amount: 9_901,
        currency: 'USD',
        paymentDate: localIsoDate(),
        receivedBy: 'Omar Saleh',
        receiptNumber: 'R-2001',
        notes: 'Paid at the front desk',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an amount of zero', async () => {
    const { dialog, user, log } = await openDialog();
    await fillForm(dialog, user);
    await user.clear(dialog.getByLabelText('Amount'));
    await user.type(dialog.getByLabelText('Amount'), '0.004');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(dialog.getByText('Enter an amount greater than 0')).toBeVisible();
    expect(log.recorded).toEqual([]);
  });

  it('keeps the dialog open with the server error when recording fails', async () => {
    const { dialog, user } = await openDialog({
      record: () =>
        HttpResponse.json(buildErrorEnvelope('CONFLICT', 'Receipt number already recorded'), {
          status: 409,
        }),
    });
    await fillForm(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(
      await dialog.findByText('Failed to record payment: Receipt number already recorded'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Record Cash Payment' })).toBeVisible();
  });
});
