import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { ACME, ACME_ID } from '@test/administration/admin/pending-organizations-fixtures';
import { pendingOrganizationsHandlers } from '@test/administration/admin/pending-organizations-handlers';
import { usersTabHandlers } from '@test/administration/admin/users-tab-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });
const ADMIN = buildSessionUser({ role: 'admin' });

function openPending(...args: Parameters<typeof pendingOrganizationsHandlers>) {
  const { handlers, log } = pendingOrganizationsHandlers(...args);
  server.use(...handlers);
  return { ...renderApp('/admin?tab=pending-organizations', { user: SUPER_ADMIN }), log };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('admin Pending Organizations tab', { timeout: 30_000 }, () => {
  it('lists each application with its organisation, owner, plan and submitted date', async () => {
    openPending([ACME]);
    const card = within(
      await screen.findByRole('article', { name: 'Acme Financial' }, { timeout: 10_000 }),
    );
    expect(screen.getByRole('tab', { name: 'Pending Organizations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(card.getByText('Acme Financial Services LLC')).toBeVisible();
    expect(card.getByRole('link', { name: 'https://acme.example' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    expect(card.getByText('compliance@acme.example')).toBeVisible();
    expect(card.getByText('+1 555 0100')).toBeVisible();
    expect(card.getByText('Banking')).toBeVisible();
    expect(card.getByText(/Layla Haddad/)).toBeVisible();
    // A yearly application shows the yearly price it will be billed, not the monthly one.
    expect(card.getByText('Professional · Yearly · $2,990/year')).toBeVisible();
    expect(card.getByText(/01\/03\/2026|03\/01\/2026|2026-03-01/)).toBeVisible();
  });

  it('keeps Reject disabled while the reason is blank and sends the reason', async () => {
    const { user, log } = openPending([ACME]);
    await user.click(await screen.findByRole('button', { name: 'Reject Acme Financial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject organization' }));
    const confirm = dialog.getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Reason for rejection'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Reason for rejection'), 'Incomplete details ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Organization rejected')).toBeVisible();
    expect(log.rejected).toEqual([{ id: ACME_ID, body: { reason: 'Incomplete details' } }]);
    expect(await screen.findByText('No pending organizations to review.')).toBeVisible();
  });

  it('approves after confirmation, refetches and toasts', async () => {
    const { user, log } = openPending([ACME]);
    await user.click(await screen.findByRole('button', { name: 'Approve Acme Financial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve organization' }));
    expect(dialog.getByText(/14-day trial/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Organization approved')).toBeVisible();
    expect(log.approved).toEqual([ACME_ID]);
    await waitFor(() => expect(log.listCalls).toBe(2));
    expect(await screen.findByText('No pending organizations to review.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toasts the server message when the approval fails', async () => {
    const { user } = openPending([ACME], {
      approve: () =>
        HttpResponse.json(buildErrorEnvelope('NOT_FOUND', 'Organization is not pending'), {
          status: 404,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Acme Financial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve organization' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve organization')).toBeVisible();
    expect(screen.getByText('Organization is not pending')).toBeVisible();
  });

  it('shows the empty state', async () => {
    openPending([]);
    expect(
      await screen.findByText('No pending organizations to review.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('shows the load error with a retry', async () => {
    openPending([], {
      list: () => HttpResponse.json(buildErrorEnvelope('INTERNAL', 'boom'), { status: 500 }),
    });
    expect(
      await screen.findByText(
        'Failed to load pending organizations. Please try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is not offered to an admin who is not a super admin', async () => {
    const { handlers, log } = pendingOrganizationsHandlers([ACME]);
    server.use(...handlers, ...usersTabHandlers());
    renderApp('/admin?tab=pending-organizations', { user: ADMIN });
    expect(await screen.findByRole('tab', { name: 'Users' }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Pending Organizations' })).toBeNull();
    expect(log.listCalls).toBe(0);
  });
});
