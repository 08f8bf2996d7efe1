import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { OMAR, RANIA, SUPER_ADMIN } from '@test/administration/super-admin/super-admin-fixtures';
import { superAdminHandlers } from '@test/administration/super-admin/super-admin-handlers';

function openManagement(
  options: Parameters<typeof superAdminHandlers>[0] = {},
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = superAdminHandlers(options);
  server.use(...handlers);
  return {
    ...renderApp('/super-admin?tab=userManagement', { user: SUPER_ADMIN, language }),
    log,
  };
}

describe('super-admin User Management', { timeout: 30_000 }, () => {
  it('lists users with usage and limits; the viewer’s own row has no reset, delete or selection', async () => {
    openManagement();
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByText('rania@levant.example')).toBeVisible();
    expect(within(table).getAllByText('7 / 12')[0]).toBeVisible();
    expect(within(table).getAllByText('40 / 400')[0]).toBeVisible();
    expect(within(table).getAllByText('Never')[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset the password of Rania Saleh' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reset the password of Sara Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sara Admin' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Sara Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batch Password Reset' })).toBeDisabled();
  });

  it('resets a password: the temporary password once with the notice, and a toast', async () => {
    const { user, log } = openManagement();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Reset the password of Rania Saleh' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset User Password' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Locked out');
    await user.click(dialog.getByRole('button', { name: 'Reset password' }));

    expect(await dialog.findByText('Temp-Pass-2345!a')).toBeVisible();
    expect(
      dialog.getByText(
        'This password will not be shown again. Give it to the user securely; they must change it at their next login.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Password reset successful')).toBeVisible();
    expect(log.resets).toEqual([{ id: RANIA.id, body: { reason: 'Locked out' } }]);
  });

  it('toasts "Password reset failed" with the server’s message', async () => {
    const { user } = openManagement({
      reset: () =>
        HttpResponse.json(buildErrorEnvelope('NOT_FOUND', 'User not found'), { status: 404 }),
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Reset the password of Rania Saleh' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset User Password' }));
    await user.click(dialog.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset failed')).toBeVisible();
    expect(screen.getByText('User not found')).toBeVisible();
  });

  it('resets the selected users in a batch and shows each result and the summary', async () => {
    const { user, log } = openManagement();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Rania Saleh' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Nasser' }));
    await user.click(screen.getByRole('button', { name: 'Batch Password Reset' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Batch Password Reset' }));
    await user.click(dialog.getByRole('button', { name: 'Reset 2 passwords' }));

    expect(await dialog.findByText('Successfully reset 1 out of 2 passwords.')).toBeVisible();
    expect(dialog.getByText('Batch-Temp-234!x')).toBeVisible();
    expect(dialog.getByText('User not found')).toHaveClass('text-destructive');
    expect(await screen.findByText('Batch password reset completed')).toBeVisible();
    expect(screen.getByText('1 of 2')).toBeVisible();
    expect(log.batches).toEqual([{ userIds: [RANIA.id, OMAR.id] }]);
  });

  it('edits a user and toasts "User updated"', async () => {
    const { user, log } = openManagement();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Rania Saleh' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(dialog.getByText('Modify user information and account settings.')).toBeVisible();
    const daily = dialog.getByLabelText('Searches per day');
    await user.clear(daily);
    await user.type(daily, '55');
    await user.selectOptions(dialog.getByLabelText('Role'), 'moderator');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated')).toBeVisible();
    expect(log.updates[0]).toMatchObject({
      id: RANIA.id,
      body: { maxSearchesPerDay: 55, role: 'moderator', isActive: true },
    });
  });

  it('toasts "Update failed" when the server refuses', async () => {
    const { user } = openManagement({
      update: () =>
        HttpResponse.json(
          buildErrorEnvelope('FORBIDDEN', 'Only a super admin can assign the super_admin role'),
          { status: 403 },
        ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Omar Nasser' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeVisible();
  });

  it('deletes a user after confirmation and toasts', async () => {
    const { user, log } = openManagement();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Omar Nasser' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete User' }));
    await user.click(dialog.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted')).toBeVisible();
    await waitFor(() => expect(log.deletes).toEqual([OMAR.id]));
  });

  it('reads right to left in Arabic', async () => {
    openManagement({}, 'ar');
    expect(await screen.findByRole('table', {}, { timeout: 10_000 })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إعادة تعيين جماعية لكلمات المرور' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'إعادة تعيين كلمة مرور Rania Saleh' })).toBeVisible();
  });
});
