import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, mergePreferences } from './preferences';
import type { UpdatePreferencesBody } from './preferences';

describe('mergePreferences', () => {
  it.each<
    [string, UpdatePreferencesBody, (merged: typeof DEFAULT_PREFERENCES) => unknown, unknown]
  >([
    ['theme', { theme: 'dark' }, (merged) => merged.theme, 'dark'],
    ['language', { language: 'ar' }, (merged) => merged.language, 'ar'],
    [
      'one display field',
      { display: { resultsPerPage: 50 } },
      (merged) => merged.display,
      { ...DEFAULT_PREFERENCES.display, resultsPerPage: 50 },
    ],
    [
      'one accessibility field',
      { accessibility: { highContrast: true } },
      (merged) => merged.accessibility,
      { ...DEFAULT_PREFERENCES.accessibility, highContrast: true },
    ],
  ])('applies %s and keeps the rest', (_name, body, pick, expected) => {
    const merged = mergePreferences(DEFAULT_PREFERENCES, body);
    expect(pick(merged)).toEqual(expected);
    const untouched = {
      ...merged,
      ...Object.fromEntries(Object.keys(body).map((key) => [key, null])),
    };
    const defaults = {
      ...DEFAULT_PREFERENCES,
      ...Object.fromEntries(Object.keys(body).map((key) => [key, null])),
    };
    expect(untouched).toEqual(defaults);
  });
});
