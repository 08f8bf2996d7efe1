import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { TrustedDevice } from '@sanctions/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/token-storage';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { TwoFactorPanel } from './two-factor-panel';

const user = buildSessionUser({ twoFactorEnabled: true });
const STORAGE_KEY = `trustedDevice:${user.email}`;

function device(id: string, name: string, isCurrent: boolean): TrustedDevice {
  return {
    id,
    name,
    type: 'other',
    browser: 'Chrome',
    ipAddress: '203.0.113.7',
    addedAt: '2026-01-10T09:00:00.000Z',
    lastUsedAt: null,
    expiresAt: '2026-02-09T09:00:00.000Z',
    isCurrent,
  };
}

const LAPTOP = device('0b9f4a56-8f3e-4c7a-9d1e-2a6b3c4d5e01', 'Chrome on Linux', true);
const PHONE = device('0b9f4a56-8f3e-4c7a-9d1e-2a6b3c4d5e02', 'Safari on iPhone', false);

/** The account of a signed-in user with two-factor on; the devices reply marks the device whose token came. */
function serveTwoFactor(devices: { token: string; device: TrustedDevice }[]) {
  const log = { deviceHeaders: [] as (string | null)[], disableBodies: [] as unknown[] };
  let isEnabled = true;
  server.use(
    http.get('*/api/v2/auth-simple/me', () => HttpResponse.json({ success: true, data: { user } })),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({ success: true, data: DEFAULT_PREFERENCES }),
    ),
    http.get('*/api/v2/auth/2fa/status', () =>
      HttpResponse.json({
        success: true,
        data: {
          isEnabled,
          lastUsed: null,
          enabledAt: null,
          backupCodesRemaining: isEnabled ? 10 : 0,
        },
      }),
    ),
    http.get('*/api/v2/auth/2fa/devices', ({ request }) => {
      const header = request.headers.get('x-trusted-device');
      log.deviceHeaders.push(header);
      return HttpResponse.json({
        success: true,
        data: devices.map((entry) => ({ ...entry.device, isCurrent: entry.token === header })),
      });
    }),
    http.get('*/api/v2/auth/2fa/backup-codes', () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
    http.get('*/api/v2/user/security-events', () =>
      HttpResponse.json({ success: true, data: { events: [] } }),
    ),
    http.post('*/api/v2/auth/2fa/disable', async ({ request }) => {
      log.disableBodies.push(await request.json());
      isEnabled = false;
      return HttpResponse.json({ success: true, message: 'Two-factor authentication disabled' });
    }),
  );
  return log;
}

function renderPanel() {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
  render(
    <AppProvider queryClient={createQueryClient()} i18n={createI18n('en')}>
      <TwoFactorPanel />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('two-factor panel and this browser’s trusted-device token', { timeout: 20_000 }, () => {
  it('sends the token with the devices call, marks this device and offers no Remove for it', async () => {
    localStorage.setItem(STORAGE_KEY, 'laptop-token');
    const log = serveTwoFactor([
      { token: 'laptop-token', device: LAPTOP },
      { token: 'phone-token', device: PHONE },
    ]);
    renderPanel();

    const laptop = (await screen.findByText('Chrome on Linux')).closest('li');
    const phone = screen.getByText('Safari on iPhone').closest('li');
    if (!laptop || !phone) throw new Error('device rows missing');
    expect(within(laptop).getByText('This device')).toBeInTheDocument();
    expect(within(laptop).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(log.deviceHeaders).toEqual(['laptop-token']);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('laptop-token');
  });

  it('drops a token that marks no device (removed elsewhere or expired)', async () => {
    localStorage.setItem(STORAGE_KEY, 'removed-token');
    serveTwoFactor([{ token: 'phone-token', device: PHONE }]);
    renderPanel();

    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(screen.queryByText('This device')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
  });

  it('sends no header and forgets nothing for a browser without a token', async () => {
    localStorage.setItem('trustedDevice:someone.else@example.com', 'other-token');
    const log = serveTwoFactor([{ token: 'phone-token', device: PHONE }]);
    renderPanel();

    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(log.deviceHeaders).toEqual([null]);
    expect(localStorage.getItem('trustedDevice:someone.else@example.com')).toBe('other-token');
  });

  it('forgets the token once two-factor is disabled', async () => {
    localStorage.setItem(STORAGE_KEY, 'laptop-token');
    const log = serveTwoFactor([{ token: 'laptop-token', device: LAPTOP }]);
    const events = renderPanel();

    await screen.findByText('This device');
    await events.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.type(dialog.getByLabelText('Password'), 'correct-password');
    await events.type(dialog.getByLabelText('Authentication code'), '123456');
    await events.click(dialog.getByRole('button', { name: 'Disable 2FA' }));

    await waitFor(() => expect(log.disableBodies).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Enable 2FA' })).toBeInTheDocument();
  });
});
