import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { fillSignIn, signIn } from './support/sign-in';
import type { Account } from './support/sign-in';

const PASSWORD = 'E2e-Account-Passw0rd!';

/** Each spec gets its own user through the public registration call. */
async function registerUser(request: APIRequestContext, firstName = 'Amira'): Promise<Account> {
  const email = `account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const response = await request.post('/api/v2/auth-simple/register', {
    data: { email, password: PASSWORD, firstName, lastName: 'Saleh' },
  });
  expect(response.ok()).toBe(true);
  return { email, password: PASSWORD };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function openTab(page: Page, tab: string) {
  // The profile's tabs come before the preferences' own (both have an Account tab).
  await page.getByRole('tab', { name: tab, exact: true }).first().click();
}

test('the user changes the profile name from the Profile menu entry', async ({ page, request }) => {
  const account = await registerUser(request);
  await signIn(page, account);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?tab=overview$/);
  await expect(page.getByRole('heading', { name: 'Amira Saleh' })).toBeVisible();

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();

  await page.getByLabel('First name').fill('Amina');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amina Saleh' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Amina Saleh' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('two-factor: enable with a code computed from the shown secret, sign in with a code, a backup code works once', async ({
  page,
  request,
}) => {
  const account = await registerUser(request);
  await signIn(page, account);
  await page.goto('/profile?tab=security');

  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  const qrSource = await dialog.getByTestId('two-factor-qr').getAttribute('src');
  expect(qrSource?.startsWith('data:image/svg+xml')).toBe(true);
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await dialog.getByLabel('6-digit code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('2FA Enabled', { exact: true })).toBeVisible();
  const codes = (await dialog.getByTestId('backup-code').allTextContents()).map((code) =>
    code.trim(),
  );
  expect(codes).toHaveLength(10);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  const path = await file.path();
  expect((await readFile(path, 'utf8')).trim().split('\n')).toEqual(codes);

  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Enabled');
  await expect(page.getByRole('tab', { name: 'Trusted Devices' })).toBeVisible();
  await expect(page.getByText('No trusted devices found')).toBeVisible();
  await signOut(page);

  // The set-up code's time step is spent (replay guard); the next step is inside the accepted drift.
  await fillSignIn(page, account);
  const nextStep = Math.floor(Date.now() / 1000) + 30;
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: nextStep }));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  await signOut(page);

  const backupCode = codes[0] ?? '';
  await fillSignIn(page, account);
  await page.getByLabel('Authentication code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  await page.goto('/profile?tab=security');
  await page.getByRole('tab', { name: 'Backup Codes' }).click();
  await expect(page.getByText('9 of 10 codes unused')).toBeVisible();
  await signOut(page);

  await fillSignIn(page, account);
  await page.getByLabel('Authentication code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  // A spent code keeps the user on the code step with the error, not back at the password.
  await expect(
    page.getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toHaveValue('');
  await expect(page).not.toHaveURL(/\/sanctions-screening$/);
});

test('two-factor: a remembered device signs in without a code until two-factor is disabled', async ({
  page,
  request,
}) => {
  const account = await registerUser(request, 'Rania');
  await signIn(page, account);
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = page.getByRole('dialog');
  await setup.getByLabel('Password').fill(account.password);
  await setup.getByRole('button', { name: 'Continue' }).click();
  const secret = (await setup.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await setup.getByLabel('6-digit code').fill(await generate({ secret }));
  await setup.getByRole('button', { name: 'Verify and Enable' }).click();
  // allTextContents does not wait: read the codes only once the enabled step shows them.
  await expect(page.getByText('2FA Enabled', { exact: true })).toBeVisible();
  const backupCodes = (await setup.getByTestId('backup-code').allTextContents()).map((code) =>
    code.trim(),
  );
  await setup.getByRole('button', { name: 'I have saved my codes' }).click();
  await signOut(page);

  const storedToken = () =>
    page.evaluate((email) => localStorage.getItem(`trustedDevice:${email}`), account.email);

  // The set-up code's time step is spent (replay guard); the next step is inside the accepted drift.
  await fillSignIn(page, account);
  await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
  const nextStep = Math.floor(Date.now() / 1000) + 30;
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: nextStep }));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  expect(await storedToken()).toBeTruthy();

  await page.goto('/profile?tab=security');
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await signOut(page);
  expect(await storedToken()).toBeTruthy();

  // Remembered: the password alone signs in.
  await signIn(page, account);
  await expect(page.getByLabel('Authentication code')).toHaveCount(0);

  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  const disable = page.getByRole('dialog');
  await disable.getByLabel('Password').fill(account.password);
  await disable.getByLabel('Authentication code').fill(backupCodes[0] ?? '');
  await disable.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByRole('button', { name: 'Enable 2FA' })).toBeVisible();
  expect(await storedToken()).toBeNull();
});

test('the user changes the password and signs in with the new one', async ({ page, request }) => {
  const account = await registerUser(request);
  await signIn(page, account);
  await page.goto('/profile?tab=security');

  const passwordCard = page.getByRole('tabpanel');
  await passwordCard.getByRole('button', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current password').fill('Not-The-Passw0rd!');
  await form.getByLabel('New password', { exact: true }).fill('Brand-New-Passw0rd!');
  await form.getByLabel('Confirm new password').fill('Brand-New-Passw0rd!');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Change Failed', { exact: true })).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'View Sessions' }).click();
  await expect(page.getByRole('dialog').getByText('This device')).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page);
  await fillSignIn(page, account);
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await signIn(page, { ...account, password: 'Brand-New-Passw0rd!' });
});

test('the activity log filters by type and exports CSV and JSON', async ({ page, request }) => {
  const account = await registerUser(request);
  await signIn(page, account);
  await page.goto('/profile?tab=activity');

  const list = page.getByRole('list', { name: 'Activity Logs' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ activities$/)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Login' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // Every row on screen is a login once the filtered page has replaced the unfiltered one.
  await expect(list.getByTestId('activity-type').filter({ hasNotText: 'Login' })).toHaveCount(0);
  await expect(list.getByTestId('activity-type').first()).toHaveText('Login');
  await list.getByRole('listitem').first().getByRole('button').click();
  await expect(list.getByText('IP address')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-activity-anywhere');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No activities found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'Login' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('activity-logs-csv.csv');
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText.toLowerCase()).toContain('login');

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toBe('activity-logs-json.json');
  const parsed: unknown = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(parsed).toBeTruthy();
});

test('preferences switch the theme and the language at once; every account screen reads in Arabic', async ({
  page,
  request,
}) => {
  const account = await registerUser(request);
  await signIn(page, account);
  await page.goto('/profile?tab=settings');

  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByText('Preferences Updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.getByLabel('Language').selectOption('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('tab', { name: 'الإعدادات', exact: true })).toBeVisible();

  const screens: [string, string][] = [
    ['نظرة عامة', 'حفظ التغييرات'],
    ['الاستخدام', 'حدود الاستخدام'],
    ['النشاط', 'سجلات النشاط'],
    ['الأمان', 'كلمة المرور والمصادقة'],
    ['الإعدادات', 'المظهر واللغة'],
    ['الحساب', 'منطقة الخطر'],
  ];
  for (const [tab, text] of screens) {
    await openTab(page, tab);
    await expect(page.getByRole('tabpanel').getByText(text, { exact: true }).first()).toBeVisible();
  }
  // Descriptions written by the server in English are shown from their keys in Arabic.
  await openTab(page, 'النشاط');
  const activities = page.getByRole('list', { name: 'سجلات النشاط' });
  await expect(activities.getByText('تم إنشاء الحساب', { exact: true })).toBeVisible();
  await expect(activities.getByText('تم تسجيل الدخول', { exact: true }).first()).toBeVisible();
  await expect(activities.getByText('Signed in', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'الإشعارات' }).click();
  await expect(page.getByRole('dialog').getByText('الإشعارات').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await openTab(page, 'الإعدادات');
  await page.getByLabel('اللغة').selectOption('en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('tab', { name: 'Settings', exact: true })).toBeVisible();
});

test('the user exports their data and deletes the account', async ({ page, request }) => {
  const account = await registerUser(request);
  await signIn(page, account);
  await page.goto('/profile?tab=account');

  const exportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const exported = await exportDownload;
  expect(exported.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.json$/);
  expect(await readFile(await exported.path(), 'utf8')).toContain(account.email);

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('delete my account');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();
  await fillSignIn(page, account);
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
});
