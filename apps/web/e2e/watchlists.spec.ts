import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { createApprovedOrganization, uniqueSuffix } from './support/organization';
import { openQuickAction } from './support/quick-action';
import { signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS } from './support/wait-for-lists';
import { PHONE, VIEWS } from './support/views';

// Invented parties of an invented organisation's own list: no official list names them.
const GOOD_CSV = [
  'Name,Aliases,Date of Birth,Nationality,Reference,Reason',
  'Quentin Marlowe Vasquez-Threlkeld,Q. Threlkeld;Quentin Threlkeld,1971-03-14,Portugal,INT-001,Chargeback fraud',
  'Ottoline Brackenbury,,1985,United Kingdom,INT-002,Refused onboarding',
].join('\n');
const BAD_CSV = [
  'Name,Aliases,Date of Birth,Nationality,Reference,Reason',
  'Quentin Marlowe Vasquez-Threlkeld,,1971-03-14,Portugal,INT-001,Chargeback fraud',
  ',No name,1980-01-01,Portugal,INT-002,Missing name',
].join('\n');

/** Every visible text the flow checks, in the language it runs in. */
const TEXTS = {
  en: {
    quickActions: 'Quick Actions',
    watchlists: 'Watchlists',
    name: 'Watchlist name',
    file: 'File (CSV or Excel)',
    upload: 'Upload',
    errors: 'Rows with problems',
    nameMissing: 'The name is empty: every row needs the name of the person or organisation.',
    summary: 'Version 1 · entries: 2 · added: 2, removed: 0, changed: 0',
    hits: "Your organization's watchlists: hits found: 1",
    onList: (name: string) => `Watchlist: ${name}`,
    decide: 'Decide this hit: Quentin Marlowe Vasquez-Threlkeld',
    caseEntry: 'Own watchlist entry',
    bulkFile: 'Customer file',
    startBulk: 'Start screening',
    completed: 'Completed',
    rowsTile: 'Rows',
    bulkHits: 'Watchlist hits of Quentin Marlowe Vasquez-Threlkeld',
    bulkClearHits: 'Watchlist hits of Zebulon Quaxworthington',
  },
  ar: {
    quickActions: 'إجراءات سريعة',
    watchlists: 'قوائم المراقبة',
    name: 'اسم قائمة المراقبة',
    file: 'الملف (CSV أو Excel)',
    upload: 'رفع',
    errors: 'الصفوف التي بها مشكلات',
    nameMissing: 'الاسم فارغ: يحتاج كل صف إلى اسم الشخص أو الجهة.',
    summary: 'الإصدار 1 · عدد الإدخالات: 2 · أُضيف: 2، أُزيل: 0، تغيّر: 0',
    hits: 'قوائم المراقبة الخاصة بمؤسستك: عدد النتائج: 1',
    onList: (name: string) => `قائمة المراقبة: ${name}`,
    decide: 'البتّ في هذه المطابقة: Quentin Marlowe Vasquez-Threlkeld',
    caseEntry: 'قيد في قائمة المراقبة الخاصة',
    bulkFile: 'ملف العملاء',
    startBulk: 'ابدأ الفحص',
    completed: 'مكتملة',
    rowsTile: 'الصفوف',
    bulkHits: 'نتائج قوائم المراقبة لـ Quentin Marlowe Vasquez-Threlkeld',
    bulkClearHits: 'نتائج قوائم المراقبة لـ Zebulon Quaxworthington',
  },
} as const;

/** The owner's watchlists page in `language`, from the organisation's quick actions. */
async function openWatchlists(page: Page, language: 'en' | 'ar') {
  const texts = TEXTS[language];
  await openQuickAction(
    page,
    language,
    { quickActions: texts.quickActions, action: texts.watchlists },
    /\/organization\/watchlists$/,
  );
}

for (const [viewport, what, language] of VIEWS) {
  test(`an owner uploads a watchlist, sees a bad file's rows, a search hits the list and opens its case (${language}, ${what})`, async ({
    page,
    request,
  }) => {
    // The first search may wait for the lists the server imports after start-up.
    test.setTimeout(LIST_IMPORT_WAIT_MS + 60_000);
    const texts = TEXTS[language];
    const listName = `Blocklist ${uniqueSuffix()}`;
    const organization = await createApprovedOrganization(request, { language });
    await page.setViewportSize(viewport);
    await signIn(page, organization.owner);
    await openWatchlists(page, language);
    await expect(page.getByRole('heading', { level: 1, name: texts.watchlists })).toBeVisible();

    // A file with a bad row is refused whole, the row listed with its line and reason.
    await page.getByLabel(texts.name, { exact: true }).fill(listName);
    await page.getByLabel(texts.file, { exact: true }).setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(BAD_CSV),
    });
    await page.getByRole('button', { name: texts.upload, exact: true }).click();
    const errors = page.getByRole('table', { name: texts.errors });
    await expect(errors.getByRole('row', { name: /^(3|٣) / })).toContainText(texts.nameMissing);
    await expectNoSidewaysScroll(page, `watchlist errors (${language}, ${what})`);

    // Fixed, it is imported as version 1.
    await page.getByLabel(texts.file, { exact: true }).setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GOOD_CSV),
    });
    await page.getByRole('button', { name: texts.upload, exact: true }).click();
    const card = page.getByRole('region', { name: listName });
    await expect(card.getByText(texts.summary)).toBeVisible();
    await expectNoSidewaysScroll(page, `watchlists (${language}, ${what})`);

    // A search of a name on it shows the hit, named by the list. The lists may still be importing after
    // start-up: a fresh page reads their freshness again, so search from a fresh page until served.
    const hits = page.getByRole('region', { name: texts.hits });
    await expect(async () => {
      await page.goto('/sanctions-screening');
      await page.locator('#search-first-name').fill('Quentin Marlowe');
      await page.locator('#search-last-name').fill('Vasquez-Threlkeld');
      await page
        .locator('form')
        .getByRole('button', { name: /^(Search|بحث)$/ })
        .click({ timeout: 5_000 });
      await expect(hits).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: LIST_IMPORT_WAIT_MS, intervals: [3_000] });
    await expect(hits.getByText(texts.onList(listName))).toBeVisible();
    await expect(hits.getByText('INT-001', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `watchlist hit (${language}, ${what})`);

    // The hit opens its case (ADR 042, addendum): the case page shows the row of the organisation's list.
    await hits.getByRole('button', { name: texts.decide }).click();
    await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
    await expect(page.getByText(texts.caseEntry, { exact: true })).toBeVisible();
    await expect(page.getByText('INT-001', { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `watchlist hit case (${language}, ${what})`);
  });
}

// A customer file of two rows: one on the organisation's list (and on no official list), one on nothing.
const BULK_CSV = [
  'Reference,First name,Last name',
  'W-1,Quentin Marlowe,Vasquez-Threlkeld',
  'W-2,Zebulon,Quaxworthington',
].join('\n');
// Background chunks on two shared cores, behind a screening index that may still be warming up.
const JOB_WAIT_MS = 180_000;

/** The owner's watchlists page with `listName` uploaded as version 1. */
async function uploadGoodWatchlist(page: Page, language: 'en' | 'ar', listName: string) {
  const texts = TEXTS[language];
  await openWatchlists(page, language);
  await page.getByLabel(texts.name, { exact: true }).fill(listName);
  await page.getByLabel(texts.file, { exact: true }).setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(GOOD_CSV),
  });
  await page.getByRole('button', { name: texts.upload, exact: true }).click();
  await expect(page.getByRole('region', { name: listName }).getByText(texts.summary)).toBeVisible();
}

for (const language of ['en', 'ar'] as const) {
  test(`an owner uploads a watchlist, a bulk file with a name on it shows the hit on its row and opens its case (${language}, phone)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(LIST_IMPORT_WAIT_MS + JOB_WAIT_MS + 60_000);
    const texts = TEXTS[language];
    const listName = `Blocklist ${uniqueSuffix()}`;
    // Bulk screening is a Professional feature; watchlists come with every plan.
    const organization = await createApprovedOrganization(request, {
      language,
      planName: 'professional',
    });
    await page.setViewportSize(PHONE);
    await signIn(page, organization.owner);
    await uploadGoodWatchlist(page, language, listName);

    // The lists may still be importing after start-up, when a bulk upload is refused for a while: upload
    // from a fresh page until the job starts.
    await expect(async () => {
      await page.goto('/bulk-screening');
      await page.getByLabel(texts.bulkFile, { exact: true }).setInputFiles({
        name: 'customers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(BULK_CSV),
      });
      await page.getByRole('button', { name: texts.startBulk }).click({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/bulk-screening\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    }).toPass({ timeout: LIST_IMPORT_WAIT_MS, intervals: [3_000] });
    await expect(page.getByText(texts.completed, { exact: true }).first()).toBeVisible({
      timeout: JOB_WAIT_MS,
    });
    await expect(page.getByRole('group', { name: texts.rowsTile, exact: true })).toBeVisible();

    // At phone width the rows are cards: the watchlist hit shows on its row, apart from sanctions matches.
    const cards = page.getByTestId('bulk-row-cards');
    await expect(page.getByRole('table')).toBeHidden();
    const hits = cards.getByRole('list', { name: texts.bulkHits });
    await expect(hits.getByText(texts.onList(listName))).toBeVisible();
    await expect(hits.getByText('INT-001', { exact: true })).toBeVisible();
    await expect(hits.getByText('Chargeback fraud', { exact: true })).toBeVisible();
    await expect(cards.getByRole('list', { name: texts.bulkClearHits })).toHaveCount(0);
    await expectNoSidewaysScroll(page, `bulk watchlist hit (${language}, phone)`);

    // The hit opens its case (ADR 042, addendum): the case page shows the row of the organisation's list.
    await hits.getByRole('button', { name: texts.decide }).click();
    await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
    await expect(page.getByText(texts.caseEntry, { exact: true })).toBeVisible();
    await expect(page.getByText('INT-001', { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `bulk watchlist hit case (${language}, phone)`);
  });
}
