import { useEffect } from 'react';
import { usePreferences } from '@/lib/preferences-query';
import { applyTheme, readStoredTheme, watchSystemTheme } from '../lib/theme';

/**
 * Keeps <html class="dark"> in line with the theme preference (spec 4): the signed-in user's stored
 * theme once loaded, else the local copy; `system` follows the operating system while it changes.
 */
export function ThemeSync() {
  const { data } = usePreferences();
  const theme = data?.theme ?? readStoredTheme();
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return undefined;
    return watchSystemTheme(() => applyTheme('system'));
  }, [theme]);
  return null;
}
