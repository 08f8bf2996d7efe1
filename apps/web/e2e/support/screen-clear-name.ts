import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A made-up name no list holds (issue 23 §2: a clean screening is evidence too). */
export const CLEAR_NAME = { first: 'Zebulon', last: 'Quaxworthington' };

/** Screens CLEAR_NAME on a fresh screening page; waits for the results' `completed` notice. */
export async function screenClearName(page: Page, completed: string): Promise<void> {
  // A fresh page: the freshness of the lists is read again now that they are imported.
  await page.goto('/sanctions-screening');
  await page.locator('#search-first-name').fill(CLEAR_NAME.first);
  await page.locator('#search-last-name').fill(CLEAR_NAME.last);
  await expect(async () => {
    await page
      .locator('form')
      .getByRole('button', { name: /^(Search|بحث)$/ })
      .click();
    await expect(page.getByText(completed, { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
}
