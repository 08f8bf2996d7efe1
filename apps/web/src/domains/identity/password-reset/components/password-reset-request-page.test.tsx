import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

const REQUEST = '*/api/v2/auth/password-reset/request';

function answerRequests(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(REQUEST, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const sent = () =>
  HttpResponse.json({ success: true, message: 'If an account exists, a link has been sent.' });

describe('password reset request page', () => {
  it('sends the trimmed address, then shows Check Your Email with the 1-hour lifetime and spam hint', async () => {
    const bodies = answerRequests(sent);
    const { user } = renderApp('/password-reset');
    await user.type(await screen.findByLabelText('Email'), '  layla@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'layla@example.com' }]);
    expect(screen.getByText('Reset Email Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Check your email for password reset instructions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The link expires in 1 hour.')).toBeInTheDocument();
    expect(screen.getByText(/check your spam/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Try a different email address' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it('checks the address before calling the server', async () => {
    const bodies = answerRequests(sent);
    const { user } = renderApp('/password-reset');
    await user.type(await screen.findByLabelText('Email'), 'layla@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('toasts Reset Request Failed with the server message', async () => {
    answerRequests(() =>
      HttpResponse.json(
        buildErrorEnvelope('RATE_LIMITED', 'Too many requests, please try again in 15 minutes'),
        {
          status: 429,
        },
      ),
    );
    const { user } = renderApp('/password-reset');
    await user.type(await screen.findByLabelText('Email'), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset Request Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests, please try again in 15 minutes'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });
});
