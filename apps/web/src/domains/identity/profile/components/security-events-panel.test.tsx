import type { SecurityEvent } from '@sanctions/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { accountBackgroundHandlers } from '@test/identity/profile/account-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const base = {
  timestamp: new Date(Date.now() - 10 * 60_000).toISOString(),
  ipAddress: '203.0.113.9',
  userAgent: null,
};

const EVENTS: SecurityEvent[] = [
  {
    ...base,
    type: 'login_two_factor_challenge',
    description: 'Password accepted; two-factor code requested',
    descriptionKey: 'signInTwoFactorRequested',
    descriptionParams: {},
    success: true,
  },
  {
    ...base,
    type: 'api_key_rotated',
    description: 'An API key was rotated',
    descriptionKey: null,
    descriptionParams: null,
    success: true,
  },
];

describe('security events', () => {
  it('shows keyed descriptions in Arabic and the English sentence for unkeyed ones', async () => {
    server.use(
      http.get('*/api/v2/user/security-events', () =>
        HttpResponse.json({ success: true, data: { events: EVENTS } }),
      ),
      ...accountBackgroundHandlers(),
    );
    renderApp('/profile?tab=security', { user: buildSessionUser(), language: 'ar' });
    expect(
      await screen.findByText('تم قبول كلمة المرور؛ طُلب رمز المصادقة الثنائية'),
    ).toBeInTheDocument();
    expect(screen.getByText('An API key was rotated')).toBeInTheDocument();
    expect(screen.queryByText('Password accepted; two-factor code requested')).toBeNull();
  });

  it('titles an event without a label of its own by its description, never its machine name', async () => {
    server.use(
      http.get('*/api/v2/user/security-events', () =>
        HttpResponse.json({
          success: true,
          data: {
            events: [
              {
                ...base,
                type: '2fa_setup_started',
                description: 'Two-factor set-up started',
                descriptionKey: 'twoFactorSetupStarted',
                descriptionParams: {},
                success: true,
              },
            ],
          },
        }),
      ),
      ...accountBackgroundHandlers(),
    );
    renderApp('/profile?tab=security', { user: buildSessionUser() });
    expect(await screen.findByText('Two-factor set-up started')).toBeInTheDocument();
    expect(screen.queryByText(/2fa setup started/i)).toBeNull();
  });
});
