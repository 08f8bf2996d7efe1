import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  REVOCATION_ID,
  buildClearance,
  clearancesHandlers,
} from '@test/cases/cases/clearances-handlers';

beforeEach(() => server.use(...shellHandlers()));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('/cases/clearances', { timeout: 30_000 }, () => {
  it('lists who approved a clearance and why, filters by state, and asks for a revocation with a reason', async () => {
    const { handlers, log } = clearancesHandlers(() => buildClearance());
    server.use(...handlers);
    const { user } = renderApp('/cases/clearances', { user: buildSessionUser() });

    const card = await screen.findByTestId('clearance', {}, { timeout: 10_000 });
    expect(within(card).getByText('Karim Mansour')).toBeVisible();
    expect(within(card).getByText('Different person: born 1990')).toBeVisible();
    expect(within(card).getByText('a'.repeat(64))).toBeVisible();
    expect(within(card).getByText('Active')).toBeVisible();
    // Not a reviewer of its revocation: no approval offered.
    expect(within(card).queryByRole('button', { name: 'Approve revocation' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('State'), 'revoked');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(log.queries.at(-1)).toContain('state=revoked');

    await user.click(within(card).getByRole('button', { name: 'Ask to revoke' }));
    await user.click(within(card).getByRole('button', { name: 'Send for approval' }));
    expect(log.revocationRequests).toEqual([]);
    await user.type(within(card).getByLabelText('Reason'), 'New adverse media');
    await user.click(within(card).getByRole('button', { name: 'Send for approval' }));
    await expect.poll(() => log.revocationRequests).toEqual([{ reason: 'New adverse media' }]);
  });

  it('offers a second reviewer the approval of a pending revocation', async () => {
    const clearance = buildClearance({
      canRequestRevocation: false,
      canReviewRevocation: true,
      revocation: {
        id: REVOCATION_ID,
        requestedBy: { id: 'u1', name: 'Layla Haddad' },
        requestedAt: '2026-11-25T10:00:00.000Z',
        reason: 'New adverse media',
        status: 'pending',
        reviewedBy: null,
        reviewedAt: null,
        reviewReason: null,
      },
    });
    const { handlers, log } = clearancesHandlers(() => clearance);
    server.use(...handlers);
    const { user } = renderApp('/cases/clearances', { user: buildSessionUser() });

    const card = await screen.findByTestId('clearance', {}, { timeout: 10_000 });
    expect(within(card).getByRole('status')).toHaveTextContent(/Waiting for a second reviewer/);
    await user.type(within(card).getByLabelText('Reason'), 'Agreed');
    await user.click(within(card).getByRole('button', { name: 'Approve revocation' }));
    await expect
      .poll(() => log.reviews)
      .toEqual([{ outcome: 'approve', body: { reason: 'Agreed' } }]);
  });
});
