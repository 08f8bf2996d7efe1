import type { SessionUser } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/date-time-format';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { ACME_ID, buildInvoice, SUMMARY } from '@test/billing/billing/billing-fixtures';
import { billingHandlers } from '@test/billing/billing/billing-handlers';

const OWNER = buildSessionUser({ organizationId: ACME_ID, organizationRole: 'owner' });
const MEMBER = buildSessionUser({ organizationId: ACME_ID, organizationRole: 'member' });
const day = (iso: string) => formatDate(new Date(iso), 'DD/MM/YYYY');

function openBilling(
  summary = SUMMARY,
  options: Parameters<typeof billingHandlers>[1] = {},
  { user = OWNER, language = 'en' }: { user?: SessionUser; language?: Language } = {},
) {
  const { handlers, log } = billingHandlers(summary, options);
  server.use(...handlers);
  return { ...renderApp('/billing', { user, language }), log };
}

const tile = (name: string) => within(screen.getByRole('group', { name }));
const savedFiles: string[] = [];
const originalCreateObjectUrl = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreateObjectUrl;
  savedFiles.length = 0;
});
function captureDownloads() {
  // The reply's Blob comes from Node's fetch, not jsdom's realm, so only its arrival is recorded.
  URL.createObjectURL = () => {
    savedFiles.push('saved');
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('organisation billing dashboard', { timeout: 30_000 }, () => {
  it('shows the four tiles: plan, monthly cost, users over the maximum, search usage', async () => {
    openBilling();
    await screen.findByRole('group', { name: 'Current Plan' }, { timeout: 10_000 });
    expect(tile('Current Plan').getByText('Professional')).toBeVisible();
    expect(tile('Current Plan').getByText('$299 per month')).toBeVisible();
    expect(tile('Monthly Cost').getByText('$299')).toBeVisible();
    expect(tile('Monthly Cost').getByText('Billed monthly')).toBeVisible();
    expect(tile('Active Users').getByText('4 / 10')).toBeVisible();
    expect(tile('Active Users').getByText('40% of plan limit')).toBeVisible();
    expect(tile('Search Usage').getByText('3,000 / 2,500')).toBeVisible();
    expect(tile('Search Usage').getByText('100% of plan limit')).toBeVisible();
  });

  it('prices yearly billing as yearly / 12 per month', async () => {
    const subscription = SUMMARY.subscription;
    if (!subscription) throw new Error('fixture has a subscription');
    openBilling({
      ...SUMMARY,
      subscription: { ...subscription, billingCycle: 'yearly', cyclePrice: 299_000 },
    });
    await screen.findByRole('group', { name: 'Monthly Cost' }, { timeout: 10_000 });
    expect(tile('Monthly Cost').getByText('$249')).toBeVisible();
    expect(tile('Monthly Cost').getByText('Billed $2,990 yearly')).toBeVisible();
    expect(screen.getByText('$2,990 per year')).toBeVisible();
  });

  it('shows the Subscription Overview with status, price, period and features', async () => {
    openBilling();
    const overview = within(
      (await screen.findByText('Subscription Overview', {}, { timeout: 10_000 })).closest(
        '.rounded-lg',
      ) ?? document.body,
    );
    expect(overview.getByText('Active')).toBeVisible();
    expect(overview.getByText('$299 per month')).toBeVisible();
    expect(
      overview.getByText(
        `${day('2026-03-01T00:00:00.000Z')} to ${day('2026-04-01T00:00:00.000Z')}`,
      ),
    ).toBeVisible();
    expect(overview.getByText('All sanctions lists')).toBeVisible();
    expect(overview.getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  });

  it('caps the usage bars at 100 %', async () => {
    openBilling();
    const searches = await screen.findByRole(
      'progressbar',
      { name: 'Searches' },
      { timeout: 10_000 },
    );
    expect(searches).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Users' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('progressbar', { name: 'API calls this month' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByText('3,000 of 2,500')).toBeVisible();
  });

  it('lists the latest invoices and downloads the newest as a PDF in the interface language', async () => {
    captureDownloads();
    const { user, log } = openBilling();
    const list = within(
      await screen.findByRole('list', { name: 'Recent Invoices' }, { timeout: 10_000 }),
    );
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.getByText('INV-2026-000003')).toBeVisible();
    expect(list.getByText(day('2026-03-01T09:00:00.000Z'))).toBeVisible();
    expect(list.getAllByText('$299.00')).toHaveLength(3);
    expect(list.getByText('Pending')).toBeVisible();
    expect(list.getAllByText('Paid')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(log.pdfRequests).toEqual([`${SUMMARY.invoices[0]?.id}?lang=en`]));
    await waitFor(() => expect(savedFiles).toEqual(['saved']));
  });

  it('says "No recent invoices" when there are none', async () => {
    openBilling({ ...SUMMARY, invoices: [] });
    expect(await screen.findByText('No recent invoices', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
  });

  it('opens every invoice with a status filter and paging', async () => {
    const invoices = Array.from({ length: 12 }, (_, index) =>
      buildInvoice(12 - index, {
        status: index === 0 ? 'overdue' : 'paid',
        receiptNumber: index === 1 ? 'RCPT-7731' : null,
      }),
    );
    const { user, log } = openBilling(SUMMARY, { invoices });
    await user.click(
      await screen.findByRole('button', { name: 'View All Invoices' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'All Invoices' }));
    expect(await dialog.findByText('INV-2026-000012')).toBeVisible();
    expect(dialog.getByText('Page 1 of 2')).toBeVisible();
    // The paid invoice names the cash receipt that paid it (issue 23 §6).
    expect(dialog.getByText('RCPT-7731')).toBeVisible();
    expect(dialog.getByText('RCPT-7731').parentElement).toHaveTextContent('Receipt RCPT-7731');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(await dialog.findByText('INV-2026-000002')).toBeVisible();
    expect(dialog.getByText('Page 2 of 2')).toBeVisible();

    await user.selectOptions(dialog.getByLabelText('Status'), 'overdue');
    expect(await dialog.findByText('Page 1 of 1')).toBeVisible();
    expect(dialog.getByText('INV-2026-000012')).toBeVisible();
    expect(dialog.queryByText('INV-2026-000011')).toBeNull();
    expect(log.invoiceQueries.at(-1)?.get('status')).toBe('overdue');
  });

  it('changes the plan from the dialog (owner)', async () => {
    const { user, log } = openBilling();
    await user.click(
      await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Plan' }));
    const submit = dialog.getByRole('button', { name: 'Change Plan' });
    expect(await dialog.findByRole('radio', { name: /Professional/ })).toBeChecked();
    expect(submit).toBeDisabled();
    expect(dialog.queryByRole('radio', { name: /Enterprise/ })).toBeNull();
    await user.click(dialog.getByRole('radio', { name: 'Yearly' }));
    await user.click(dialog.getByRole('radio', { name: /Starter/ }));
    expect(dialog.getByText('$83 per month', { exact: false })).toBeVisible();
    await user.click(submit);
    expect(await screen.findByText('Plan change saved')).toBeVisible();
    expect(
      screen.getByText(`Your plan changes to Starter on ${day('2026-04-01T00:00:00.000Z')}.`),
    ).toBeVisible();
    expect(log.changes).toEqual([{ planName: 'basic', billingCycle: 'yearly' }]);
  });

  it('leaves plan changes to the owner', async () => {
    openBilling(SUMMARY, {}, { user: MEMBER });
    expect(
      await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 10_000 }),
    ).toBeDisabled();
    expect(screen.getByText('Only the organization owner can change the plan.')).toBeVisible();
  });

  it('leaves invoices and usage reports to owners and admins', async () => {
    openBilling(SUMMARY, {}, { user: MEMBER });
    expect(
      await screen.findByRole('button', { name: 'View All Invoices' }, { timeout: 10_000 }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Usage Report' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
    expect(
      screen.getByText(
        'Invoices and usage reports are available to organization owners and admins.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Recent Invoices' })).toBeVisible();
  });

  it('explains that payment is in cash at the office', async () => {
    const { user } = openBilling();
    await user.click(
      await screen.findByRole('button', { name: 'Update Payment Method' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Method' }));
    expect(dialog.getByText('Cash at our office')).toBeVisible();
  });

  it('leads Usage Analytics and API Integration somewhere real', async () => {
    openBilling();
    expect(
      await screen.findByRole('link', { name: 'Usage Analytics' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/profile?tab=usage');
    expect(screen.getByRole('link', { name: 'API Integration' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('shows the load error and retries', async () => {
    let fail = true;
    const { user, log } = openBilling(SUMMARY, {
      summary: () =>
        fail
          ? HttpResponse.json(buildErrorEnvelope('INTERNAL', 'boom'), { status: 500 })
          : HttpResponse.json({ success: true, data: SUMMARY }),
    });
    expect(
      await screen.findByText('Error Loading Billing Data', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Failed to load billing information. Please try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Current Plan' })).toBeVisible();
    expect(log.summaryCalls).toBeGreaterThanOrEqual(2);
  });

  it('shows a standalone user a clear empty state without asking the server', async () => {
    const { log } = openBilling(SUMMARY, {}, { user: buildSessionUser() });
    expect(await screen.findByText('No Organization', {}, { timeout: 10_000 })).toBeVisible();
    expect(log.summaryCalls).toBe(0);
  });

  it('renders right to left in Arabic', async () => {
    openBilling(SUMMARY, {}, { language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: 'نظرة عامة على الاشتراك' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('الاحترافية', { selector: '.text-2xl' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ترقية الخطة' })).toBeEnabled();
  });
});
