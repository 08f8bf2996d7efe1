import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { SUPER_ADMIN } from '@test/administration/super-admin/super-admin-fixtures';
import { superAdminHandlers } from '@test/administration/super-admin/super-admin-handlers';

function openConsole(path = '/super-admin', language: 'en' | 'ar' = 'en') {
  const { handlers, log } = superAdminHandlers();
  server.use(...handlers);
  return { ...renderApp(path, { user: SUPER_ADMIN, language }), log };
}

describe('super-admin console', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is refused to an admin with "Super Admin privileges required"', async () => {
    const { handlers, log } = superAdminHandlers();
    server.use(...handlers);
    renderApp('/super-admin', { user: buildSessionUser({ role: 'admin' }) });
    expect(
      await screen.findByText('Super Admin privileges required', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(log.liveStatsCalls).toBe(0);
  });

  it('shows the live statistics with uptime in hours and minutes and the database state', async () => {
    openConsole();
    const active = await screen.findByRole('group', { name: 'Active users' }, { timeout: 10_000 });
    expect(within(active).getByText('12')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Average response time' })).getByText('84.5 ms'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Searches today' })).getByText('340'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Users searching today' })).getByText('27'),
    ).toBeVisible();
    const database = within(screen.getByRole('group', { name: 'Database' }));
    expect(database.getByText('Connected')).toBeVisible();
    expect(database.getByText('Latency 1.2 ms')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Server uptime' })).getByText('26 h 3 min'),
    ).toBeVisible();
  });

  it('polls every 30 seconds while auto-refresh is on, and stops when it is turned off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { log, user } = openConsole();
    await screen.findByRole('group', { name: 'Active users' }, { timeout: 10_000 });
    expect(log.liveStatsCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(log.liveStatsCalls).toBe(2));

    await user.click(screen.getByLabelText('Auto-refresh every 30 seconds'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(log.liveStatsCalls).toBe(2);
  });

  it('reads right to left in Arabic with translated tabs and the language’s number format', async () => {
    openConsole('/super-admin', 'ar');
    expect(
      await screen.findByRole('tab', { name: 'نظرة عامة' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('tab', { name: 'سجل البحث' })).toBeVisible();
    const active = await screen.findByRole('group', { name: 'المستخدمون النشطون' });
    expect(within(active).getByText('12')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'مدة تشغيل الخادم' })).getByText('26 ساعة و3 دقيقة'),
    ).toBeVisible();
  });
});
