import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Puts the interface in `language` whatever the account's stored preference is: a signed-in user's
 * language is saved on the server and applied at the next sign-in, so specs sharing an account must
 * not rely on the language another spec left behind. The stored language may arrive between reading the
 * page's language and clicking the toggle (which flips it), so the check and the click repeat until the
 * language holds.
 */
export async function useLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  const html = page.locator('html');
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== language) {
      await page.getByTestId('language-toggle').click();
    }
    await expect(html).toHaveAttribute('lang', language, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}
