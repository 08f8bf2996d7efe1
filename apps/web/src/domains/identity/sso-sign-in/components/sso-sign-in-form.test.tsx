import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_MESSAGES, ssoEmailBodySchema } from '@sanctions/contracts';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const SSO_DOMAIN = 'acme.test';

/** The server's SSO routes: addresses at acme.test sign in with a provider; `start` answers `startReply`. */
function ssoHandlers(startReply: () => Response) {
  const log = { started: [] as unknown[], logins: 0 };
  server.use(
    ...shellHandlers(),
    http.post('*/api/v2/auth-simple/sso/discover', async ({ request }) => {
      const body = ssoEmailBodySchema.parse(await request.json());
      return HttpResponse.json({
        success: true,
        data: { sso: body.email.endsWith(`@${SSO_DOMAIN}`) },
      });
    }),
    http.post('*/api/v2/auth-simple/sso/start', async ({ request }) => {
      log.started.push(await request.json());
      return startReply();
    }),
    http.post('*/api/v2/auth-simple/login', () => {
      log.logins += 1;
      return HttpResponse.json(
        buildErrorEnvelope('INVALID_CREDENTIALS', 'Invalid email or password'),
        {
          status: 401,
        },
      );
    }),
  );
  return log;
}

const providerDown = () =>
  HttpResponse.json(
    {
      ...buildErrorEnvelope('SERVICE_UNAVAILABLE', SSO_MESSAGES['sso.providerUnavailable']),
      messageKey: 'sso.providerUnavailable',
    },
    { status: 503 },
  );

beforeEach(() => server.use(...shellHandlers()));

describe('sign-in with single sign-on', () => {
  it('offers the provider instead of the password once an SSO address is typed, and never sends a password', async () => {
    const log = ssoHandlers(providerDown);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), `lina@${SSO_DOMAIN}`);
    await user.tab();

    const continueButton = await screen.findByRole('button', {
      name: 'Continue with single sign-on',
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(continueButton);

    await waitFor(() => expect(log.started).toEqual([{ email: `lina@${SSO_DOMAIN}` }]));
    expect(await screen.findByText(SSO_MESSAGES['sso.providerUnavailable'])).toBeInTheDocument();
    expect(log.logins).toBe(0);
  });

  it('shows the refusal in Arabic from its message key', async () => {
    ssoHandlers(providerDown);
    const { user } = renderApp('/login', { language: 'ar' });
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), `lina@${SSO_DOMAIN}`);
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'المتابعة بالدخول الموحّد' }));
    expect(
      await screen.findByText(
        'يتعذّر الوصول إلى مزوّد الهوية الخاص بك حاليًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
      ),
    ).toBeInTheDocument();
  });

  it('lets an owner choose the password (break-glass), which the server then judges', async () => {
    const log = ssoHandlers(providerDown);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), `owner@${SSO_DOMAIN}`);
    await user.tab();
    await user.click(
      await screen.findByRole('button', { name: 'Sign in with a password instead (owners)' }),
    );
    await user.type(screen.getByLabelText('Password'), 'Owner-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(log.logins).toBe(1));
    expect(log.started).toEqual([]);
  });

  it('goes to the provider when the address is submitted with Enter, before the password is asked', async () => {
    const log = ssoHandlers(providerDown);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), `fast@${SSO_DOMAIN}{Enter}`);

    await waitFor(() => expect(log.started).toEqual([{ email: `fast@${SSO_DOMAIN}` }]));
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(log.logins).toBe(0);
  });
});
