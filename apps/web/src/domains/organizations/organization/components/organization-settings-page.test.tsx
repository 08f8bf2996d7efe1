import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  MEMBER,
  ORG_ADMIN,
  OWNER,
  STANDALONE,
  buildOrganizationDetails,
} from '@test/organizations/organization/organization-fixtures';
import { organizationHandlers } from '@test/organizations/organization/organization-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

function openSettings(
  details = buildOrganizationDetails(),
  {
    user = OWNER,
    language = 'en',
    saveReply,
  }: { user?: SessionUser; language?: Language; saveReply?: () => Response } = {},
) {
  const { handlers, log } = organizationHandlers(details, { saveReply });
  server.use(...handlers);
  return { ...renderApp('/organization/settings', { user, language }), log };
}

const findDisplayName = () => screen.findByLabelText('Display name', {}, { timeout: 10_000 });
const save = () => screen.getByRole('button', { name: 'Save changes' });

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('organization settings', { timeout: 30_000 }, () => {
  it('fills the form with the stored details and shows the legal name read-only', async () => {
    openSettings();
    expect(await findDisplayName()).toHaveValue('Levant Exchange');
    expect(screen.getByLabelText('Legal name')).toHaveValue('Levant Exchange LLC');
    expect(screen.getByLabelText('Legal name')).toBeDisabled();
    expect(screen.getByLabelText('Industry')).toHaveValue('finance');
    expect(screen.getByLabelText('Website')).toHaveValue('https://levant.example');
    expect(screen.getByLabelText('City')).toHaveValue('Amman');
  });

  it('saves the edited details, normalising the website, and toasts', async () => {
    const { user, log } = openSettings(buildOrganizationDetails(), { user: ORG_ADMIN });
    const displayName = await findDisplayName();
    await user.clear(displayName);
    await user.type(displayName, 'Levant Exchange Group');
    const website = screen.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'levant-group.example');
    await user.tab();
    expect(website).toHaveValue('https://levant-group.example');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '11181');
    // Issue 23 §6: the tax id printed on the invoices.
    await user.type(screen.getByLabelText('Tax ID'), 'JO-123456789');
    await user.click(save());

    expect(await screen.findByText('Organization settings saved')).toBeVisible();
    expect(log.saved).toEqual([
      {
        displayName: 'Levant Exchange Group',
        description: 'Remittances across the Levant',
        industry: 'finance',
        contactEmail: 'compliance@levant.example',
        contactPhone: '+962 6 555 0100',
        website: 'https://levant-group.example',
        taxId: 'JO-123456789',
        address: {
          street: '1 Rainbow St',
          city: 'Amman',
          state: '',
          country: 'Jordan',
          zipCode: '11181',
        },
      },
    ]);
  });

  it('checks the fields with the contract rules before sending anything', async () => {
    const { user, log } = openSettings();
    const displayName = await findDisplayName();
    await user.clear(displayName);
    await user.clear(screen.getByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'nobody');
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a website');
    await user.click(save());

    expect(await screen.findByText('Display name is required')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Invalid website URL')).toBeVisible();
    expect(log.saved).toEqual([]);
  });

  it('puts the server message on its field and in an alert', async () => {
    const { user } = openSettings(buildOrganizationDetails(), {
      saveReply: () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope('VALIDATION_FAILED', 'Invalid phone number'),
            issues: [{ path: ['contactPhone'], message: 'Invalid phone number' }],
          },
          { status: 400 },
        ),
    });
    await findDisplayName();
    await user.click(save());
    await waitFor(() => expect(screen.getAllByText('Invalid phone number')).toHaveLength(2));
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a member that only owners and admins may change the settings', async () => {
    openSettings(
      buildOrganizationDetails({ viewer: { organizationRole: 'member', canManage: false } }),
      { user: MEMBER },
    );
    expect(
      await screen.findByText(
        'Only organization owners and admins can change the organization settings.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Display name')).toBeNull();
  });

  it('says "No Organization" to a standalone user', async () => {
    openSettings(buildOrganizationDetails(), { user: STANDALONE });
    expect(await screen.findByText('No Organization', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('reads right to left in Arabic with translated labels and messages', async () => {
    const { user } = openSettings(buildOrganizationDetails(), { language: 'ar' });
    const displayName = await screen.findByLabelText('الاسم المعروض', {}, { timeout: 10_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات المؤسسة' })).toBeVisible();
    await user.clear(displayName);
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('الاسم المعروض مطلوب')).toBeVisible();
  });
});

describe('organization settings: sessions', { timeout: 30_000 }, () => {
  it("lets an owner set the members' session lifetime and idle timeout", async () => {
    const { user, log } = openSettings();
    const lifetime = await screen.findByLabelText(
      'Session lifetime (from sign-in)',
      {},
      { timeout: 10_000 },
    );
    expect(lifetime).toHaveValue('default');
    await user.selectOptions(lifetime, '12 hours');
    await user.selectOptions(screen.getByLabelText('Idle timeout (without use)'), '1 day');
    expect(
      screen.getByText('The idle timeout cannot be longer than the session lifetime'),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Idle timeout (without use)'), '30 minutes');
    await user.click(screen.getByRole('button', { name: 'Save session settings' }));
    await waitFor(() =>
      expect(log.sessionPolicies).toEqual([{ lifetimeMinutes: 720, idleMinutes: 30 }]),
    );
  });

  it('shows the choices in Arabic', async () => {
    openSettings(undefined, { language: 'ar' });
    expect(
      await screen.findByLabelText('مدة الجلسة (من تسجيل الدخول)', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: '12 ساعة' })).toBeInTheDocument();
  });
});
