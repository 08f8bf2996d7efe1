import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './language';

describe('interface language', () => {
  it('defaults to English, left to right', () => {
    createI18n(readStoredLanguage());
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('persists Arabic under the `language` key and sets dir="rtl"', async () => {
    const i18n = createI18n('en');
    await changeLanguage(i18n, 'ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(readStoredLanguage()).toBe('ar');
  });

  it.each(['fr', '', 'AR', 'english'])('ignores an unsupported stored value %j', (stored) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    expect(readStoredLanguage()).toBe('en');
  });
});
