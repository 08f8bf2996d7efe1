import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_NAME } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

const WEB_ROOT = join(import.meta.dirname, '..', '..');
const LOCALES = join(WEB_ROOT, 'src', 'locales');

// Issue 23 §6: the product had two names ("SanctionScreen" on screen, "Sanctions Screening" in e-mails
// and invoices). One constant in packages/contracts names it everywhere.
describe('the product name', () => {
  it('is the contracts constant in the interface, in English and Arabic', () => {
    for (const language of ['en', 'ar'] as const) {
      const i18n = createI18n(language);
      expect(i18n.t('appName')).toBe(PRODUCT_NAME);
      expect(i18n.t('shell:footer.copyright', { year: 2026 })).toContain(PRODUCT_NAME);
    }
  });

  it('is never typed out in a translation file (they say {{product}})', () => {
    for (const language of ['en', 'ar']) {
      for (const file of readdirSync(join(LOCALES, language))) {
        const text = readFileSync(join(LOCALES, language, file), 'utf8');
        expect(text, `${language}/${file}`).not.toContain(PRODUCT_NAME);
      }
    }
  });

  it('is the page title before the app has loaded', () => {
    const html = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(PRODUCT_NAME);
  });
});
