import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { RANIA_ID, SUPER_ADMIN } from '@test/administration/super-admin/super-admin-fixtures';
import { superAdminHandlers } from '@test/administration/super-admin/super-admin-handlers';

describe('super-admin User Analytics', { timeout: 30_000 }, () => {
  it('opens the user named in the URL: usage against limits, top searches, password history, details', async () => {
    const { handlers } = superAdminHandlers();
    server.use(...handlers);
    renderApp(`/super-admin?userId=${RANIA_ID}`, { user: SUPER_ADMIN });

    expect(
      await screen.findByRole('tab', { name: 'User Analytics' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('7 of 40')).toBeVisible();
    expect(screen.getByText('12 of 400')).toBeVisible();
    expect(screen.getByText('35')).toBeVisible();
    expect(screen.getByText('Qusay Hussein')).toBeVisible();
    expect(screen.getByText('قصي حسين')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Today' })).toHaveAttribute(
      'aria-valuenow',
      '18',
    );

    expect(await screen.findByText('Reset by Super Admin')).toBeVisible();
    expect(screen.getByText('Password Changed')).toBeVisible();
    expect(screen.getByText('Reason: Locked out')).toBeVisible();
    expect(screen.getByText(`By ${SUPER_ADMIN.email}`)).toBeVisible();

    expect(await screen.findByText('Must change password at next sign-in')).toBeVisible();
    expect(screen.getByText('Two-factor authentication').nextElementSibling).toHaveTextContent(
      'On',
    );
    expect(screen.getByText('Active sessions').nextElementSibling).toHaveTextContent('2');
  });

  it('finds a user with the search box and shows their analytics', async () => {
    const { handlers } = superAdminHandlers();
    server.use(...handlers);
    const { user } = renderApp('/super-admin?tab=userAnalytics', { user: SUPER_ADMIN });
    expect(
      await screen.findByText(
        'Choose a user to see their usage, password history and details.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Search users by name or e-mail'), 'rania');
    await user.click(await screen.findByRole('button', { name: 'View analytics of Rania Saleh' }));
    expect(await screen.findByText('7 of 40')).toBeVisible();
    expect(await screen.findByText('Reset by Super Admin')).toBeVisible();
  });
});
