import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_MESSAGES } from '@sanctions/contracts';
import {
  OWNER,
  buildOrganizationDetails,
} from '@test/organizations/organization/organization-fixtures';
import { organizationHandlers } from '@test/organizations/organization/organization-handlers';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const REDIRECT_URI = 'http://localhost:3000/sso/callback';

beforeEach(() => server.use(...shellHandlers()));

function openSettings(putReply: (body: unknown) => Response, language: 'en' | 'ar' = 'en') {
  const sent: unknown[] = [];
  const { handlers } = organizationHandlers(buildOrganizationDetails());
  server.use(
    ...handlers,
    http.put('*/api/v2/organization/sso', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return putReply(body);
    }),
  );
  renderApp('/organization/settings', { user: OWNER, language });
  return sent;
}

describe('single sign-on card', { timeout: 30_000 }, () => {
  it('sends the provider, the domains as a list, and the requirement', async () => {
    const sent = openSettings(() =>
      HttpResponse.json({
        success: true,
        data: {
          redirectUri: REDIRECT_URI,
          settings: {
            issuerUrl: 'https://idp.acme.test',
            clientId: 'platform',
            hasClientSecret: true,
            domains: ['acme.test', 'acme.ae'],
            defaultRole: 'admin',
            requireSso: true,
            redirectUri: REDIRECT_URI,
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      }),
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Issuer URL', {}, { timeout: 10_000 }),
      'https://idp.acme.test',
    );
    await user.type(screen.getByLabelText('Client ID'), 'platform');
    await user.type(screen.getByLabelText('Client secret'), 's3cret-value');
    await user.type(screen.getByLabelText('E-mail domains'), 'acme.test, Acme.ae');
    await user.selectOptions(screen.getByLabelText('Role of new members'), 'admin');
    await user.click(screen.getByLabelText(/Require single sign-on/));
    expect(screen.getByTestId('sso-redirect-uri')).toHaveTextContent(REDIRECT_URI);
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      issuerUrl: 'https://idp.acme.test',
      clientId: 'platform',
      clientSecret: 's3cret-value',
      domains: ['acme.test', 'acme.ae'],
      defaultRole: 'admin',
      requireSso: true,
    });
    expect(await screen.findByText('Single sign-on saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
  });

  it('shows a refusal in Arabic from its message key, naming the domain', async () => {
    openSettings(
      () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope('CONFLICT', SSO_MESSAGES['sso.domainClaimed']),
            messageKey: 'sso.domainClaimed',
            messageParams: { domain: 'acme.test' },
          },
          { status: 409 },
        ),
      'ar',
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('عنوان المُصدِر', {}, { timeout: 10_000 }),
      'https://idp.acme.test',
    );
    await user.click(screen.getByRole('button', { name: 'حفظ الدخول الموحّد' }));

    expect(
      await screen.findByText('النطاق acme.test تابع لمؤسسة أخرى بالفعل.'),
    ).toBeInTheDocument();
  });

  it('offers the fields only once the stored settings arrived, so a late reply never wipes what was typed', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent = openSettings(() =>
      HttpResponse.json({
        success: true,
        data: { settings: null, redirectUri: REDIRECT_URI },
      }),
    );
    server.use(
      http.get('*/api/v2/organization/sso', async () => {
        await answered;
        await delay(10);
        return HttpResponse.json({
          success: true,
          data: {
            settings: {
              issuerUrl: 'https://idp.stored.test',
              clientId: 'stored',
              hasClientSecret: true,
              domains: ['stored.test'],
              defaultRole: 'member',
              requireSso: false,
              redirectUri: REDIRECT_URI,
              updatedAt: '2026-01-01T00:00:00.000Z',
            },
            redirectUri: REDIRECT_URI,
          },
        });
      }),
    );
    expect(
      await screen.findByText('Loading single sign-on settings…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Issuer URL')).toBeNull();
    answer();
    const issuer = await screen.findByLabelText('Issuer URL', {}, { timeout: 10_000 });
    expect(issuer).toHaveValue('https://idp.stored.test');
    const user = userEvent.setup();
    await user.clear(issuer);
    await user.type(issuer, 'https://idp.typed.test');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ issuerUrl: 'https://idp.typed.test', clientId: 'stored' });
  });
});
