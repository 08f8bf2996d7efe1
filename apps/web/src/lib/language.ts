import { z } from 'zod';

/** Interface languages with complete translations; Arabic is right-to-left. */
export const LANGUAGES = ['en', 'ar'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const DEFAULT_LANGUAGE: Language = 'en';
/** Spec 9: the language preference lives in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function readStoredLanguage(): Language {
  const parsed = languageSchema.safeParse(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Sets `lang` and `dir` on <html>; the stylesheet switches to the Arabic font on `:lang(ar)`. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
