import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { downloadFrom, pdfText } from './support/downloads';
import { useLanguage } from './support/language';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// The server runs with LISTS_DIR = ../shared/data/lists (run-e2e.mjs), so the real UN list is loaded.
// QDi.006 in the UN consolidated list: AIMAN MUHAMMED RABI AL-ZAWAHIRI, original script below.
const LISTED_NAME = 'AIMAN MUHAMMED RABI AL-ZAWAHIRI';
const ARABIC_NAME = 'أيمن محمد ربيع الظواهري';

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

function xlsxSheet(bytes: Buffer): { workbook: string; sheet: string } {
  const files = unzipSync(new Uint8Array(bytes));
  const workbook = files['xl/workbook.xml'];
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!workbook || !sheet) throw new Error('not an xlsx workbook');
  return { workbook: strFromU8(workbook), sheet: strFromU8(sheet) };
}

test('an analyst screens a UN-listed name in English, opens the details and downloads CSV, Excel and PDF', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'en');

  await expect(page.getByText('Explainable matching')).toBeVisible();
  await page.getByLabel('First Name').fill('Aiman');
  await page.getByLabel('Last Name').fill('Al-Zawahiri');
  await page.getByLabel('Sanction List').selectOption('un');
  await submitSearch(page, 'Search Completed', 'Search Failed');

  const results = page.getByRole('region', { name: 'Search Results' });
  const row = results.getByRole('row').filter({ hasText: LISTED_NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText(ARABIC_NAME)).toBeVisible();
  await expect(row.getByText('Active Sanction')).toBeVisible();
  await expect(results.getByText(/Showing \d+ of \d+ results/)).toBeVisible();
  await expect(page.getByText('Explainable matching')).toHaveCount(0);

  await row.getByRole('button', { name: `View details of ${LISTED_NAME}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Known Aliases' })).toBeVisible();
  await expect(dialog.getByText('Ayman Al-Zawahari', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Egypt', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Match Analysis (rule-based)' })).toBeVisible();
  await expect(dialog.getByTestId('match-analysis-text')).not.toBeEmpty();
  await expect(dialog.getByRole('columnheader', { name: 'Similarity' })).toBeVisible();
  await page.keyboard.press('Escape');

  const csv = await downloadFrom(page, async () => {
    await results.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
  });
  expect(csv.download.suggestedFilename()).toMatch(/^sanctions-report-.+\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = csv.bytes.subarray(3).toString('utf8');
  // The audit block (search id, who, when, versions) opens the file; the matches table follows it.
  expect(csvText.split('\r\n')).toContain(
    'Match #,Full Name,Arabic Name,Nationality,Date of Birth,Sanction List,Match Confidence,Risk Level,Additional Info,Match Analysis',
  );
  expect(csvText).toContain(`${LISTED_NAME},${ARABIC_NAME},Egypt`);

  const excel = await downloadFrom(page, async () => {
    await results.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel' }).click();
  });
  expect(excel.download.suggestedFilename()).toMatch(/^sanctions-report-.+\.xlsx$/);
  const { workbook, sheet } = xlsxSheet(excel.bytes);
  expect(workbook).toContain('name="Sanctions Report"');
  expect(sheet).not.toContain('rightToLeft');
  expect(sheet).toContain(LISTED_NAME);
  expect(sheet).toContain(ARABIC_NAME);

  const pdf = await downloadFrom(page, () =>
    results.getByRole('button', { name: 'Generate Full Report' }).click(),
  );
  expect(pdf.download.suggestedFilename()).toMatch(/^sanctions-report-.+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(await pdf.download.path());
  expect(text).toContain('Sanctions Compliance Report');
  expect(text).toContain(LISTED_NAME);
  expect(text).toContain(E2E_ADMIN.email);
});

test('the same person is found by the Arabic name with the whole flow in Arabic', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');

  await page.getByLabel('الاسم العربي').fill(ARABIC_NAME);
  await page.getByLabel('قائمة العقوبات').selectOption('un');
  await submitSearch(page, 'اكتمل البحث', 'فشل البحث');

  const results = page.getByRole('region', { name: 'نتائج البحث' });
  const row = results.getByRole('row').filter({ hasText: LISTED_NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText('عقوبة سارية')).toBeVisible();

  await row.getByRole('button', { name: `عرض تفاصيل ${LISTED_NAME}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'الأسماء المستعارة المعروفة' })).toBeVisible();
  await expect(dialog.getByText('مصر', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('match-analysis-text')).toContainText(/[\u0600-\u06FF]/);
  await page.keyboard.press('Escape');

  const excel = await downloadFrom(page, async () => {
    await results.getByRole('button', { name: 'تصدير' }).click();
    await page.getByRole('menuitem', { name: 'Excel' }).click();
  });
  const { sheet } = xlsxSheet(excel.bytes);
  expect(sheet).toContain('rightToLeft="1"');
  expect(sheet).toContain('الاسم الكامل');
  expect(sheet).toContain(ARABIC_NAME);

  const pdf = await downloadFrom(page, () =>
    row.getByRole('button', { name: `تقرير PDF عن ${LISTED_NAME}` }).click(),
  );
  expect(pdf.download.suggestedFilename()).toMatch(/^sanctions-report-.+\.pdf$/);
  const text = pdfText(await pdf.download.path());
  // Logical order: the name reads as typed, not mirrored glyph by glyph.
  expect(text).toContain(ARABIC_NAME);
  expect(text).toContain(LISTED_NAME);
  // The super admin's language is stored on the server: leave it as the other specs expect it.
  await useLanguage(page, 'en');
});
