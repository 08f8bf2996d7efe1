import { THEMES } from '@sanctions/contracts';
import { z } from 'zod';

export type Theme = (typeof THEMES)[number];
const themeSchema = z.enum(THEMES);

/** Local copy of the theme, so the first paint after a reload already has the right colours. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  const parsed = themeSchema.safeParse(localStorage.getItem(THEME_STORAGE_KEY));
  return parsed.success ? parsed.data : 'system';
}

/** True when `theme` resolves to dark; `system` follows the operating system (spec 4). */
export function isDarkTheme(theme: Theme, prefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark);
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Sets or removes the `dark` class on <html> and remembers the choice locally. */
export function applyTheme(theme: Theme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  const isDark = isDarkTheme(theme, prefersDark());
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
}

/** Calls `onChange` when the operating system switches between light and dark; returns the unsubscribe. */
export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
