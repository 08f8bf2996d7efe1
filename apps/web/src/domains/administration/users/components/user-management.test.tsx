import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionUser, UserAuditEntry } from '@sanctions/contracts';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import type { Language } from '@/lib/language';
import {
  ADMIN_VIEWER,
  MODERATOR_VIEWER,
  SUPER_ADMIN_VIEWER,
  buildUsers,
} from '@test/administration/users/users-fixtures';
import { usersHandlers } from '@test/administration/users/users-handlers';

function open(
  path: string,
  viewer: SessionUser,
  options: Parameters<typeof usersHandlers>[1] = {},
  language: Language = 'en',
) {
  const { handlers, log } = usersHandlers(buildUsers(viewer.role), options);
  server.use(...handlers);
  return { ...renderApp(path, { user: viewer, language }), log };
}

const findRow = (name: string) => screen.findByRole('row', { name }, { timeout: 10_000 });

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('user management table', { timeout: 30_000 }, () => {
  it('shows each user with name, e-mail, ID, role, status, limits, dates and actions', async () => {
    open('/admin?tab=users', ADMIN_VIEWER);
    const fatima = within(await findRow('Fatima Zahra'));
    expect(fatima.getByText('fatima@bank.example')).toBeVisible();
    expect(fatima.getByText('ID: 00000000-0000-4000-8000-000000000002')).toBeVisible();
    expect(fatima.getByTestId('role-badge')).toHaveTextContent('User');
    expect(fatima.getByText('Active')).toBeVisible();
    // Empty limits read as 100 and 1000 (spec 9).
    expect(fatima.getByText('100 per day')).toBeVisible();
    expect(fatima.getByText('1,000 per month')).toBeVisible();
    expect(fatima.getByText('Never')).toBeVisible();
    expect(fatima.getByRole('button', { name: 'Delete Fatima Zahra' })).toBeVisible();
    expect(fatima.getByRole('switch', { name: 'Active status of Fatima Zahra' })).toBeEnabled();
    // Only super admins reset passwords.
    expect(fatima.queryByRole('button', { name: 'Reset password of Fatima Zahra' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Batch Password Reset/ })).toBeNull();

    const omar = within(screen.getByRole('row', { name: 'Omar Khalil' }));
    expect(omar.getByText('20 per day')).toBeVisible();
    expect(omar.getByText('300 per month')).toBeVisible();

    // An admin cannot edit or deactivate a super admin.
    const sami = within(screen.getByRole('row', { name: 'Sami Root' }));
    expect(sami.queryByRole('button', { name: 'Edit Sami Root' })).toBeNull();
    expect(sami.queryByRole('button', { name: 'Delete Sami Root' })).toBeNull();
    expect(sami.getByRole('switch')).toBeDisabled();
  });

  it('locks the viewer’s own row: no reset or delete, switch disabled', async () => {
    open('/admin?tab=users', SUPER_ADMIN_VIEWER);
    const own = within(await findRow('Rana Aziz'));
    expect(own.getByRole('switch', { name: 'Active status of Rana Aziz' })).toBeDisabled();
    expect(own.queryByRole('button', { name: 'Delete Rana Aziz' })).toBeNull();
    expect(own.queryByRole('button', { name: 'Reset password of Rana Aziz' })).toBeNull();
    expect(own.getByRole('checkbox', { name: 'Select Rana Aziz' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Edit Rana Aziz' })).toBeVisible();
    const fatima = within(screen.getByRole('row', { name: 'Fatima Zahra' }));
    expect(fatima.getByRole('button', { name: 'Reset password of Fatima Zahra' })).toBeVisible();
  });

  it('filters on the server after a pause in typing, case-insensitively', async () => {
    const { user, log } = open('/admin?tab=users', ADMIN_VIEWER);
    await findRow('Fatima Zahra');
    await user.type(screen.getByRole('searchbox', { name: 'Filter users' }), 'OMAR');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Fatima Zahra' })).toBeNull(), {
      timeout: 5_000,
    });
    expect(screen.getByRole('row', { name: 'Omar Khalil' })).toBeVisible();
    const searches = log.listQueries.map((query) => query.get('search'));
    // Debounced: no request per keystroke.
    expect(searches).not.toContain('O');
    expect(searches).toContain('OMAR');
    expect(screen.getByText('1–1 of 1')).toBeVisible();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const { user, log } = open('/admin?tab=users', ADMIN_VIEWER);
    await findRow('Fatima Zahra');
    await user.click(screen.getByRole('button', { name: 'Sort by User' }));
    await waitFor(() => {
      const last = log.listQueries.at(-1);
      expect([last?.get('sort'), last?.get('order')]).toEqual(['name', 'asc']);
    });
  });

  it('toggles another user’s active flag and toasts', async () => {
    const { user, log } = open('/admin?tab=users', ADMIN_VIEWER);
    await findRow('Fatima Zahra');
    await user.click(screen.getByRole('switch', { name: 'Active status of Fatima Zahra' }));
    expect(await screen.findByText('User updated')).toBeVisible();
    expect(log.updates).toEqual([
      { id: '00000000-0000-4000-8000-000000000002', body: { isActive: false } },
    ]);
  });

  it('offers super_admin in the edit dialog only to a super admin and saves the changes', async () => {
    const { user, log } = open('/admin?tab=users', ADMIN_VIEWER);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Fatima Zahra' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(dialog.getByText('Modify user information and account settings.')).toBeVisible();
    const roleOptions = within(dialog.getByLabelText('Role'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(roleOptions).toEqual(['Admin', 'Moderator', 'User']);

    await user.clear(dialog.getByLabelText('First Name'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('First name is required')).toBeVisible();
    expect(log.updates).toEqual([]);

    await user.type(dialog.getByLabelText('First Name'), 'Fatma');
    await user.clear(dialog.getByLabelText('Daily Search Limit'));
    await user.type(dialog.getByLabelText('Daily Search Limit'), '15');
    await user.clear(dialog.getByLabelText('Monthly Search Limit'));
    await user.type(dialog.getByLabelText('Monthly Search Limit'), '150');
    await user.selectOptions(dialog.getByLabelText('Role'), 'moderator');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated')).toBeVisible();
    expect(log.updates[0]?.body).toEqual({
      firstName: 'Fatma',
      lastName: 'Zahra',
      role: 'moderator',
      isActive: true,
      maxSearchesPerDay: 15,
      maxSearchesPerMonth: 150,
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers super_admin to a super admin; own role and active are locked in the dialog', async () => {
    const { user } = open('/admin?tab=users', SUPER_ADMIN_VIEWER);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Fatima Zahra' }, { timeout: 10_000 }),
    );
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(
      within(dialog.getByLabelText('Role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Super Admin', 'Admin', 'Moderator', 'User']);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Rana Aziz' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(dialog.getByLabelText('Role')).toBeDisabled();
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });

  it('toasts the server message when an update fails', async () => {
    const { user } = open('/admin?tab=users', ADMIN_VIEWER, {
      update: () =>
        HttpResponse.json(buildErrorEnvelope('CONFLICT', 'This email address is already in use'), {
          status: 409,
        }),
    });
    await findRow('Fatima Zahra');
    await user.click(screen.getByRole('switch', { name: 'Active status of Fatima Zahra' }));
    expect(await screen.findByText('Failed to update user')).toBeVisible();
    expect(screen.getByText('This email address is already in use')).toBeVisible();
  });

  it('deactivates after confirmation', async () => {
    const { user, log } = open('/admin?tab=users', ADMIN_VIEWER);
    await user.click(
      await screen.findByRole('button', { name: 'Delete Fatima Zahra' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete User' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deactivated')).toBeVisible();
    expect(log.deactivated).toEqual(['00000000-0000-4000-8000-000000000002']);
    const row = within(await findRow('Fatima Zahra'));
    await waitFor(() => expect(row.getByText('Inactive')).toBeVisible());
  });

  it('toasts "Failed to fetch users" when the list fails', async () => {
    open('/admin?tab=users', ADMIN_VIEWER, {
      list: () => HttpResponse.json(buildErrorEnvelope('INTERNAL', 'Boom'), { status: 500 }),
    });
    expect(
      await screen.findByRole('button', { name: 'Try Again' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getAllByText('Failed to fetch users').length).toBeGreaterThan(0);
  });

  it('shows the activity history with before and after in User Details', async () => {
    const audit: UserAuditEntry[] = [
      {
        id: '00000000-0000-4000-8000-0000000000aa',
        action: 'user_updated',
        success: true,
        timestamp: '2026-05-02T10:00:00.000Z',
        actor: {
          id: ADMIN_VIEWER.id,
          firstName: 'Rana',
          lastName: 'Aziz',
          email: 'rana@staff.example',
        },
        reason: 'Quarterly review',
        before: { maxSearchesPerDay: 10 },
        after: { maxSearchesPerDay: 25 },
        ipAddress: null,
        userAgent: null,
      },
    ];
    const { user } = open('/admin?tab=users', SUPER_ADMIN_VIEWER, { audit });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'View details of Fatima Zahra' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'User Details' }));
    expect(await dialog.findByText('Daily search limit: 10 → 25')).toBeVisible();
    expect(dialog.getByText('by Rana Aziz')).toBeVisible();
    expect(dialog.getByText('Reason: Quarterly review')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'View Analytics' })).toBeVisible();
    // The footer's Close beside the dialog's own close control.
    expect(dialog.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('resets a password and shows the temporary password once with the notice', async () => {
    const { user, log } = open('/admin?tab=users', SUPER_ADMIN_VIEWER);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Reset password of Fatima Zahra' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset User Password' }));
    await user.click(dialog.getByRole('button', { name: 'Reset Password' }));
    expect(await dialog.findByDisplayValue('Tmp-9xQ!r2Lw#7Kd')).toBeVisible();
    expect(
      dialog.getByText(
        'This password will not be shown again. The user must change it at next login.',
      ),
    ).toBeVisible();
    expect(log.resets).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000002',
        body: { reason: 'Password reset by super admin' },
      },
    ]);
  });

  it('batch-resets the selected users and shows each result and the summary', async () => {
    const { user, log } = open('/admin?tab=users', SUPER_ADMIN_VIEWER);
    await findRow('Fatima Zahra');
    const batch = screen.getByRole('button', { name: 'Batch Password Reset (0)' });
    expect(batch).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Fatima Zahra' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Khalil' }));
    await user.click(screen.getByRole('button', { name: 'Batch Password Reset (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Batch Password Reset' }));
    await user.click(dialog.getByRole('button', { name: 'Reset Passwords' }));
    expect(await dialog.findByText('Successfully reset 1 out of 2 passwords.')).toBeVisible();
    expect(dialog.getByText('User not found')).toHaveClass('text-destructive');
    expect(dialog.getByText('Tmp-1-Aa!')).toBeVisible();
    expect(log.batches).toEqual([
      {
        userIds: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'],
        reason: 'Batch password reset by super admin',
      },
    ]);
  });

  it('selects every row but the viewer’s own with the header checkbox', async () => {
    const { user } = open('/admin?tab=users', SUPER_ADMIN_VIEWER);
    await findRow('Fatima Zahra');
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(screen.getByRole('button', { name: 'Batch Password Reset (3)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select Rana Aziz' })).not.toBeChecked();
  });

  it('lets moderators read the list at /users without changing anything', async () => {
    open('/users', MODERATOR_VIEWER);
    const fatima = within(await findRow('Fatima Zahra'));
    expect(fatima.getByRole('switch')).toBeDisabled();
    expect(fatima.queryByRole('button', { name: 'Edit Fatima Zahra' })).toBeNull();
    expect(fatima.queryByRole('button', { name: 'Delete Fatima Zahra' })).toBeNull();
    expect(fatima.getByRole('button', { name: 'View details of Fatima Zahra' })).toBeVisible();
    expect(screen.getByText('You can view users. Changes need admin privileges.')).toBeVisible();
  });

  it('shows Access Denied at /users to a plain user', async () => {
    const { handlers } = usersHandlers([]);
    server.use(...handlers);
    renderApp('/users', { user: { ...ADMIN_VIEWER, role: 'user' } });
    expect(
      await screen.findByText('Moderator privileges required', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('reads right to left in Arabic', async () => {
    open('/admin?tab=users', ADMIN_VIEWER, {}, 'ar');
    const row = within(await findRow('Fatima Zahra'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(row.getByText('أبداً')).toBeVisible();
    expect(row.getByText('100 في اليوم')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'تصفية المستخدمين' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'إدارة المستخدمين' })).toBeVisible();
  });
});
