import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { accountBackgroundHandlers } from '@test/identity/profile/account-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const RESEND = '*/api/v2/user/verify-email/resend';

function renderProfile(isVerified: boolean, language: 'en' | 'ar' = 'en') {
  server.use(...accountBackgroundHandlers());
  return renderApp('/profile', { user: buildSessionUser({ isVerified }), language });
}

describe('e-mail verification on the profile', () => {
  it('shows a verified address without a resend button', async () => {
    renderProfile(true);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resend verification email' }),
    ).not.toBeInTheDocument();
  });

  it('resends the link for an unverified address', async () => {
    let calls = 0;
    server.use(
      http.post(RESEND, () => {
        calls += 1;
        return HttpResponse.json({
          success: true,
          message: 'A verification email has been sent to your address.',
          data: { alreadyVerified: false },
        });
      }),
    );
    const { user } = renderProfile(false);
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('toasts the throttle with the server message', async () => {
    server.use(
      http.post(RESEND, () =>
        HttpResponse.json(
          buildErrorEnvelope(
            'RATE_LIMITED',
            'Please wait 40 seconds before requesting another verification email.',
          ),
          { status: 429, headers: { 'Retry-After': '40' } },
        ),
      ),
    );
    const { user } = renderProfile(false);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Please Wait')).toBeInTheDocument();
    expect(
      screen.getByText('Please wait 40 seconds before requesting another verification email.'),
    ).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderProfile(false, 'ar');
    expect(await screen.findByText('لم يتم التحقق')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة إرسال رسالة التحقق' })).toBeInTheDocument();
  });
});
