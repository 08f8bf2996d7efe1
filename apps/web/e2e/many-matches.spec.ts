import { expect, test } from '@playwright/test';
import { useLanguage } from './support/language';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// Issue 14 (Tests): a query with more than 50 matches shows the true total and pages through them.

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

test('a common name with more than 50 matches shows the true total and a second page', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un', 'ofac', 'eu', 'uk']);
  await useLanguage(page, 'en');

  await page.goto('/sanctions-screening');
  const results = page.getByRole('region', { name: 'Search Results' });
  // Filled on every try: the saved search defaults may reset an untouched form once they arrive.
  await expect(async () => {
    await page.getByLabel('First Name', { exact: true }).fill('Mohammed');
    await page.getByLabel('Last Name', { exact: true }).fill('Ali');
    await page.locator('form').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  const badge = results.getByText(/^Matches: [\d,]+$/);
  await expect(badge).toBeVisible();
  const total = Number((await badge.innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(50);

  // The footer gives the true total, not the page's row count.
  const footerTotal = `of ${total.toLocaleString('en-US')} results`;
  await expect(results.getByText(new RegExp(`^Showing 1–\\d+ ${footerTotal}`))).toBeVisible();

  const pager = results.getByRole('navigation', { name: 'Result pages' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstRowBefore = await results.locator('tbody tr').first().innerText();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(results.getByText(new RegExp(`^Showing \\d+–\\d+ ${footerTotal}`))).toBeVisible();
  await expect(results.getByText(new RegExp(`^Showing 1–`))).toBeHidden();
  expect(await results.locator('tbody tr').first().innerText()).not.toBe(firstRowBefore);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
});
