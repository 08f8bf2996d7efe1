import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_FRESH, buildFreshnessReply } from '@test/freshness-fixtures';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

/** The calls the app frame makes for a signed-in user, answered, so the only errors left are React's. */
function serveFrame() {
  server.use(
    http.get('*/api/v2/notifications', () =>
      HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
    ),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({ success: true, data: { ...DEFAULT_PREFERENCES } }),
    ),
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json(buildFreshnessReply(ALL_FRESH)),
    ),
    http.post('*/api/v2/auth-simple/logout', () =>
      HttpResponse.json({ success: true, message: 'Logged out' }),
    ),
  );
}

function renderWarnings(error: { mock: { calls: unknown[][] } }): string[] {
  return error.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((message) => message.includes('while rendering a different component'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session updates', { timeout: 20_000 }, () => {
  // React warns once per component pair, so a single walk through sign-in and sign-out covers both.
  it('loading the user and signing out update no component while another renders', async () => {
    const error = vi.spyOn(console, 'error');
    serveFrame();
    const { user, router } = renderApp('/terms', { user: buildSessionUser() });

    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(await screen.findByRole('region', { name: 'Sanctions list dates' })).toBeInTheDocument();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sanctions list dates' })).toBeNull();
    expect(renderWarnings(error)).toEqual([]);
  });
});
