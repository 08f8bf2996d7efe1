import { DEFAULT_PREFERENCES, MAX_ACTIVE_API_KEYS } from '@sanctions/contracts';
import type { ApiKey } from '@sanctions/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { ACTIVE_KEY, NEW_SECRET, REVOKED_KEY } from '@test/identity/api-keys/api-keys-fixtures';
import { apiKeysHandlers } from '@test/identity/api-keys/api-keys-handlers';

beforeEach(() => server.use(...shellHandlers()));

function openKeys({
  keys = [ACTIVE_KEY, REVOKED_KEY],
  language = 'en',
  ...overrides
}: {
  keys?: ApiKey[];
  language?: Language;
  create?: () => Response;
  revoke?: () => Response;
} = {}) {
  const { handlers, log } = apiKeysHandlers(keys, NEW_SECRET, overrides);
  server.use(...handlers);
  return { ...renderApp('/api-keys', { user: buildSessionUser(), language }), log };
}

const findKey = (name: string) =>
  screen.findByRole('listitem', { name }, { timeout: 10_000 }).then((item) => within(item));

async function openCreateDialog(
  user: ReturnType<typeof openKeys>['user'],
  label = 'Create API Key',
) {
  await user.click(await screen.findByRole('button', { name: label }, { timeout: 10_000 }));
  return within(await screen.findByRole('dialog'));
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('API keys page', { timeout: 30_000 }, () => {
  it('lists each key with prefix and last four, scopes, dates and status', async () => {
    openKeys();
    const active = await findKey('Customer onboarding');
    expect(active.getByText('ssk_live_Ab12…wXyZ')).toBeVisible();
    expect(active.getByText('Search')).toBeVisible();
    expect(active.getByText('Bulk')).toBeVisible();
    expect(active.getByText('Active')).toBeVisible();
    expect(active.getByText('Never')).toBeVisible();
    expect(active.getByText('Does not expire')).toBeVisible();
    expect(active.getByRole('button', { name: 'Revoke Customer onboarding' })).toBeVisible();

    const revoked = await findKey('Old CRM export');
    expect(revoked.getByText('ssk_live_Zz99…q1Q1')).toBeVisible();
    expect(revoked.getByText('Revoked')).toBeVisible();
    expect(revoked.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'How to call the API' })).toHaveAttribute(
      'href',
      '/api-integration',
    );
  });

  it('creates a key with scopes and an expiry, shows it once with a copy button, then only its prefix', async () => {
    const { user, log } = openKeys({ keys: [] });
    expect(
      await screen.findByText('You have no API keys yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const dialog = await openCreateDialog(user);

    await user.click(dialog.getByRole('checkbox', { name: /^Search/ }));
    await user.click(dialog.getByRole('button', { name: 'Create Key' }));
    expect(dialog.getByText('Enter a name for the key.')).toBeVisible();
    expect(dialog.getByText('Choose at least one scope.')).toBeVisible();
    expect(log.created).toHaveLength(0);

    await user.type(dialog.getByLabelText('Name'), 'Nightly batch');
    await user.click(dialog.getByRole('checkbox', { name: /^Bulk/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^Monitoring/ }));
    fireEvent.change(dialog.getByLabelText('Expiry date (optional)'), {
      target: { value: '2030-01-31' },
    });
    // The preview is in the user's date format (DD/MM/YYYY by default).
    expect(DEFAULT_PREFERENCES.display.dateFormat).toBe('DD/MM/YYYY');
    expect(dialog.getByText('The key stops working at the start of 31/01/2030.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Create Key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(shown.getByTestId('new-api-key')).toHaveTextContent(NEW_SECRET);
    expect(shown.getByText(/This is the only time the key is shown/)).toBeVisible();
    expect(log.created).toEqual([
      {
        name: 'Nightly batch',
        scopes: ['bulk', 'monitoring'],
        expiresAt: new Date(2030, 0, 31).toISOString(),
      },
    ]);
    await user.click(shown.getByRole('button', { name: 'Copy Key' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_SECRET);

    await user.click(shown.getByRole('button', { name: 'I have saved the key' }));
    const created = await findKey('Nightly batch');
    expect(created.getByText(`ssk_live_Nw34…${NEW_SECRET.slice(-4)}`)).toBeVisible();
    expect(screen.queryByText(NEW_SECRET)).toBeNull();
  });

  it('shows a plan without API access and the active-key limit in an alert in the dialog', async () => {
    let status = 403;
    const { user } = openKeys({
      create: () =>
        status === 403
          ? HttpResponse.json(
              buildErrorEnvelope('FORBIDDEN', 'Your plan does not include API access'),
              { status: 403 },
            )
          : HttpResponse.json(
              buildErrorEnvelope(
                'CONFLICT',
                `You already have ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one before creating another.`,
              ),
              { status: 409 },
            ),
    });
    const dialog = await openCreateDialog(user);
    await user.type(dialog.getByLabelText('Name'), 'ERP');
    await user.click(dialog.getByRole('button', { name: 'Create Key' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Your organisation's plan does not include API access.",
    );

    status = 409;
    await user.click(dialog.getByRole('button', { name: 'Create Key' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        `You already have ${MAX_ACTIVE_API_KEYS} active API keys.`,
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
  });

  it('revokes a key after confirmation and shows it as revoked', async () => {
    const { user, log } = openKeys();
    const active = await findKey('Customer onboarding');
    await user.click(active.getByRole('button', { name: 'Revoke Customer onboarding' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this API key?' }));
    expect(dialog.getByText(/stops working at once/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Revoke Key' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(log.revoked).toEqual([ACTIVE_KEY.id]);
    const revoked = await findKey('Customer onboarding');
    expect(await revoked.findByText('Revoked')).toBeVisible();
    expect(revoked.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('works in Arabic: labels, the refusal in an alert, and the key left to right', async () => {
    const { user } = openKeys({
      language: 'ar',
      create: () =>
        HttpResponse.json(
          buildErrorEnvelope('FORBIDDEN', 'Your plan does not include API access'),
          { status: 403 },
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'مفاتيح API', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    const active = await findKey('Customer onboarding');
    expect(active.getByText('البحث')).toBeVisible();
    expect(active.getByText('نشط')).toBeVisible();
    expect(active.getByText('ssk_live_Ab12…wXyZ')).toHaveAttribute('dir', 'ltr');

    const dialog = await openCreateDialog(user, 'إنشاء مفتاح API');
    await user.type(dialog.getByLabelText('الاسم'), 'نظام العملاء');
    await user.click(dialog.getByRole('button', { name: 'إنشاء المفتاح' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'لا تتضمن خطة مؤسستك الوصول إلى واجهة API.',
    );
  });
});
