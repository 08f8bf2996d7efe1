import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { useLanguage } from './support/language';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// ADR 002 round 3: a surname alone is a partial-name screening. QDi.006 in the UN list:
// AIMAN MUHAMMED RABI AL-ZAWAHIRI, original script أيمن محمد ربيع الظواهري.
const LISTED_NAME = 'AIMAN MUHAMMED RABI AL-ZAWAHIRI';

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

/** Submits the form; retries while the freshly imported list is still being indexed. */
async function submitSearch(page: Page, completedTitle: string, failedTitle: string) {
  await expect(async () => {
    await page
      .locator('form')
      .getByRole('button', { name: /^(Search|بحث)$/ })
      .click();
    await expect(
      page
        .getByText(completedTitle, { exact: true })
        .or(page.getByText(failedTitle, { exact: true })),
    ).toBeVisible();
    await expect(page.getByText(completedTitle, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
}

test('a surname alone raises the listed person for review and says it was a partial name', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'en');

  await page.getByLabel('Last Name').fill('Al-Zawahiri');
  await page.getByLabel('Sanction List').selectOption('un');
  await submitSearch(page, 'Search Completed', 'Search Failed');

  const results = page.getByRole('region', { name: 'Search Results' });
  await expect(results.getByRole('status')).toContainText('Partial name');
  await expect(results.getByRole('status')).toContainText(
    /Only one name was given; \d+ candidates? to review/,
  );
  const row = results.getByRole('row').filter({ hasText: LISTED_NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText('Review Required')).toBeVisible();
  await expect(results.getByText('Safe to Proceed')).toHaveCount(0);
});

test('the same in Arabic script and an Arabic interface', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');

  await page.getByLabel('الاسم العربي').fill('الظواهري');
  await page.getByLabel('قائمة العقوبات').selectOption('un');
  await submitSearch(page, 'اكتمل البحث', 'فشل البحث');

  const results = page.getByRole('region', { name: 'نتائج البحث' });
  await expect(results.getByRole('status')).toContainText('اسم جزئي');
  await expect(results.getByRole('row').filter({ hasText: LISTED_NAME })).toBeVisible();
  await expect(results.getByText('آمن للمتابعة')).toHaveCount(0);
  // The super admin's language is stored on the server: leave it as the other specs expect it.
  await useLanguage(page, 'en');
});
