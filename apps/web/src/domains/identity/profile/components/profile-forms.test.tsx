import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  accountBackgroundHandlers,
  profileHandlers,
} from '@test/identity/profile/account-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

function renderProfile(
  path: string,
  options: { language?: 'en' | 'ar'; passwordReply?: 'ok' | 'wrong-current' } = {},
) {
  const user = buildSessionUser({
    role: 'super_admin',
    organizationId: '7c1f0e9a-0d7b-4d1e-8f61-5a0e3c2b9d40',
  });
  const { handlers, log } = profileHandlers(user, { passwordReply: options.passwordReply });
  server.use(...accountBackgroundHandlers(), ...handlers);
  return { ...renderApp(path, { user, language: options.language }), log };
}

describe('profile page', () => {
  it('shows the overview header: initials, crown, role and organisation badges, member since', async () => {
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('LH')).toBeInTheDocument();
    expect(screen.getByText('Super administrator')).toBeInTheDocument();
    expect(screen.getByText('Organization Member')).toBeInTheDocument();
    expect(screen.getByText('Member since January 2025')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the URL and writes the chosen tab back', async () => {
    const { router, user } = renderProfile('/profile?tab=security');
    expect(await screen.findByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'activity' }));
  });
});

describe('profile form', () => {
  it.each([
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
  ])('blank %s shows %j and sends nothing', async (label, message) => {
    const { user, log } = renderProfile('/profile');
    await user.clear(await screen.findByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(log.profileBodies).toEqual([]);
  });

  it('rejects a malformed email with the spec message', async () => {
    const { user, log } = renderProfile('/profile');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(log.profileBodies).toEqual([]);
  });

  it('saves the new name, shows Profile Updated and updates the header', async () => {
    const { user, log } = renderProfile('/profile');
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Leila');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(log.profileBodies).toEqual([
      { firstName: 'Leila', lastName: 'Haddad', email: 'layla.haddad@example.com' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Leila Haddad' })).toBeInTheDocument();
  });

  it('shows the messages in Arabic', async () => {
    const { user } = renderProfile('/profile', { language: 'ar' });
    await user.clear(await screen.findByLabelText('الاسم الأول'));
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('الاسم الأول مطلوب')).toBeInTheDocument();
  });
});

describe('change password form', () => {
  async function openForm(options: { passwordReply?: 'ok' | 'wrong-current' } = {}) {
    const app = renderProfile('/profile?tab=security', options);
    const section = await screen.findByRole('tabpanel');
    await app.user.click(within(section).getByRole('button', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change Password' });
    return { ...app, form };
  }

  it('shows every spec message for an empty or mismatched form', async () => {
    const { user, form, log } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('New password'), 'Str0ng!Pass');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Str0ng!Pasz');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText("Passwords don't match")).toBeInTheDocument();
    expect(log.passwordBodies).toEqual([]);
  });

  it('asks for the stronger password rule', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), 'Old-Passw0rd!');
    await user.type(within(form).getByLabelText('New password'), 'alllowercase');
    await user.type(within(form).getByLabelText('Confirm new password'), 'alllowercase');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(form).findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
      ),
    ).toBeInTheDocument();
  });

  it('changes the password, shows Password Changed and clears the form', async () => {
    const { user, form, log } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), 'Old-Passw0rd!');
    await user.type(within(form).getByLabelText('New password'), 'New-Passw0rd!');
    await user.type(within(form).getByLabelText('Confirm new password'), 'New-Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully changed.')).toBeInTheDocument();
    expect(log.passwordBodies).toEqual([
      {
        currentPassword: 'Old-Passw0rd!',
        newPassword: 'New-Passw0rd!',
        confirmPassword: 'New-Passw0rd!',
      },
    ]);
  });

  it('puts a wrong current password under its field and toasts Password Change Failed', async () => {
    const { user, form } = await openForm({ passwordReply: 'wrong-current' });
    await user.type(within(form).getByLabelText('Current password'), 'Wrong-Passw0rd!');
    await user.type(within(form).getByLabelText('New password'), 'New-Passw0rd!');
    await user.type(within(form).getByLabelText('Confirm new password'), 'New-Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeInTheDocument();
    expect(within(form).getByText('Current password is incorrect')).toBeInTheDocument();
  });
});
