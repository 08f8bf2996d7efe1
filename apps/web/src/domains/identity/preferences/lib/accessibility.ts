import { DEFAULT_PREFERENCES, accessibilityPreferencesSchema } from '@sanctions/contracts';
import type { Preferences } from '@sanctions/contracts';

/** The accessibility preferences that change the whole page (keyboard shortcuts do not). */
export type PageAccessibility = Pick<
  Preferences['accessibility'],
  'fontSize' | 'highContrast' | 'reducedMotion'
>;

/** Local copy, so the first paint after a reload already has the user's text size and contrast. */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility';
/** Class on <html> that switches index.css to the high-contrast palette. */
export const HIGH_CONTRAST_CLASS = 'high-contrast';
/** Class on <html> that stops transitions and animations (index.css). */
export const REDUCED_MOTION_CLASS = 'reduce-motion';

const storedSchema = accessibilityPreferencesSchema.pick({
  fontSize: true,
  highContrast: true,
  reducedMotion: true,
});

const { fontSize, highContrast, reducedMotion } = DEFAULT_PREFERENCES.accessibility;
const DEFAULTS: PageAccessibility = { fontSize, highContrast, reducedMotion };

export function readStoredAccessibility(): PageAccessibility {
  const raw = localStorage.getItem(ACCESSIBILITY_STORAGE_KEY);
  if (raw === null) return DEFAULTS;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

/**
 * Applies the settings to <html>: `data-font-size` scales the root font size (every rem-based size
 * follows), and the high-contrast and reduced-motion classes; the choice is remembered locally.
 */
export function applyAccessibility(settings: PageAccessibility): void {
  localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  const root = document.documentElement;
  root.dataset.fontSize = settings.fontSize;
  root.classList.toggle(HIGH_CONTRAST_CLASS, settings.highContrast);
  root.classList.toggle(REDUCED_MOTION_CLASS, settings.reducedMotion);
}
