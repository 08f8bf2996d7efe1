import { expect, test } from '@playwright/test';
import { downloadFrom, pdfText } from './support/downloads';
import { useLanguage } from './support/language';
import { CLEAR_NAME, screenClearName } from './support/screen-clear-name';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

// Issue 23 §2: a clean screening's certificate is downloaded, and its code is confirmed on the public page
// by someone who is not signed in.
test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

const CODE =
  /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
const SEARCH_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const TEXTS = {
  en: {
    completed: 'Search Completed',
    results: 'Search Results',
    certificate: 'Certificate',
    title: 'Screening Certificate',
    noMatch: 'No match',
    searchId: 'Search ID (certificate number)',
    code: 'Verification code',
    verify: 'Verify',
    valid: 'Valid certificate',
    invalid: 'Invalid code',
  },
  ar: {
    completed: 'اكتمل البحث',
    results: 'نتائج البحث',
    certificate: 'شهادة',
    title: 'شهادة فحص',
    noMatch: 'لا توجد مطابقة',
    searchId: 'معرّف البحث (رقم الشهادة)',
    code: 'رمز التحقق',
    verify: 'تحقق',
    valid: 'شهادة صالحة',
    invalid: 'رمز غير صالح',
  },
} as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`a clean search's certificate is verified on the public page (${language}, ${viewport.name})`, async ({
      page,
      browser,
    }) => {
      const t = TEXTS[language];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, E2E_ADMIN);
      await waitForLists(page, ['un']);
      await useLanguage(page, language);
      await screenClearName(page, t.completed);

      const results = page.getByRole('region', { name: t.results });
      const certificate = await downloadFrom(page, () =>
        results.getByRole('button', { name: t.certificate, exact: true }).click(),
      );
      expect(certificate.download.suggestedFilename()).toMatch(/^screening-certificate-.+\.pdf$/);
      expect(certificate.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(await certificate.download.path()).replace(/[\u202a-\u202e]/g, '');
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(t.title);
      expect(flat).toContain(CLEAR_NAME.first);
      expect(flat).toContain(CLEAR_NAME.last);
      expect(flat).toContain(t.noMatch);
      const code = CODE.exec(text)?.[0];
      const searchId = SEARCH_ID.exec(text)?.[0];
      expect(code, 'verification code on the certificate').toBeDefined();
      expect(searchId, 'certificate number').toBeDefined();
      if (code === undefined || searchId === undefined) return;
      if (language === 'ar') await useLanguage(page, 'en');

      // A visitor: a fresh browser context holds no session.
      const visitorContext = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const visitor = await visitorContext.newPage();
      await visitor.goto('/verify-certificate');
      await useLanguage(visitor, language);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await visitor.getByLabel(t.searchId).fill(searchId);
      await visitor.getByLabel(t.code).fill(code.toLowerCase().replace(/-/g, ''));
      await visitor.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(visitor.getByRole('status').getByText(t.valid)).toBeVisible();

      const last = code.endsWith('0') ? '1' : '0';
      await visitor.getByLabel(t.code).fill(`${code.slice(0, -1)}${last}`);
      await visitor.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(visitor.getByRole('status').getByText(t.invalid)).toBeVisible();

      // The link printed on the certificate checks at once.
      await visitor.goto(`/verify-certificate?search=${searchId}&code=${code}`);
      await expect(visitor.getByRole('status').getByText(t.valid)).toBeVisible();
      // Nothing of the record is shown to the visitor.
      await expect(visitor.getByText(CLEAR_NAME.last)).toHaveCount(0);
      const overflow = await visitor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await visitorContext.close();
    });
  }
}
