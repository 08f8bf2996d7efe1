import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { useLanguage } from './support/language';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';
import { PHONE } from './support/views';

// Issue 14 (Tests): an Arabic interface shows no Latin-script English word outside names and codes.

/** The main signed-in pages an analyst and an organisation owner use (scanned at desktop and phone width). */
const PAGES = [
  '/search/results',
  '/sanctions/updates',
  '/profile?tab=overview',
  '/profile?tab=usage',
  '/profile?tab=activity',
  '/profile?tab=security',
  '/profile?tab=settings',
  '/profile?tab=account',
  '/bulk-screening',
  '/api-keys',
  '/api-integration',
  '/organization',
  '/billing',
] as const;

/** The administration pages of the platform's staff (the e2e account is the super admin). */
const ADMIN_PAGES = [
  '/admin?tab=pending-organizations',
  '/admin?tab=users',
  '/admin?tab=analytics',
  '/admin?tab=settings',
  '/super-admin?tab=overview',
  '/super-admin?tab=searchHistory',
  '/super-admin?tab=userAnalytics',
  '/super-admin?tab=userManagement',
] as const;

/** A phone's width (issue 14 item 5): narrow layouts (cards, menus) have texts of their own. */

/**
 * Latin words that are names or codes in any language: list and authority names, file formats,
 * protocol and product names. Acronyms of up to four capitals (ISO codes, list codes) pass too.
 */
const ALLOWED_WORDS = new Set([
  'OFAC',
  'SDN',
  'UN',
  'EU',
  'UK',
  'HMT',
  'OFSI',
  // The PEP data format and its best-known publisher, named as their owners write them (ADR 040).
  'FollowTheMoney',
  'OpenSanctions',
  'PDF',
  'CSV',
  'JSON',
  'XML',
  'API',
  'Excel',
  'REST',
  'HTTP',
  'HTTPS',
  'URL',
  'UTC',
  'ISO',
  'TOTP',
  'USD',
  'Bearer',
  'Authorization',
  'curl',
  // The product's name.
  'SanctionScreen',
  // File extensions (.xlsx) and the ISO 8601 date patterns the date fields ask for.
  'xlsx',
  'YYYY-MM',
  'YYYY-MM-DD',
]);

/**
 * Latin words in the visible text of the page, outside what is a name or a code: form fields, code
 * blocks, left-to-right islands (identifiers, e-mail addresses, keys) and isolated names (`bdi`).
 */
async function latinWords(page: Page, dataWords: ReadonlySet<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped =
      'input, textarea, select, code, pre, kbd, samp, bdi, [dir="ltr"], [translate="no"]';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped) || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent ?? '';
      if (/[A-Za-z]/.test(text)) found.push(text);
    }
    return found;
  });
  const words = new Set<string>();
  for (const text of texts) {
    const cleaned = text
      .replace(/\S+@\S+/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\/[\w\-/.{}:?=&]+/g, ' ');
    // Whole runs of letters and digits: a hash or id such as 1947ea is one identifier, never the word "ea".
    for (const word of cleaned.match(/[A-Za-z0-9][A-Za-z0-9_-]*/g) ?? []) {
      if (/\d/.test(word) || !/[A-Za-z]/.test(word)) continue; // identifiers, versions, references
      if (ALLOWED_WORDS.has(word) || dataWords.has(word)) continue;
      if (/^[A-Z]{1,4}$/.test(word)) continue; // ISO and list codes
      words.add(word);
    }
  }
  return [...words].sort();
}

/** Server fields whose text is a message to the user, not data: they must arrive translated. */
const MESSAGE_KEYS = new Set(['message', 'error', 'messageKey']);

/**
 * Words of the data the server sent (listed names, aliases, addresses, remarks in the list's language,
 * the user's own names): shown as they are in any language. Lower-case single tokens are left out,
 * since those are closed values (statuses, match types) the interface must translate.
 */
function collectDataWords(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (MESSAGE_KEYS.has(key) || /^[a-z_-]+$/.test(value)) return;
    for (const word of value.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? []) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) collectDataWords(item, into, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [field, item] of Object.entries(value)) collectDataWords(item, into, field);
  }
}

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 240_000 });

test('the Arabic interface shows no English word on the main pages', async ({ page }) => {
  const dataWords = new Set<string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.url().includes('/api/') || !type.includes('application/json')) return;
    try {
      collectDataWords(await response.json(), dataWords);
    } catch {
      // A body already gone (navigation) holds nothing the next scan shows.
    }
  });
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');

  const findings: string[] = [];
  const scan = async (where: string) => {
    const words = await latinWords(page, dataWords);
    if (words.length > 0) findings.push(`${where}: ${words.join(', ')}`);
  };

  // The screening page with a result on it (a UN-listed name, so its listed names are Latin).
  await page.goto('/sanctions-screening');
  const results = page.getByRole('region', { name: 'نتائج البحث' });
  await expect(async () => {
    await page.getByLabel('الاسم الأول', { exact: true }).fill('Ayman');
    await page.getByLabel('اسم العائلة', { exact: true }).fill('Zawahiri');
    await page.locator('form').getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(results).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.waitForLoadState('networkidle');
  await scan('/sanctions-screening with results');

  // The match detail dialog.
  await results
    .getByRole('button', { name: /^عرض تفاصيل/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await scan('the match detail dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The export templates manager and its form.
  await results.getByRole('button', { name: 'تصدير', exact: true }).click();
  await page.getByRole('menuitem', { name: 'إدارة القوالب' }).click();
  await expect(dialog).toBeVisible();
  await scan('the export templates manager');
  await dialog.getByRole('button', { name: 'قالب جديد' }).click();
  await expect(dialog.getByRole('heading', { name: 'قالب تصدير جديد' })).toBeVisible();
  await scan('the new export template form');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const scanPage = async (path: string, where = path) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await scan(where);
  };

  for (const path of [...PAGES, ...ADMIN_PAGES]) await scanPage(path);

  // The same pages on a phone: the result cards, the collapsed navigation and narrow layouts.
  await page.setViewportSize(PHONE);
  await page.goto('/sanctions-screening');
  await expect(async () => {
    await page.getByLabel('الاسم الأول', { exact: true }).fill('Ayman');
    await page.getByLabel('اسم العائلة', { exact: true }).fill('Zawahiri');
    await page.locator('form').getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(results).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.waitForLoadState('networkidle');
  await scan('/sanctions-screening with results at 390 px');
  for (const path of [...PAGES, ...ADMIN_PAGES]) await scanPage(path, `${path} at 390 px`);

  expect(findings, `English words in the Arabic interface:\n${findings.join('\n')}`).toEqual([]);
});
