import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationPreview, SessionUser } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { readAccessToken } from '@/lib/token-storage';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { TOKEN, buildPreview } from '@test/organizations/organization-members/members-fixtures';
import { acceptHandlers } from '@test/organizations/organization-members/members-handlers';

function openLink(
  preview: InvitationPreview | (() => Response),
  {
    user,
    language = 'en',
    accept,
  }: { user?: SessionUser; language?: Language; accept?: () => Response } = {},
) {
  const { handlers, log } = acceptHandlers(preview, { accept });
  server.use(...handlers);
  return { ...renderApp(`/invitations/${TOKEN}`, { user, language }), log };
}

const STANDALONE = buildSessionUser({ email: 'sami.nasser@example.com' });

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('invitation link page', { timeout: 30_000 }, () => {
  it('creates the account of a new address, with the strong password rule, and signs it in', async () => {
    const { user, log } = openLink(buildPreview());
    expect(
      await screen.findByRole('heading', { name: 'Join Levant Exchange' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Layla Haddad invited you to join as Admin.')).toBeVisible();
    expect(screen.getByText('sami.nasser@example.com')).toBeVisible();

    await user.type(screen.getByLabelText('Password'), 'weakpass1');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(
      screen.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
      ),
    ).toBeVisible();
    expect(log.accepted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.type(screen.getByLabelText('First name'), 'Sami');
    await user.type(screen.getByLabelText('Last name'), 'Nasser');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Joined-Team-7!');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Levant Exchange' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start screening' })).toHaveAttribute(
      'href',
      '/sanctions-screening',
    );
    // Signed in by the acceptance: the tokens are stored, no second sign-in with the new password.
    expect(readAccessToken()).toBe('invited-access');
    expect(log.accepted).toEqual([
      {
        body: { token: TOKEN, firstName: 'Sami', lastName: 'Nasser', password: 'Joined-Team-7!' },
        authorization: null,
      },
    ]);
  });

  it('shows the server refusal above the form', async () => {
    const { user } = openLink(buildPreview(), {
      accept: () =>
        HttpResponse.json(
          buildErrorEnvelope(
            'CONFLICT',
            'Your plan allows 5 users. Remove a member, revoke an open invitation or upgrade your plan to add more.',
          ),
          { status: 409 },
        ),
    });
    await user.type(await screen.findByLabelText('First name', {}, { timeout: 10_000 }), 'Sami');
    await user.type(screen.getByLabelText('Last name'), 'Nasser');
    await user.type(screen.getByLabelText('Password'), 'Joined-Team-7!');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText(/^Your plan allows 5 users/)).toBeVisible();
  });

  it('asks an existing account to sign in first', async () => {
    openLink(buildPreview({ accountExists: true }));
    expect(
      await screen.findByText(
        'An account already uses sami.nasser@example.com. Sign in with it to accept.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in to accept' })).toBeVisible();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('accepts signed in as the invited account, with the bearer token', async () => {
    const { user, log } = openLink(buildPreview({ accountExists: true }), { user: STANDALONE });
    await user.click(
      await screen.findByRole('button', { name: 'Accept invitation' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('link', { name: 'Open organization' })).toHaveAttribute(
      'href',
      '/organization',
    );
    expect(
      screen.getByText('You are now a member of Levant Exchange with the Admin role.'),
    ).toBeVisible();
    expect(log.accepted).toEqual([
      { body: { token: TOKEN }, authorization: 'Bearer access-token' },
    ]);
  });

  it('tells a user signed in with another address to switch accounts', async () => {
    openLink(buildPreview({ accountExists: true }), {
      user: buildSessionUser({ email: 'someone.else@example.com' }),
    });
    expect(
      await screen.findByText(
        /You are signed in as someone.else@example.com/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it.each([
    ['expired', 'This invitation has expired. Ask the person who invited you for a new one.'],
    ['accepted', 'This invitation has already been used.'],
    ['revoked', 'This invitation was withdrawn. Ask the person who invited you for a new one.'],
  ] as const)('says so for a link that is %s', async (status, text) => {
    openLink(buildPreview({ status }));
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Invalid invitation link' })).toBeVisible();
  });

  it('says so for an unknown link', async () => {
    openLink(() =>
      HttpResponse.json(
        buildErrorEnvelope('INVALID_TOKEN', 'This invitation link is invalid or has expired'),
        { status: 400 },
      ),
    );
    expect(
      await screen.findByText('This invitation link is invalid.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('reads right to left in Arabic', async () => {
    openLink(buildPreview(), { language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: 'انضم إلى Levant Exchange' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByText('دعاك Layla Haddad للانضمام بصفة مسؤول.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'إنشاء الحساب والانضمام' })).toBeVisible();
  });
});
