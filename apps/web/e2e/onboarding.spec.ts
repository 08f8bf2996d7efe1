import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { useLanguage } from './support/language';
import { linkIn, waitForMail } from './support/mailbox';
import { E2E_ADMIN, fillSignIn, signIn } from './support/sign-in';

const OWNER_PASSWORD = 'Owner-Passw0rd!';

function uniqueSuffix(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
}

/** Fills the three steps of the wizard, already shown in Arabic, and submits it. */
async function signUpInArabic(page: Page, organizationName: string, ownerEmail: string) {
  await expect(page.getByRole('heading', { name: 'اختر خطتك' })).toBeVisible();

  await page.getByRole('button', { name: /سنوي/ }).click();
  await page
    .getByRole('button', { name: /اختيار خطة/ })
    .nth(1)
    .click();
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();

  await page.getByLabel('اسم المؤسسة').fill(organizationName);
  await page.getByLabel('الاسم المعروض').fill(`${organizationName} Display`);
  await page.getByLabel('القطاع').selectOption('banking');
  await page.getByLabel('البريد الإلكتروني للتواصل').fill(`contact-${ownerEmail}`);
  await page.getByLabel('الموقع الإلكتروني').fill('gulf-trade.example');
  await page.getByLabel('الموقع الإلكتروني').blur();
  await expect(page.getByLabel('الموقع الإلكتروني')).toHaveValue('https://gulf-trade.example');
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();

  await page.getByLabel('الاسم الأول').fill('ليلى');
  await page.getByLabel('اسم العائلة').fill('حداد');
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(ownerEmail);
  const create = page.getByRole('button', { name: 'إنشاء المؤسسة' });
  await page.getByLabel('كلمة المرور', { exact: true }).fill('weak');
  await expect(create).toBeDisabled();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(OWNER_PASSWORD);
  // The password is asked twice; a mismatch says so in Arabic and keeps the button disabled.
  const confirmation = page.getByLabel('تأكيد كلمة المرور', { exact: true });
  await confirmation.fill(`${OWNER_PASSWORD}x`);
  await confirmation.blur();
  await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
  await expect(create).toBeDisabled();
  await confirmation.fill(OWNER_PASSWORD);
  await expect(create).toBeEnabled();
  await create.click();
}

test('an organisation signs up in Arabic, the super admin approves it and its owner signs in', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const organizationName = `Gulf Trade ${suffix}`;
  const ownerEmail = `owner-${suffix}@e2e.test`;

  await page.goto('/signup');
  await useLanguage(page, 'ar');
  await signUpInArabic(page, organizationName, ownerEmail);
  await expect(page).toHaveURL(/\/login\?signup=submitted$/);
  await expect(page.getByText('تم إرسال طلبك للمراجعة', { exact: false })).toBeVisible();
  await waitForMail(ownerEmail, /.+/);

  // Until the provider approves, the owner is told the application is under review.
  await page.getByLabel('البريد الإلكتروني').fill(ownerEmail);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('الطلب قيد المراجعة')).toBeVisible();

  // The super admin approves it from the Pending Organizations tab (own browser context).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  // The super admin's stored language is whatever the last spec left (billing.spec.ts uses Arabic).
  await useLanguage(admin, 'en');
  await admin.goto('/admin?tab=pending-organizations');
  await admin.getByRole('button', { name: `Approve ${organizationName} Display` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('Organization approved', { exact: true })).toBeVisible();
  await adminContext.close();

  // The trial length, not just "14": the unique organisation name may contain those digits too.
  const approval = await waitForMail(ownerEmail, /14 يومًا/);
  expect(linkIn(approval, '/')).toContain('http');

  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a user resets a forgotten password from the link in the delivered e-mail', async ({
  page,
  request,
}) => {
  const email = `reset-${uniqueSuffix()}@e2e.test`;
  const oldPassword = 'Old-Passw0rd!';
  const newPassword = 'New-Passw0rd!';
  const registered = await request.post('/api/v2/auth-simple/register', {
    data: { email, password: oldPassword, firstName: 'Omar', lastName: 'Nasser' },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/password-reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const mail = await waitForMail(email, /password/i);
  await page.goto(linkIn(mail, '/password-reset/'));
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords Don't Match", { exact: true })).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  await fillSignIn(page, { email, password: oldPassword });
  // exact: the toast's live region repeats the text while it announces it.
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await signIn(page, { email, password: newPassword });
});
