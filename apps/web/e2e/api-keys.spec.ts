import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiKeyCreatedReplySchema } from '@sanctions/contracts';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { apiToken, uniqueSuffix } from './support/organization';
import { E2E_ADMIN, signIn } from './support/sign-in';
import type { Account } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS } from './support/wait-for-lists';

const PASSWORD = 'E2e-Keys-Passw0rd!';

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

/** A standalone account (standalone accounts may always hold API keys). */
async function registerUser(request: APIRequestContext): Promise<Account> {
  const email = `keys-${uniqueSuffix()}@e2e.test`;
  const response = await request.post('/api/v2/auth-simple/register', {
    data: { email, password: PASSWORD, firstName: 'Karim', lastName: 'Mansour' },
  });
  expect(response.ok()).toBe(true);
  return { email, password: PASSWORD };
}

/** The start-up import must have loaded a list before a search can answer 200. */
async function waitForUnList(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, E2E_ADMIN);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/admin/sanctions/stats', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return (
          response.ok() && JSON.stringify(await response.json()).includes('"sanctionList":"un"')
        );
      },
      { timeout: LIST_IMPORT_WAIT_MS, intervals: [2_000] },
    )
    .toBe(true);
}

const SEARCH_BODY = { firstName: 'Aiman', lastName: 'Al-Zawahiri', sanctionLists: 'un' };

test('a developer creates a key in the UI, screens with it, and revoking it in the UI shuts it out', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await registerUser(request);
  await waitForUnList(request);
  await signIn(page, account);
  await useLanguage(page, 'en');

  // The Manage API Keys button of the profile's Security tab opens the keys page.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await page.getByRole('tab', { name: 'Security', exact: true }).first().click();
  await page.getByRole('link', { name: 'Manage API Keys' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create API Key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API Key' });
  await form.getByLabel('Name', { exact: true }).fill('E2E pipeline');
  await expect(form.getByRole('checkbox', { name: /^Search/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create Key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(/only time the key is shown/)).toBeVisible();
  const key = (await shown.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^ssk_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
  await shown.getByRole('button', { name: 'Copy Key' }).click();
  await expect(page.getByText('API key copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(key);
  await shown.getByRole('button', { name: 'I have saved the key' }).click();

  const item = page.getByRole('listitem', { name: 'E2E pipeline' });
  await expect(item.getByText(`${key.slice(0, 13)}…${key.slice(-4)}`)).toBeVisible();
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  const searchWithKey = () =>
    request.post('/api/v2/search', { headers: { 'X-API-Key': copied }, data: SEARCH_BODY });
  // Run first after a start-up, the spec may meet the index still loading: an integration retries a 503.
  await expect
    .poll(async () => (await searchWithKey()).status(), {
      timeout: LIST_IMPORT_WAIT_MS,
      intervals: [2_000],
    })
    .not.toBe(503);
  const search = await searchWithKey();
  expect(search.status(), await search.text()).toBe(200);
  expect(await search.json()).toMatchObject({ success: true });

  await item.getByRole('button', { name: 'Revoke E2E pipeline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke Key' }).click();
  await expect(confirm).toBeHidden();
  await expect(item.getByText('Revoked', { exact: true })).toBeVisible();

  const credentials: Record<string, string>[] = [
    { 'X-API-Key': copied },
    { Authorization: `Bearer ${copied}` },
  ];
  for (const headers of credentials) {
    const refused = await request.post('/api/v2/search', { headers, data: SEARCH_BODY });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false });
  }
});

test('the API Integration page reads in Arabic on a 390 px phone with the key prefix in LTR code', async ({
  page,
  request,
}) => {
  const account = await registerUser(request);
  const token = await apiToken(request, account);
  const created = await request.post('/api/v2/user/api-keys', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'ERP', scopes: ['search', 'bulk'] },
  });
  expect(created.status()).toBe(201);
  const { apiKey } = apiKeyCreatedReplySchema.parse(await created.json()).data;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account);
  await useLanguage(page, 'en');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'API Integration', exact: true }).click();
  await expect(page).toHaveURL(/\/api-integration$/);

  await useLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: 'التكامل عبر API', level: 1 })).toBeVisible();
  await expect(page.getByTestId('key-hint')).toContainText(`${apiKey.prefix}…${apiKey.last4}`);
  const searchExample = page.locator('pre').filter({ hasText: '/api/v2/search' });
  await expect(searchExample).toHaveAttribute('dir', 'ltr');
  await expect(searchExample).toContainText(`X-API-Key: ${apiKey.prefix}<rest-of-your-key>`);
  await expect(
    page.locator('pre').filter({ hasText: '/api/v2/bulk-search' }).first(),
  ).toContainText(`Authorization: Bearer ${apiKey.prefix}`);
  await expect(page.getByRole('link', { name: /\/api\/docs/ })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await expectNoSidewaysScroll(page, 'The Arabic API Integration page at 390 px');

  await page.getByRole('link', { name: 'إدارة مفاتيح API' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(
    page.getByRole('listitem', { name: 'ERP' }).getByText('نشط', { exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'The Arabic API keys page at 390 px');

  const docs = await request.get('/api/docs');
  expect(docs.ok()).toBe(true);
});
