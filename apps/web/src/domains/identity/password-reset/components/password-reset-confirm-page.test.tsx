import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

const VERIFY = '*/api/v2/auth/password-reset/verify';
const CONFIRM = '*/api/v2/auth/password-reset/confirm';
const TOKEN = 'Q7h3kz0v8VfJ2mYpL5sT1xR9wN4bC6dE0gH2jK8lM3n';
const STRONG = 'Fresh-Start-42!';

function answerVerify(valid: boolean) {
  server.use(
    http.post(VERIFY, () =>
      valid
        ? HttpResponse.json({ success: true, message: 'Reset link is valid' })
        : HttpResponse.json(buildErrorEnvelope('INVALID_TOKEN', 'Invalid or expired reset token'), {
            status: 400,
          }),
    ),
  );
}

function answerConfirm() {
  const bodies: unknown[] = [];
  server.use(
    http.post(CONFIRM, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Your password has been reset.' });
    }),
  );
  return bodies;
}

describe('password reset page', () => {
  it.each([`/password-reset/${TOKEN}`, `/password-reset/confirm/${TOKEN}`])(
    '%s verifies the link, takes the new password and ends on Password Reset Complete',
    async (path) => {
      answerVerify(true);
      const bodies = answerConfirm();
      const { user } = renderApp(path);
      expect(await screen.findByText('Verifying reset link...')).toBeInTheDocument();

      await user.type(await screen.findByLabelText('New Password'), STRONG);
      await user.type(screen.getByLabelText('Confirm New Password'), STRONG);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));

      expect(
        await screen.findByRole('heading', { name: 'Password Reset Complete' }),
      ).toBeInTheDocument();
      expect(bodies).toEqual([{ token: TOKEN, password: STRONG, confirmPassword: STRONG }]);
      expect(screen.getByText('Password Reset Successful')).toBeInTheDocument();
      expect(screen.getByText('Your password has been updated successfully.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute('href', '/login');
    },
  );

  it.each([
    ['short', 'other', "Passwords Don't Match", 'Please ensure both passwords are identical.'],
    ['short', 'short', 'Password Too Short', 'Password must be at least 8 characters long.'],
    [
      'alllowercase1',
      'alllowercase1',
      'Password Too Weak',
      'Password must contain uppercase, lowercase, number, and special character.',
    ],
  ])('%j / %j: toasts %s and sends nothing', async (password, confirm, title, description) => {
    answerVerify(true);
    const bodies = answerConfirm();
    const { user } = renderApp(`/password-reset/${TOKEN}`);
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getAllByText(description).length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
  });

  it('shows and hides both passwords with one toggle', async () => {
    answerVerify(true);
    const { user } = renderApp(`/password-reset/${TOKEN}`);
    const field = await screen.findByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('a refused link shows Invalid Reset Link with the server message and the way to a new one', async () => {
    answerVerify(false);
    renderApp(`/password-reset/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired reset token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });

  it('without a token says No reset token provided', async () => {
    renderApp('/password-reset/confirm');
    expect(await screen.findByText('No reset token provided')).toBeInTheDocument();
  });

  it('in Arabic reads right to left', async () => {
    answerVerify(false);
    renderApp(`/password-reset/confirm/${TOKEN}`, { language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: 'رابط إعادة التعيين غير صالح' }),
    ).toBeInTheDocument();
    expect(screen.getByText('رمز إعادة التعيين غير صالح أو منتهي الصلاحية')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلب رابط جديد لإعادة التعيين' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
