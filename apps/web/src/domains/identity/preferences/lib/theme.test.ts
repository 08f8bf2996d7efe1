import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, isDarkTheme, readStoredTheme } from './theme';

describe('theme', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it.each([
    ['light', false, false],
    ['light', true, false],
    ['dark', false, true],
    ['system', false, false],
    ['system', true, true],
  ] as const)('%s with an OS preferring dark=%s is dark=%s', (theme, osDark, expected) => {
    expect(isDarkTheme(theme, osDark)).toBe(expected);
  });

  it('puts the dark class on <html> at once and remembers the choice', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(readStoredTheme()).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(readStoredTheme()).toBe('light');
  });

  it('falls back to system for a stored value it does not know', () => {
    localStorage.setItem('theme', 'sepia');
    expect(readStoredTheme()).toBe('system');
  });
});
