import { DEFAULT_PREFERENCES, mergePreferences } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const ALL_ENTRIES = [
  'Admin Dashboard',
  'Analytics',
  'Super Admin Dashboard',
  'Organization',
  'Billing',
  'Super Admin Billing',
  'Profile',
  'Settings',
  'API Integration',
  'Sign Out',
];

async function openUserMenu(role: Role) {
  const app = renderApp('/terms', { user: buildSessionUser({ role }) });
  const trigger = await screen.findByRole('button', { name: 'Account menu' });
  trigger.focus();
  await app.user.keyboard('{Enter}');
  return { ...app, menu: await screen.findByRole('menu') };
}

describe('header', () => {
  it.each<[Role, string, string[]]>([
    ['user', 'User', ['Profile', 'Settings', 'API Integration', 'Sign Out']],
    [
      'moderator',
      'Mod',
      ['Organization', 'Billing', 'Profile', 'Settings', 'API Integration', 'Sign Out'],
    ],
    [
      'admin',
      'Admin',
      [
        'Admin Dashboard',
        'Analytics',
        'Organization',
        'Billing',
        'Profile',
        'Settings',
        'API Integration',
        'Sign Out',
      ],
    ],
    [
      'super_admin',
      'Super',
      [
        'Admin Dashboard',
        'Analytics',
        'Super Admin Dashboard',
        'Organization',
        'Super Admin Billing',
        'Profile',
        'Settings',
        'API Integration',
        'Sign Out',
      ],
    ],
  ])('the %s menu shows the %s badge and exactly its entries', async (role, badge, visible) => {
    const { menu } = await openUserMenu(role);
    expect(within(menu).getByTestId('role-badge')).toHaveTextContent(badge);
    expect(within(menu).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(menu).getByText('layla.haddad@example.com')).toBeInTheDocument();
    for (const entry of ALL_ENTRIES) {
      const item = within(menu).queryByRole('menuitem', { name: entry });
      if (visible.includes(entry)) expect(item, entry).toBeInTheDocument();
      else expect(item, entry).not.toBeInTheDocument();
    }
  });

  it.each<[Role, boolean]>([
    ['user', false],
    ['moderator', true],
    ['admin', true],
    ['super_admin', true],
  ])('the Users link for %s is shown: %s', async (role, isShown) => {
    renderApp('/terms', { user: buildSessionUser({ role }) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Screening' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' }) !== null).toBe(isShown);
  });

  it('shows a Sign In button and no user menu to visitors', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('Sign Out clears the session even when the server call fails, and opens the sign-in page', async () => {
    server.use(http.post('*/api/v2/auth-simple/logout', () => HttpResponse.error()));
    const { user, menu, router } = await openUserMenu('admin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByText('Logout Failed')).toBeInTheDocument();
  });

  it('switches to Arabic: dir="rtl", lang="ar", Arabic labels and the choice stored', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put('*/api/v2/user/preferences', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: mergePreferences(DEFAULT_PREFERENCES, { language: 'ar' }),
        });
      }),
    );
    const { user } = renderApp('/terms', { user: buildSessionUser() });
    await user.click(await screen.findByTestId('language-toggle'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('link', { name: 'الفحص' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeInTheDocument();
    // A signed-in user's choice is saved to the account too.
    await waitFor(() => expect(saved).toEqual([{ language: 'ar' }]));
  });
});
