import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { changeLanguage } from './i18n';
import { languageSchema } from './language';
import { getPreferencesQueryOptions } from './preferences-query';

/**
 * After a sign-in, the account's stored `language` preference becomes the interface language when it has
 * a translation (en, ar); other stored languages leave the current one, and so does a language the user
 * switched to before the reply came. Resolves to the language applied.
 */
export async function applyStoredLanguage(queryClient: QueryClient, i18n: I18n) {
  const languageAsked = i18n.language;
  try {
    const preferences = await queryClient.fetchQuery(getPreferencesQueryOptions());
    const language = languageSchema.safeParse(preferences.language);
    if (!language.success) return null;
    // A language the user picked while the reply was on its way is theirs: a late reply never undoes it.
    if (i18n.language !== languageAsked) return null;
    if (language.data !== i18n.language) await changeLanguage(i18n, language.data);
    return language.data;
  } catch {
    // Unreadable preferences leave the interface as it is; the preferences screen reports its own failure.
    return null;
  }
}
