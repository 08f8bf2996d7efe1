import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const TEMPORARY = 'Tmp-Pass-2345!ab';
const NEW_PASSWORD = 'Brand-New-Pass7!';

/** /me answers with the flag until the password is changed, then without it; every call is logged. */
function serveAccount() {
  let mustChangePassword = true;
  const calls: { changes: unknown[]; other: string[] } = { changes: [], other: [] };
  server.use(
    http.get('*/api/v2/auth-simple/me', () =>
      HttpResponse.json({
        success: true,
        data: { user: buildSessionUser({ mustChangePassword }) },
      }),
    ),
    http.post('*/api/v2/user/change-password', async ({ request }) => {
      const body = await request.json();
      calls.changes.push(body);
      mustChangePassword = false;
      return HttpResponse.json({
        success: true,
        message: 'Your password has been successfully changed.',
        data: { revokedSessions: 0 },
      });
    }),
    ...shellHandlers(),
  );
  return calls;
}

describe('password change required screen', { timeout: 30_000 }, () => {
  it('comes before anything else and lets the app continue once the password is changed', async () => {
    const { user } = renderApp('/super-admin', {
      user: buildSessionUser({ mustChangePassword: true }),
    });
    // Registered after renderApp's fixed /me so the answer can change with the password.
    const calls = serveAccount();

    expect(
      await screen.findByRole('heading', { name: 'Change your password' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Super Admin privileges required')).toBeNull();

    await user.type(screen.getByLabelText('Temporary or current password'), TEMPORARY);
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), 'Different-Pass7!');
    await user.click(screen.getByRole('button', { name: 'Change password and continue' }));
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    expect(calls.changes).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password and continue' }));

    expect(await screen.findByText('Password changed')).toBeVisible();
    expect(calls.changes).toEqual([
      { currentPassword: TEMPORARY, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    ]);
    // The app opens at the page asked for: here a plain user's Access Denied.
    expect(await screen.findByText('Super Admin privileges required')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Change your password' })).toBeNull(),
    );
  });

  it('shows the server’s refusal of a wrong temporary password on its field', async () => {
    serveAccount();
    server.use(
      http.post('*/api/v2/user/change-password', () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope('VALIDATION_FAILED', 'Current password is incorrect'),
            issues: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/sanctions-screening', {
      user: buildSessionUser({ mustChangePassword: true }),
    });
    await user.type(
      await screen.findByLabelText('Temporary or current password', {}, { timeout: 10_000 }),
      'Wrong-Pass-1!',
    );
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password and continue' }));
    expect(await screen.findByText('Password change failed')).toBeVisible();
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  });

  it('reads right to left in Arabic', async () => {
    serveAccount();
    renderApp('/sanctions-screening', {
      user: buildSessionUser({ mustChangePassword: true }),
      language: 'ar',
    });
    expect(
      await screen.findByRole('heading', { name: 'غيّر كلمة المرور' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'غيّر كلمة المرور وتابع' })).toBeVisible();
  });
});
