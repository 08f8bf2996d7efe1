import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { languageSchema } from '@/lib/language';
import { getPreferencesQueryOptions } from '@/lib/preferences-query';
import { isSavingLanguage, useUpdatePreferences } from '../api/preferences';

/**
 * Saves a switch of the interface language (the EN/AR toggle) to the signed-in user's `language`
 * preference, so the next sign-in elsewhere opens in it. Nothing is sent while the stored preferences are
 * unknown, when they already hold the language, or while the preferences screen is saving it.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { mutate } = useUpdatePreferences();
  const isSignedIn = user !== null;

  useEffect(() => {
    if (!isSignedIn) return undefined;
    const saveSwitch = (next: string) => {
      const language = languageSchema.safeParse(next);
      const stored = queryClient.getQueryData(getPreferencesQueryOptions().queryKey);
      if (!language.success || !stored || stored.language === language.data) return;
      if (isSavingLanguage(queryClient, language.data)) return;
      mutate({ language: language.data });
    };
    i18n.on('languageChanged', saveSwitch);
    return () => i18n.off('languageChanged', saveSwitch);
  }, [isSignedIn, queryClient, i18n, mutate]);

  return null;
}
