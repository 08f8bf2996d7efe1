import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { accountBackgroundHandlers } from '@test/identity/profile/account-handlers';

beforeEach(() => server.use(...shellHandlers()));

const session = (id: string, device: string, isCurrent: boolean): AccountSession => ({
  id,
  device,
  ipAddress: '192.0.2.10',
  userAgent: null,
  createdAt: '2026-11-28T08:00:00.000Z',
  lastUsedAt: '2026-11-28T09:00:00.000Z',
  expiresAt: '2026-12-28T09:00:00.000Z',
  isCurrent,
});

function openSessions(language: 'en' | 'ar' = 'en') {
  let sessions = [
    session('0b7f4c1e-6a2d-4e8f-9c3b-1d5e7f9a2b4c', 'Chrome on Windows', true),
    session('1c8e5d2f-7b3e-4f9a-8d4c-2e6f8a0b3c5d', 'Safari on iOS', false),
    session('2d9f6e3a-8c4f-4a0b-9e5d-3f7a9b1c4d6e', 'Firefox on Linux', false),
  ];
  const log = { endOthers: 0 };
  server.use(
    ...accountBackgroundHandlers(),
    http.get('*/api/v2/user/sessions', () =>
      HttpResponse.json({ success: true, data: { sessions } }),
    ),
    http.delete('*/api/v2/user/sessions', () => {
      log.endOthers += 1;
      const ended = sessions.filter((item) => !item.isCurrent).length;
      sessions = sessions.filter((item) => item.isCurrent);
      return HttpResponse.json({
        success: true,
        message: 'Signed out everywhere else',
        data: { endedSessions: ended },
      });
    }),
  );
  return { ...renderApp('/profile?tab=security', { user: buildSessionUser(), language }), log };
}

describe('sessions dialog: sign out everywhere else', { timeout: 30_000 }, () => {
  it('ends every other session and keeps this device', async () => {
    const { user, log } = openSessions();
    await user.click(
      await screen.findByRole('button', { name: 'View Sessions' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Safari on iOS')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(log.endOthers).toBe(1));
    await waitFor(() => expect(dialog.queryByText('Safari on iOS')).toBeNull());
    expect(dialog.getByText('Chrome on Windows')).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('offers it in Arabic', async () => {
    const { user } = openSessions('ar');
    await user.click(
      await screen.findByRole('button', { name: 'عرض الجلسات' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByRole('button', { name: 'تسجيل الخروج من كل مكان آخر' }),
    ).toBeVisible();
  });
});
