import type { Role } from '@sanctions/contracts';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { signedInLandingHandlers, visitorLandingHandlers } from '@test/landing-handlers';
import { shellHandlers } from '@test/shell-handlers';
import { pendingOrganizationsHandlers } from '@test/administration/admin/pending-organizations-handlers';
import { analyticsHandlers } from '@test/administration/analytics/analytics-handlers';
import { superAdminHandlers } from '@test/administration/super-admin/super-admin-handlers';
import { usersHandlers } from '@test/administration/users/users-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const DENIED = {
  admin: 'Admin privileges required',
  superAdmin: 'Super Admin privileges required',
  moderator: 'Moderator privileges required',
  analytics: 'Access Denied - You need admin privileges to access analytics.',
};

/** What each screen asks for when it opens, answered empty: the guard lets the user reach it. */
const SCREEN_HANDLERS: Partial<Record<string, () => RequestHandler[]>> = {
  '/admin': () => [...usersHandlers([]).handlers, ...pendingOrganizationsHandlers([]).handlers],
  '/analytics': () => analyticsHandlers().handlers,
  '/super-admin': () => superAdminHandlers().handlers,
  '/users': () => usersHandlers([]).handlers,
};

describe('route guards', () => {
  it.each<[string, Role, string]>([
    ['/admin', 'user', DENIED.admin],
    ['/admin', 'moderator', DENIED.admin],
    ['/super-admin', 'user', DENIED.superAdmin],
    ['/super-admin', 'admin', DENIED.superAdmin],
    ['/users', 'user', DENIED.moderator],
    ['/analytics', 'user', DENIED.analytics],
    ['/analytics', 'moderator', DENIED.analytics],
  ])('%s as %s shows Access Denied: %s', async (path, role, message) => {
    renderApp(path, { user: buildSessionUser({ role }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Access Denied/);
  });

  // Only the guard is checked here: the screens themselves belong to their features.
  it.each<[string, Role]>([
    ['/admin', 'admin'],
    ['/admin', 'super_admin'],
    ['/analytics', 'admin'],
    ['/super-admin', 'super_admin'],
    ['/users', 'moderator'],
    ['/users', 'admin'],
    ['/organization', 'user'],
    ['/billing', 'user'],
    ['/profile', 'user'],
  ])('%s lets %s through', async (path, role) => {
    server.use(...(SCREEN_HANDLERS[path]?.() ?? []));
    const { router } = renderApp(path, { user: buildSessionUser({ role }) });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText(/Access Denied|privileges required/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the Access Denied texts in Arabic', async () => {
    renderApp('/admin', { user: buildSessionUser(), language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تم رفض الوصول' })).toBeInTheDocument();
    expect(screen.getByText('يلزم امتلاك صلاحيات المسؤول')).toBeInTheDocument();
  });

  it.each(['/admin', '/profile', '/sanctions-screening'])(
    'a visitor on %s sees the sign-in page',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toBeInTheDocument();
    },
  );

  it('a signed-in user on an unknown path sees 404 Page Not Found', async () => {
    renderApp('/no-such-page', { user: buildSessionUser() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('a visitor on / sees the landing page', async () => {
    server.use(...visitorLandingHandlers());
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /compliance team can trust/ }),
    ).toBeInTheDocument();
  });

  it('redirects a signed-in user from / to the screening page', async () => {
    server.use(...signedInLandingHandlers());
    const { router } = renderApp('/', { user: buildSessionUser() });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(router.state.location.pathname).toBe('/sanctions-screening');
  });

  it.each([
    ['/terms', 'Terms of Service', 'Version 2.0'],
    ['/terms-of-service', 'Terms of Service', 'Effective July 20, 2025'],
    ['/privacy-policy', 'Privacy Policy', 'Effective July 18, 2025'],
    ['/security', 'Security Policy', 'Version 1.0'],
  ])('%s is public and shows %s (%s)', async (path, title, meta) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(meta)).toBeInTheDocument();
  });
});
