import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { visitorLandingHandlers } from '@test/landing-handlers';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

describe('unknown paths', () => {
  it('show a visitor "404 Page Not Found" with links home and to sign in', async () => {
    server.use(...visitorLandingHandlers());
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await user.click(page.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lead a signed-in user back to screening', async () => {
    renderApp('/no/such/page', { user: buildSessionUser() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to screening' })).toHaveAttribute(
      'href',
      '/sanctions-screening',
    );
  });

  it('read in Arabic', async () => {
    renderApp('/no/such/page', { language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: '404 الصفحة غير موجودة' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
