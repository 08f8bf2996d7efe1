import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
// Aliased: the hooks lint rule reads any use* call in a named helper as a React hook.
import { useLanguage as chooseLanguage } from './language';

/**
 * Opens one of the organisation dashboard's quick actions in the chosen language and waits for its page.
 * The account's saved language arrives after sign-in and may switch the page once more: the language is
 * chosen again until the quick actions read in it.
 */
export async function openQuickAction(
  page: Page,
  language: 'en' | 'ar',
  names: { quickActions: string; action: string },
  url: RegExp,
): Promise<void> {
  await page.goto('/organization');
  const quickActions = page.getByRole('region', { name: names.quickActions });
  await expect(async () => {
    await chooseLanguage(page, language);
    await expect(quickActions).toBeVisible();
  }).toPass({ timeout: 30_000 });
  await quickActions.getByRole('link', { name: names.action }).click();
  await expect(page).toHaveURL(url);
}
