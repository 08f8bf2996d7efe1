import { expect, test } from '@playwright/test';
import { downloadFrom, pdfText } from './support/downloads';
import { useLanguage } from './support/language';
import { CLEAR_NAME, screenClearName } from './support/screen-clear-name';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// Issue 23 §2: a screening with no match is filed as evidence like any other.
test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

test('a clean screening is exported to CSV and reported in PDF (English, desktop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'en');
  await screenClearName(page, 'Search Completed');

  const results = page.getByRole('region', { name: 'Search Results' });
  await expect(results.getByText('No Matches Found')).toBeVisible();
  const csv = await downloadFrom(page, async () => {
    await results.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
  });
  const csvText = csv.bytes.subarray(3).toString('utf8');
  expect(csvText).toContain(`${CLEAR_NAME.first} · ${CLEAR_NAME.last}`);
  expect(csvText).toMatch(/Total matches,0/i);

  const pdf = await downloadFrom(page, () =>
    results.getByRole('button', { name: 'Generate Full Report' }).click(),
  );
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(await pdf.download.path());
  expect(text).toContain('No Matches Found');
  expect(text).toContain(CLEAR_NAME.last);
});

test('a clean screening is reported in PDF in Arabic on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');
  await screenClearName(page, 'اكتمل البحث');

  const results = page.getByRole('region', { name: 'نتائج البحث' });
  const pdf = await downloadFrom(page, () =>
    results.getByRole('button', { name: 'تقرير', exact: true }).click(),
  );
  const text = pdfText(await pdf.download.path());
  expect(text).toContain('لم يتم العثور على نتائج');
  expect(text).toContain(CLEAR_NAME.last);
  await useLanguage(page, 'en');
});
