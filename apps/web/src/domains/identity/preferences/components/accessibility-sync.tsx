import { useEffect } from 'react';
import { usePreferences } from '@/lib/preferences-query';
import { applyAccessibility, readStoredAccessibility } from '../lib/accessibility';

/**
 * Keeps the root font size, high contrast and reduced motion in line with the accessibility preferences
 * (spec 2.12): the signed-in user's once loaded, else the local copy.
 */
export function AccessibilitySync() {
  const { data } = usePreferences();
  const { fontSize, highContrast, reducedMotion } = data
    ? data.accessibility
    : readStoredAccessibility();
  useEffect(() => {
    applyAccessibility({ fontSize, highContrast, reducedMotion });
  }, [fontSize, highContrast, reducedMotion]);
  return null;
}
