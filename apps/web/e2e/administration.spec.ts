import { sessionReplySchema } from '@sanctions/contracts';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { useLanguage } from './support/language';
import { E2E_ADMIN, fillSignIn, signIn } from './support/sign-in';
import type { Account } from './support/sign-in';

const PASSWORD = 'E2e-Staff-Passw0rd!';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

async function register(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Account & { id: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/v2/auth-simple/register', {
    data: { email, password: PASSWORD, firstName, lastName },
  });
  expect(response.ok()).toBe(true);
  // Registration answers without tokens (ADR 013): the user's id comes from signing in.
  const signedIn = await request.post('/api/v2/auth-simple/login', {
    data: { email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const { data } = sessionReplySchema.parse(await signedIn.json());
  return { email, password: PASSWORD, id: data.user.id };
}

async function accessToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/v2/auth-simple/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return sessionReplySchema.parse(await response.json()).data.tokens.accessToken;
}

test('an admin edits a user’s search limits and deactivates the user', async ({
  page,
  request,
}) => {
  const admin = await register(request, 'Rania', 'Staff');
  const superToken = await accessToken(request, E2E_ADMIN);
  const promoted = await request.put(`/api/v2/admin/users/${admin.id}`, {
    headers: { authorization: `Bearer ${superToken}` },
    data: { role: 'admin' },
  });
  expect(promoted.ok()).toBe(true);
  const target = await register(request, 'Karim', 'Haddad');

  await signIn(page, admin);
  await page.goto('/admin?tab=users');
  await page.getByLabel('Filter users').fill(target.email);
  await page.getByRole('button', { name: 'Edit Karim Haddad' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Daily Search Limit').fill('25');
  await edit.getByLabel('Monthly Search Limit').fill('400');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated', { exact: true })).toBeVisible();
  await expect(page.getByText('25 per day', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Karim Haddad' }).click();
  await page
    .getByRole('dialog', { name: 'Delete User' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();

  const refused = await request.post('/api/v2/auth-simple/login', {
    data: { email: target.email, password: target.password },
  });
  expect(refused.status()).toBe(403);
});

test('the super admin resets a password in Arabic and the user must change it at sign-in', async ({
  page,
  browser,
  request,
}) => {
  const target = await register(request, 'Huda', 'Mansour');

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin?tab=users');
  await useLanguage(page, 'ar');
  await page.getByLabel('تصفية المستخدمين').fill(target.email);
  await page.getByRole('button', { name: 'إعادة تعيين كلمة مرور Huda Mansour' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
  const temporary = dialog.locator('#reset-password-temporary');
  await expect(temporary).not.toHaveValue('');
  const tempPassword = await temporary.inputValue();
  await dialog.getByRole('button', { name: 'تم', exact: true }).click();

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await fillSignIn(user, { email: target.email, password: target.password });
  await expect(user.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await fillSignIn(user, { email: target.email, password: tempPassword });
  await expect(user.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await user.getByLabel('Temporary or current password').fill(tempPassword);
  await user.getByLabel('New password', { exact: true }).fill('Chosen-Passw0rd!');
  await user.getByLabel('Confirm new password').fill('Chosen-Passw0rd!');
  await user.getByRole('button', { name: 'Change password and continue' }).click();
  await expect(user).toHaveURL(/\/sanctions-screening$/);
  await userContext.close();
});
