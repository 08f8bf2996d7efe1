import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

const VERIFY = '*/api/v2/auth/verify-email';
const TOKEN = 'vX2mYpL5sT1xR9wN4bC6dE0gH2jK8lM3nQ7h3kz0v8F';

function answerVerify(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(VERIFY, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('e-mail verification page', () => {
  it('verifies the link once on load and offers sign-in to a visitor', async () => {
    const bodies = answerVerify(() =>
      HttpResponse.json({ success: true, message: 'Your email address has been verified.' }),
    );
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('a used or expired link explains how to get a new one', async () => {
    answerVerify(() =>
      HttpResponse.json(
        buildErrorEnvelope('INVALID_TOKEN', 'Invalid or expired verification token'),
        { status: 400 },
      ),
    );
    renderApp(`/verify-email/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Invalid Verification Link' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired verification token')).toBeInTheDocument();
    expect(screen.getByText(/Resend verification email/)).toBeInTheDocument();
  });
});
