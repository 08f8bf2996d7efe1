import { expect, test } from '@playwright/test';
import { E2E_ADMIN, fillSignIn } from './support/sign-in';

test('the super admin signs in and sees the Super badge and the admin menu entries', async ({
  page,
}) => {
  await fillSignIn(page, E2E_ADMIN);

  await expect(page).toHaveURL(/\/sanctions-screening$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('role-badge')).toHaveText('Super');
  await expect(menu.getByText(E2E_ADMIN.email)).toBeVisible();
  for (const entry of [
    'Admin Dashboard',
    'Analytics',
    'Organization',
    'Super Admin Billing',
    'Profile',
    'Settings',
    'Sign Out',
  ]) {
    await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Billing', exact: true })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: 'Admin Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a wrong password shows Login Failed and stays on the sign-in page', async ({ page }) => {
  await fillSignIn(page, { ...E2E_ADMIN, password: 'not-the-password' });

  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('switching to Arabic sets dir="rtl" with Arabic labels and the Arabic font, and survives a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByTestId('language-toggle').click();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toContain('Noto Sans Arabic');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
});

test('signing out returns to the sign-in page', async ({ page }) => {
  await fillSignIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/sanctions-screening$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // The old session is gone for good: a protected page shows the sign-in page again.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('an ordinary user opening /admin sees Access Denied', async ({ page, request }) => {
  const email = `analyst-${Date.now()}@e2e.test`;
  const password = 'Analyst-Passw0rd!';
  const registration = await request.post('/api/v2/auth-simple/register', {
    data: { email, password, firstName: 'Rana', lastName: 'Haddad' },
  });
  // The same 202 for every address (ADR 013); the new user then signs in as usual.
  expect(registration.status()).toBe(202);

  await fillSignIn(page, { email, password });
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('role-badge')).toHaveText('User');
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Admin privileges required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});
