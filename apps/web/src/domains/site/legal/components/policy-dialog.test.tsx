import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { PolicyLinks } from './policy-links';

/** A page that hosts the policy links, with stand-ins for the three legal routes. */
function renderPolicyLinks(language: Language = 'en') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <PolicyLinks />
        <Outlet />
      </>
    ),
  });
  const stub = (path: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => <p>page {path}</p>,
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      stub('/'),
      stub('/terms'),
      stub('/privacy'),
      stub('/security'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('policy dialogs', () => {
  it.each([
    ['Terms of Service', '/terms', 'Effective July 20, 2025', 'Version 2.0'],
    ['Privacy Policy', '/privacy', 'Effective July 18, 2025', 'Version 1.0'],
    ['Security Policy', '/security', 'Effective July 18, 2025', 'Version 1.0'],
  ])(
    '%s opens summary cards and View Full Document goes to %s',
    async (title, path, effective, version) => {
      const { router, user } = renderPolicyLinks();
      await user.click(await screen.findByRole('button', { name: title }));

      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(effective)).toBeInTheDocument();
      expect(within(dialog).getByText(version)).toBeInTheDocument();
      const cards = within(dialog).getAllByRole('listitem');
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.length).toBeLessThanOrEqual(4);

      await user.click(within(dialog).getByRole('link', { name: 'View Full Document' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('closes without leaving the page', async () => {
    const { router, user } = renderPolicyLinks();
    await user.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the summary in Arabic', async () => {
    const { user } = renderPolicyLinks('ar');
    await user.click(await screen.findByRole('button', { name: 'سياسة الأمان' }));
    const dialog = await screen.findByRole('dialog', { name: 'سياسة الأمان' });
    expect(within(dialog).getByText('استمرارية الأعمال')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'عرض الوثيقة كاملة' })).toHaveAttribute(
      'href',
      '/security',
    );
  });
});
