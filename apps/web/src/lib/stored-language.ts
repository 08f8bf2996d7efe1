import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { changeLanguage } from './i18n';
import { languageSchema } from './language';
import { getPreferencesQueryOptions } from './preferences-query';

/**
 * After a sign-in, the account's stored `language` preference becomes the interface language when it has
 * a translation (en, ar); other stored languages leave the current one. Resolves to the language applied.
 */
export async function applyStoredLanguage(queryClient: QueryClient, i18n: I18n) {
  try {
    const preferences = await queryClient.fetchQuery(getPreferencesQueryOptions());
    const language = languageSchema.safeParse(preferences.language);
    if (!language.success) return null;
    if (language.data !== i18n.language) await changeLanguage(i18n, language.data);
    return language.data;
  } catch {
    // Unreadable preferences leave the interface as it is; the preferences screen reports its own failure.
    return null;
  }
}
