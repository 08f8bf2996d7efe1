import { expect, test } from '@playwright/test';
import { useLanguage } from './support/language';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// The server imports LISTS_DIR = ../shared/data/lists at start-up (run-e2e.mjs). Entry counts per
// publication as ../shared/data/PROVENANCE.md documents them.
const EXPECTED_ROWS = [
  { list: 'OFAC', publication: 'OFAC SDN', entries: '13,821' },
  { list: 'OFAC', publication: 'OFAC Consolidated (non-SDN)', entries: '442' },
  { list: 'UN', publication: null, entries: '1,003' },
  { list: 'EU', publication: null, entries: '7' },
  { list: 'UK', publication: null, entries: '4,688' },
] as const;

/** Set to keep EN/AR screenshots of the Settings tab for a visual check. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

test('the super admin sees the per-list counts of the loaded lists and refreshes them', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await useLanguage(page, 'en');
  await waitForLists(page, ['ofac', 'un', 'eu', 'uk']);

  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Pending Organizations' })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=settings$/);

  const breakdown = page.getByRole('table', { name: 'Entries per list' });
  for (const row of EXPECTED_ROWS) {
    const cells = breakdown
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: row.list, exact: true }) })
      .filter({ hasText: row.publication ?? '' })
      .filter({ has: page.getByRole('cell', { name: row.entries, exact: true }) });
    await expect(cells, `${row.list} ${row.publication ?? ''} ${row.entries}`).toHaveCount(1);
  }
  await expect(page.getByRole('table', { name: 'Version history' })).toBeVisible();
  // The frame's freshness line names every list once they are loaded.
  await expect(page.getByRole('region', { name: 'Sanctions list dates' })).toContainText(
    'UN 27 Feb 2026',
  );

  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByText('Sanctions data refreshed', { exact: true })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('status', { name: 'Refresh' })).toContainText('Unchanged');
  if (screenshotDir)
    await page.screenshot({ path: `${screenshotDir}/admin-settings-en.png`, fullPage: true });

  await useLanguage(page, 'ar');
  await expect(page.getByRole('tab', { name: 'الإعدادات' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إحصائيات قاعدة بيانات العقوبات' })).toBeVisible();
  if (screenshotDir) {
    await page.screenshot({ path: `${screenshotDir}/admin-settings-ar.png`, fullPage: true });
    await page.goto('/sanctions-screening');
    await expect(page.getByRole('region', { name: 'تواريخ قوائم العقوبات' }).first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/screening-ar.png` });
  }
  // The super admin's language is stored on the server: leave it as the other specs expect it.
  await useLanguage(page, 'en');
});
