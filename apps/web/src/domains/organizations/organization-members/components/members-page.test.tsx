import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { planUsersFullMessage } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import {
  ADMIN_ID,
  INVITATIONS,
  MEMBERS,
  MEMBER_ID,
  ORG_ADMIN,
  OWNER,
  OWNER_ID,
  PLAIN_MEMBER,
  SEATS,
} from '@test/organizations/organization-members/members-fixtures';
import { membersHandlers } from '@test/organizations/organization-members/members-handlers';

function openMembers({
  user = OWNER,
  language = 'en',
  ...options
}: {
  user?: SessionUser;
  language?: Language;
  invite?: () => Response;
  update?: () => Response;
  list?: () => Response;
} = {}) {
  const { handlers, log } = membersHandlers(
    { members: MEMBERS, invitations: INVITATIONS, seats: SEATS },
    options,
  );
  server.use(...handlers);
  return { ...renderApp('/organization/members', { user, language }), log };
}

const findRow = (name: string) =>
  screen.findByRole('row', { name }, { timeout: 10_000 }).then((row) => within(row));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('organization members page', { timeout: 30_000 }, () => {
  it('shows the seats, every member with role, limits and last login, and the invitations', async () => {
    openMembers();
    const nour = await findRow('Nour Aziz');
    expect(nour.getByText('nour.aziz@example.com')).toBeVisible();
    expect(nour.getByText('Member')).toBeVisible();
    expect(nour.getByText('10 per day')).toBeVisible();
    expect(nour.getByText('100 per month')).toBeVisible();
    expect(nour.getByText('Never')).toBeVisible();
    expect(nour.getByText('Active')).toBeVisible();
    expect(screen.getByTestId('seat-usage')).toHaveTextContent('4 of 5 users');
    expect(screen.getByText('3 active members and 1 open invitations')).toBeVisible();
    expect(await screen.findByText('sami.nasser@example.com')).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect(screen.getByText('Expired')).toBeVisible();
    const own = await findRow('Layla Haddad');
    expect(own.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(own.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(own.getByRole('button', { name: 'Set limits' })).toBeVisible();
  });

  it('invites by e-mail and role, and shows the plan-full refusal in the dialog', async () => {
    let isFull = false;
    const { user, log } = openMembers({
      invite: () =>
        isFull
          ? HttpResponse.json(buildErrorEnvelope('CONFLICT', planUsersFullMessage(5)), {
              status: 409,
            })
          : HttpResponse.json(
              {
                success: true,
                message: 'Invitation sent',
                data: { invitation: INVITATIONS[0] },
              },
              { status: 201 },
            ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Invite Users' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a user' }));
    await user.type(dialog.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByText('Invalid email address')).toBeVisible();
    expect(log.invited).toEqual([]);

    await user.clear(dialog.getByLabelText('E-mail address'));
    await user.type(dialog.getByLabelText('E-mail address'), 'rania@example.com');
    await user.selectOptions(dialog.getByLabelText('Role'), 'admin');
    // Issue 23 §5: the invitation may set the limits, never above the plan (250 a month here).
    await user.type(dialog.getByLabelText('Searches per day'), '300');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByText("Cannot exceed your plan's 250 searches per month.")).toBeVisible();
    expect(log.invited).toEqual([]);
    await user.clear(dialog.getByLabelText('Searches per day'));
    await user.type(dialog.getByLabelText('Searches per day'), '40');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeVisible();
    expect(log.invited).toEqual([
      { email: 'rania@example.com', role: 'admin', maxSearchesPerDay: 40 },
    ]);

    isFull = true;
    await user.click(screen.getByRole('button', { name: 'Invite Users' }));
    const again = within(await screen.findByRole('dialog', { name: 'Invite a user' }));
    await user.type(again.getByLabelText('E-mail address'), 'one.more@example.com');
    await user.click(again.getByRole('button', { name: 'Send invitation' }));
    expect(await again.findByText(planUsersFullMessage(5))).toBeVisible();
  });

  it('changes a role (owner may offer Owner) and revokes an open invitation', async () => {
    const { user, log } = openMembers();
    const nour = await findRow('Nour Aziz');
    await user.click(nour.getByRole('button', { name: 'Change role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change role' }));
    expect(dialog.getByRole('option', { name: 'Owner' })).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Role'), 'admin');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated')).toBeVisible();
    expect(log.updated).toEqual([{ userId: MEMBER_ID, body: { organizationRole: 'admin' } }]);

    await user.click(
      await screen.findByRole('button', {
        name: 'Revoke the invitation to sami.nasser@example.com',
      }),
    );
    await waitFor(() => expect(log.revoked).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeVisible();
  });

  it('an admin cannot touch owners nor offer the owner role', async () => {
    const { user } = openMembers({ user: ORG_ADMIN });
    const owner = await findRow('Layla Haddad');
    expect(owner.queryByRole('button')).toBeNull();
    const nour = await findRow('Nour Aziz');
    await user.click(nour.getByRole('button', { name: 'Change role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change role' }));
    expect(dialog.queryByRole('option', { name: 'Owner' })).toBeNull();
    expect(OWNER_ID).not.toBe(ADMIN_ID);
  });

  it('checks limits against the plan before saving, then saves whole numbers', async () => {
    const { user, log } = openMembers();
    const nour = await findRow('Nour Aziz');
    await user.click(nour.getByRole('button', { name: 'Set limits' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Search limits' }));
    expect(dialog.getByText(/cannot exceed your plan's 250 searches per month/)).toBeVisible();
    const monthly = dialog.getByLabelText('Searches per month');
    await user.clear(monthly);
    await user.type(monthly, '300');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText("Cannot exceed your plan's 250 searches per month.")).toBeVisible();
    expect(log.updated).toEqual([]);
    await user.clear(monthly);
    await user.type(monthly, '200');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limits updated')).toBeVisible();
    expect(log.updated).toEqual([
      { userId: MEMBER_ID, body: { maxSearchesPerDay: 10, maxSearchesPerMonth: 200 } },
    ]);
  });

  it('removes a member after confirmation', async () => {
    const { user, log } = openMembers();
    const nour = await findRow('Nour Aziz');
    await user.click(nour.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove member' }));
    expect(dialog.getByText(/screening history stays with the organization/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeVisible();
    expect(log.removed).toEqual([MEMBER_ID]);
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Nour Aziz' })).toBeNull());
  });

  it('tells a plain member that only owners and admins manage members', async () => {
    openMembers({ user: PLAIN_MEMBER });
    expect(
      await screen.findByText(
        'Only organization owners and admins can manage members.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });

  it('shows the load error with a retry', async () => {
    openMembers({
      list: () => HttpResponse.json(buildErrorEnvelope('INTERNAL', 'boom'), { status: 500 }),
    });
    expect(
      await screen.findByText('Failed to load members.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('reads right to left in Arabic, with the server refusal translated', async () => {
    const { user } = openMembers({
      language: 'ar',
      update: () =>
        HttpResponse.json(
          buildErrorEnvelope('CONFLICT', 'An organization must keep at least one owner'),
          { status: 409 },
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'الأعضاء' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByTestId('seat-usage')).toHaveTextContent('من');
    const nour = await findRow('Nour Aziz');
    await user.click(nour.getByRole('button', { name: 'تغيير الدور' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'تغيير الدور' }));
    await user.selectOptions(dialog.getByLabelText('الدور'), 'admin');
    await user.click(dialog.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب أن يبقى للمؤسسة مالك واحد على الأقل.')).toBeVisible();
  });
});
