import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { useLanguage } from './support/language';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// Issue 23 §1: a preferences reply that arrives after the analyst started typing must not wipe the form.
// The reply is held back 2.5 s, the names are typed as soon as the fields show, and the search request
// must carry exactly what was typed.
const PREFERENCES_DELAY_MS = 2_500;

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

async function screenTypedEarly(page: Page, firstName: string, lastName: string) {
  await page.route('**/api/v2/user/preferences', async (route) => {
    if (route.request().method() === 'GET')
      await new Promise((resolve) => setTimeout(resolve, PREFERENCES_DELAY_MS));
    await route.continue();
  });
  const preferencesAnswered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/user/preferences') && response.request().method() === 'GET',
  );
  await page.goto('/sanctions-screening');
  await page.locator('#search-first-name').fill(firstName);
  await page.locator('#search-last-name').fill(lastName);
  await preferencesAnswered;
  // Give the late reply time to reach the form before anything is checked.
  await page.waitForTimeout(500);
  await expect(page.locator('#search-first-name')).toHaveValue(firstName);
  await expect(page.locator('#search-last-name')).toHaveValue(lastName);

  const searched = page.waitForRequest(
    (request) => request.url().endsWith('/api/v2/search') && request.method() === 'POST',
  );
  await page
    .locator('form')
    .getByRole('button', { name: /^(Search|بحث)$/ })
    .click();
  const body: unknown = (await searched).postDataJSON();
  expect(body).toMatchObject({ firstName, lastName });
  await page.unroute('**/api/v2/user/preferences');
}

test('names typed before a late preferences reply are screened as typed (English, desktop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'en');
  await screenTypedEarly(page, 'John', 'Smith');
  await expect(page.getByText('Search Completed', { exact: true })).toBeVisible();
});

test('names typed before a late preferences reply are screened as typed (Arabic, phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');
  await screenTypedEarly(page, 'Ayman', 'Al-Zawahiri');
  await useLanguage(page, 'en');
});
