import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { preferencesReplySchema } from '@sanctions/contracts';

/** E-mail and password of a user the specs sign in as. */
export interface Account {
  email: string;
  password: string;
}

/** The super admin run-e2e.mjs seeds through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN: Account = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/** Fills and submits the sign-in form; the caller checks where it lands (a 2FA step, an error...). */
export async function fillSignIn(page: Page, { email, password }: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs in and waits for the screening page every plain sign-in lands on, and for the account's stored
 * language to be applied: it arrives after the sign-in, so a spec that chose a language before it
 * landed would see it flipped (accounts such as the super admin are shared by specs in both languages).
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const preferences = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/user/preferences') && response.request().method() === 'GET',
  );
  await fillSignIn(page, account);
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  const stored = storedLanguageOf(await (await preferences).json());
  if (stored !== null) await expect(page.locator('html')).toHaveAttribute('lang', stored);
}

function storedLanguageOf(reply: unknown): 'en' | 'ar' | null {
  const parsed = preferencesReplySchema.safeParse(reply);
  if (!parsed.success) return null;
  const { language } = parsed.data.data;
  return language === 'en' || language === 'ar' ? language : null;
}
