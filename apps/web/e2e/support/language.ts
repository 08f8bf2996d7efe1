import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Puts the interface in `language` whatever the account's stored preference is: a signed-in user's
 * language is saved on the server and applied at the next sign-in, so specs sharing an account must
 * not rely on the language another spec left behind.
 */
export async function useLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== language) {
    await page.getByTestId('language-toggle').click();
  }
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}
