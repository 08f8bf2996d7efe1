import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { signedInLandingHandlers } from '@test/landing-handlers';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const LOGIN = '*/api/v2/auth-simple/login';

async function openSignIn() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Sign In' });
  return app;
}

function submitButton() {
  return screen.getByRole('button', { name: 'Sign In' });
}

describe('sign-in form', () => {
  it('shows the contract messages when email and password are empty', async () => {
    const { user } = await openSignIn();
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects a malformed email before calling the server', async () => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'layla@');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('shows the validation messages in Arabic', async () => {
    const { user } = renderApp('/login', { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
  });

  it('toasts Login Failed with the server message on wrong credentials', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(buildErrorEnvelope('INVALID_CREDENTIALS', 'Invalid email or password'), {
          status: 401,
        }),
      ),
    );
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'layla.haddad@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  describe('two-factor step', () => {
    const signedInUser = buildSessionUser({ twoFactorEnabled: true });
    const loginBodies: unknown[] = [];

    function answerWithChallengeThenSession() {
      loginBodies.length = 0;
      server.use(
        http.post(LOGIN, async ({ request }) => {
          const body = await request.json();
          loginBodies.push(body);
          if (typeof body === 'object' && body !== null && 'twoFactorCode' in body) {
            return HttpResponse.json({
              success: true,
              message: 'Login successful',
              data: { tokens: { accessToken: 'a-2', refreshToken: 'r-2' }, user: signedInUser },
            });
          }
          return HttpResponse.json({
            success: false,
            requires2FA: true,
            temporaryToken: 'challenge-token',
            message: 'Two-factor authentication required',
          });
        }),
      );
    }

    async function reachCodeStep() {
      answerWithChallengeThenSession();
      const app = await openSignIn();
      await app.user.type(screen.getByLabelText('Email'), signedInUser.email);
      await app.user.type(screen.getByLabelText('Password'), 'correct-password');
      await app.user.click(submitButton());
      await screen.findByLabelText('Authentication code');
      return app;
    }

    it('keeps Verify and Sign In disabled until the code has 6 digits', async () => {
      const { user } = await reachCodeStep();
      const verify = screen.getByRole('button', { name: 'Verify and Sign In' });
      const code = screen.getByLabelText('Authentication code');
      expect(verify).toBeDisabled();
      await user.type(code, '12345');
      expect(verify).toBeDisabled();
      await user.type(code, '6');
      expect(verify).toBeEnabled();
      expect(screen.getByText(/backup codes/)).toBeInTheDocument();
    });

    it('accepts a backup code instead of the 6 digits', async () => {
      const { user } = await reachCodeStep();
      await user.type(screen.getByLabelText('Authentication code'), 'ABCD-EFGH');
      expect(screen.getByRole('button', { name: 'Verify and Sign In' })).toBeEnabled();
    });

    it('Back to Login returns to the credentials and clears the code', async () => {
      const { user } = await reachCodeStep();
      await user.type(screen.getByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Back to Login' }));

      expect(await screen.findByLabelText('Email')).toHaveValue(signedInUser.email);
      expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Password'), 'correct-password');
      await user.click(submitButton());
      expect(await screen.findByLabelText('Authentication code')).toHaveValue('');
    });

    it('keeps the user on the code step with an error after a wrong code', async () => {
      const { user } = await reachCodeStep();
      server.use(
        http.post(LOGIN, () =>
          HttpResponse.json(buildErrorEnvelope('INVALID_CREDENTIALS', 'Invalid two-factor code'), {
            status: 401,
          }),
        ),
      );
      await user.type(screen.getByLabelText('Authentication code'), '111111');
      await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
      expect(screen.getByLabelText('Authentication code')).toHaveValue('');
      expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    });

    it('sends the code with the challenge token, stores the tokens and opens the screening page', async () => {
      server.use(...signedInLandingHandlers());
      const { user, router } = await reachCodeStep();
      await user.type(screen.getByLabelText('Authentication code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/sanctions-screening'));
      expect(loginBodies.at(-1)).toEqual({
        email: signedInUser.email,
        password: 'correct-password',
        twoFactorCode: '654321',
        temporaryToken: 'challenge-token',
      });
      expect(localStorage.getItem('accessToken')).toBe('a-2');
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      expect(
        screen.getByText(`Successfully logged in as ${signedInUser.email}`),
      ).toBeInTheDocument();
    });
  });
});
