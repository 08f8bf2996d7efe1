import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll, expectNoSidewaysScrollIn } from './support/layout';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';
import { PHONE } from './support/views';

// Issue 14 item 5: at 390 px no signed-in page scrolls sideways, in English and in Arabic.

/** The main signed-in pages; the admin pages are there because the e2e account is a super admin. */
const PAGES = [
  '/search/results',
  '/profile?tab=overview',
  '/profile?tab=usage',
  '/profile?tab=activity',
  '/profile?tab=security',
  '/profile?tab=settings',
  '/profile?tab=account',
  '/organization',
  '/billing',
  '/bulk-screening',
  '/api-keys',
  '/api-integration',
  '/sanctions/updates',
  '/admin',
  // The list settings' wide tables once made the whole tab 830 px wide (issue 23 §6).
  '/admin?tab=settings',
  '/analytics',
] as const;

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 180_000 });
test.use({ viewport: PHONE });

/** Searches for a listed name, retrying while the freshly imported list is still being indexed. */
async function searchWithResults(page: Page, language: 'en' | 'ar') {
  await page.goto('/sanctions-screening');
  const results = page.getByRole('region', {
    name: language === 'ar' ? 'نتائج البحث' : 'Search Results',
  });
  // Filled on every try: the saved search defaults may reset an untouched form once they arrive.
  await expect(async () => {
    await page
      .getByLabel(language === 'ar' ? 'الاسم الأول' : 'First Name', { exact: true })
      .fill('Ayman');
    await page
      .getByLabel(language === 'ar' ? 'اسم العائلة' : 'Last Name', { exact: true })
      .fill('Zawahiri');
    await page
      .locator('form')
      .getByRole('button', { name: /^(Search|بحث)$/ })
      .click();
    await expect(results).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  return results;
}

for (const language of ['en', 'ar'] as const) {
  test(`every main page fits a 390 px phone in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN);
    await waitForLists(page, ['un']);
    await useLanguage(page, language);

    const results = await searchWithResults(page, language);
    await expectNoSidewaysScroll(page, `the screening page with results (${language})`);
    // The results table reads as cards: no header row, one block per match.
    await expect(results.locator('thead')).toBeHidden();

    // The match detail dialog fits the screen too.
    await results
      .getByRole('button', { name: language === 'ar' ? /^عرض تفاصيل/ : /^View details/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScrollIn(dialog, `the match detail dialog (${language})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      // Lazy routes and their first queries settle before the width is measured.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSidewaysScroll(page, `${path} (${language}) at 390 px`);
    }

    // The alert queue folds its filters behind a toggle, so the first alert is not ~600 px down.
    await page.goto('/cases');
    const toggle = page.getByRole('button', { name: language === 'ar' ? 'التصفية' : 'Filters' });
    const filters = page.getByRole('search', {
      name: language === 'ar' ? 'تصفية التنبيهات' : 'Filter alerts',
    });
    await expect(toggle).toBeVisible();
    await expect(filters).toBeHidden();
    await toggle.click();
    await expect(filters).toBeVisible();
    await expectNoSidewaysScroll(page, `/cases with its filters open (${language}) at 390 px`);
  });
}
