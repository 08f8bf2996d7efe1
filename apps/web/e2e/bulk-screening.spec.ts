import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { downloadFrom } from './support/downloads';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// The server runs with LISTS_DIR = ../shared/data/lists (run-e2e.mjs), so the real UN list is loaded.
// QDi.006 in the UN consolidated list: AIMAN MUHAMMED RABI AL-ZAWAHIRI, original script below.
const LISTED_NAME = 'AIMAN MUHAMMED RABI AL-ZAWAHIRI';
const ARABIC_NAME = 'أيمن محمد ربيع الظواهري';
// A made-up name no list holds.
const CLEAR_NAME = { first: 'Zebulon', last: 'Quaxworthington' };
// Background chunks on two shared cores, behind a screening index that may still be warming up.
const JOB_WAIT_MS = 180_000;

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + JOB_WAIT_MS + 60_000 });

/** The downloaded Arabic template with its example rows replaced by ours (header kept as sent). */
async function fillTemplate(templatePath: string, rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  // Our rows over the template's examples (there are fewer examples than rows).
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    values.forEach((value, column) => {
      row.getCell(column + 1).value = value === '' ? null : value;
    });
    row.commit();
  });
  const path = join(await mkdtemp(join(tmpdir(), 'bulk-e2e-')), 'عملاء.xlsx');
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

function headerOf(templatePath: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  return workbook.xlsx.readFile(templatePath).then(() => {
    const values = workbook.worksheets[0]?.getRow(1).values;
    return Array.isArray(values) ? values.slice(1).map(String) : [];
  });
}

/** Waits for the job page to show the finished job (the progress bar gone, the tiles shown). */
async function waitForCompletion(page: Page, rowsTile: string, completed: string) {
  await expect(page.getByText(completed, { exact: true }).first()).toBeVisible({
    timeout: JOB_WAIT_MS,
  });
  await expect(page.getByRole('group', { name: rowsTile })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const tileValue = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true }).locator('span').nth(1);

test('in Arabic: fill the Excel template, upload it, watch the job finish, open a hit and download the CSV', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');

  await page
    .getByRole('navigation', { name: 'التنقل الرئيسي' })
    .getByRole('link', { name: 'الفحص الجماعي' })
    .click();
  await expect(page).toHaveURL(/\/bulk-screening$/);

  const template = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Excel (عناوين عربية)' }).click(),
  );
  expect(template.download.suggestedFilename()).toBe('bulk-screening-template-ar.xlsx');
  const templatePath = await template.download.path();
  expect(await headerOf(templatePath)).toEqual([
    'المرجع',
    'الاسم الأول',
    'اسم العائلة',
    'الاسم بالعربية',
    'تاريخ الميلاد',
    'الجنسية',
    'النوع',
  ]);
  const file = await fillTemplate(templatePath, [
    ['R-1', 'Aiman', 'Al-Zawahiri', '', '', '', ''],
    ['R-2', CLEAR_NAME.first, CLEAR_NAME.last, '', '', '', ''],
    ['R-3', '', '', '', '1980-01-01', 'EG', ''],
    ['R-4', '', '', ARABIC_NAME, '', '', ''],
  ]);

  await page.getByLabel('ملف العملاء', { exact: true }).setInputFiles(file);
  await expect(page.getByRole('combobox', { name: 'حقل العمود الاسم الأول' })).toHaveValue(
    'firstName',
  );
  await expect(page.getByRole('combobox', { name: 'حقل العمود الاسم بالعربية' })).toHaveValue(
    'arabicName',
  );
  await expect(page.getByText('عُثر على 4 صفًا', { exact: false })).toBeVisible();
  await page.getByLabel('قوائم العقوبات', { exact: true }).selectOption('un');
  await page.getByRole('button', { name: 'ابدأ الفحص' }).click();

  await expect(page).toHaveURL(/\/bulk-screening\/[0-9a-f-]{36}$/);
  const skipped = page.getByRole('list', { name: 'الصفوف المتخطاة' });
  await expect(skipped.getByText('السطر 4')).toBeVisible();
  await expect(skipped.getByText('يجب إدخال حقل اسم واحد على الأقل')).toBeVisible();

  // The page follows the job from its first poll: the progress bar while it runs (a small file may
  // already be done), and reloading keeps following it since its state is on the server.
  await expect(
    page
      .getByRole('progressbar', { name: 'تقدّم الفحص' })
      .or(page.getByRole('group', { name: 'الصفوف', exact: true })),
  ).toBeVisible();
  await page.reload();
  await waitForCompletion(page, 'الصفوف', 'مكتملة');
  await expect(tileValue(page, 'الصفوف')).toHaveText('4');
  await expect(tileValue(page, 'غير صالحة')).toHaveText('1');
  await expect(tileValue(page, 'سليمة')).toHaveText('1');
  await expect(tileValue(page, 'خطورة عالية')).toHaveText('2');

  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'عرض تطابق Aiman Al-Zawahiri' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(LISTED_NAME).first()).toBeVisible();
  await expect(dialog.getByText(ARABIC_NAME).first()).toBeVisible();
  await page.keyboard.press('Escape');

  const csv = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'النتائج (CSV)' }).click(),
  );
  expect(csv.download.suggestedFilename()).toMatch(/^bulk-screening-results-.+\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes
    .subarray(3)
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(lines[0]).toContain('المرجع');
  // One line per input row, in input order.
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['R-1', 'R-2', 'R-3', 'R-4']);
  expect(lines[1]).toContain(LISTED_NAME);
  // The refused row is there too, with its status and reason in the download's language.
  expect(lines[3]).toContain('غير صالح');
});

test('in English on a desktop: a CSV upload is screened and its hits filter by risk', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'en');
  await page.goto('/bulk-screening');

  const path = join(await mkdtemp(join(tmpdir(), 'bulk-e2e-')), 'customers.csv');
  await writeFile(
    path,
    [
      'Customer ID;Given name;Surname;Notes',
      'C-1;Aiman;Al-Zawahiri;vip',
      `C-2;${CLEAR_NAME.first};${CLEAR_NAME.last};`,
    ].join('\r\n'),
  );
  await page.getByLabel('Customer file', { exact: true }).setInputFiles(path);
  await expect(page.getByRole('combobox', { name: 'Field of the column Surname' })).toHaveValue(
    'lastName',
  );
  await page.getByLabel('Sanctions lists', { exact: true }).selectOption('un');
  await page.getByRole('button', { name: 'Start screening' }).click();

  await expect(page).toHaveURL(/\/bulk-screening\/[0-9a-f-]{36}$/);
  await waitForCompletion(page, 'Rows', 'Completed');
  await expect(tileValue(page, 'Rows')).toHaveText('2');
  await expect(tileValue(page, 'Clear')).toHaveText('1');

  const table = page.getByRole('table');
  await page.getByLabel('Status', { exact: true }).selectOption('clear');
  await expect(table.getByText('Aiman Al-Zawahiri')).toHaveCount(0);
  await expect(table.getByText(`${CLEAR_NAME.first} ${CLEAR_NAME.last}`)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('hit');
  await page.getByLabel('Risk', { exact: true }).selectOption('high');
  await expect(table.getByText('Aiman Al-Zawahiri')).toBeVisible();

  await page.getByRole('link', { name: 'All bulk jobs' }).click();
  await expect(page.getByRole('link', { name: 'Open customers.csv' }).first()).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the upload, the mapping and the results fit the screen, rows as cards', async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN);
    await waitForLists(page, ['un']);
    await useLanguage(page, 'ar');
    await page.goto('/bulk-screening');
    await expect(page.getByRole('heading', { name: 'الفحص الجماعي', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Arabic bulk screening page');

    const path = join(await mkdtemp(join(tmpdir(), 'bulk-e2e-')), 'wide.csv');
    await writeFile(
      path,
      [
        'Reference,First name,Last name,A very long column title that would not fit,Another long note column',
        `P-1,Aiman,Al-Zawahiri,${'x'.repeat(80)},${'y'.repeat(80)}`,
        `P-2,${CLEAR_NAME.first},${CLEAR_NAME.last},,`,
      ].join('\n'),
    );
    await page.getByLabel('ملف العملاء', { exact: true }).setInputFiles(path);
    await expect(page.getByRole('button', { name: 'ابدأ الفحص' })).toBeEnabled();
    await expectNoSidewaysScroll(page, 'the Arabic mapping step');
    await page.getByLabel('قوائم العقوبات', { exact: true }).selectOption('un');
    await page.getByRole('button', { name: 'ابدأ الفحص' }).click();

    await waitForCompletion(page, 'الصفوف', 'مكتملة');
    const cards = page.getByTestId('bulk-row-cards');
    await expect(cards.getByText('Aiman Al-Zawahiri')).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoSidewaysScroll(page, 'the Arabic job results');
  });
});
