import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { LANGUAGES } from '../lib/language';

const LOCALES_DIR = join(import.meta.dirname);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key path of a namespace file. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** Plural key families (`panel.uses`) of a namespace, with the forms each one has. */
function pluralFamilies(keys: readonly string[]): Map<string, Set<string>> {
  const families = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match?.[1]) continue;
    const family = key.slice(0, match.index);
    const forms = families.get(family) ?? new Set<string>();
    forms.add(match[1]);
    families.set(family, forms);
  }
  return families;
}

const cases = LANGUAGES.flatMap((language) =>
  readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [language, file] as const),
);

describe('plural forms', () => {
  it('Arabic needs six forms and English two (the rules this test relies on)', () => {
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories).toHaveLength(2);
  });

  it.each(cases)('%s/%s has every plural form the language needs', (language, file) => {
    const text = readFileSync(join(LOCALES_DIR, language, file), 'utf8');
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = keysOf(JSON.parse(text));
    for (const [family, forms] of pluralFamilies(keys)) {
      const missing = needed.filter((form) => !forms.has(form));
      expect({ family, missing }).toEqual({ family, missing: [] });
      // A bare key beside its plural forms would be used instead of them for some counts.
      expect(keys, `${language}/${file}: ${family}`).not.toContain(family);
    }
  });
});

describe('count texts', () => {
  it('picks the Arabic form for each count', () => {
    const { t } = createI18n('ar');
    const days = (count: number) => t('usage:limits.resetsInDays', { count });
    expect(days(1)).toBe('يُعاد الضبط خلال يوم واحد');
    expect(days(2)).toBe('يُعاد الضبط خلال يومين');
    expect(days(3)).toBe('يُعاد الضبط خلال 3 أيام');
    expect(days(11)).toBe('يُعاد الضبط خلال 11 يومًا');
    expect(days(100)).toBe('يُعاد الضبط خلال 100 يوم');
    expect(t('usage:recent.matches', { count: 0 })).toBe('لا تطابقات');
  });

  it('picks the English form for each count', () => {
    const { t } = createI18n('en');
    expect(t('usage:limits.resetsInHours', { count: 1 })).toBe('Resets in 1 hour');
    expect(t('usage:limits.resetsInHours', { count: 5 })).toBe('Resets in 5 hours');
    expect(t('usage:recent.matches', { count: 2 })).toBe('2 matches');
  });
});
