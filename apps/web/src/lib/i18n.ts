import { PRODUCT_NAME } from '@sanctions/contracts';
import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyDocumentLanguage,
  readStoredLanguage,
  storeLanguage,
  languageSchema,
} from './language';
import type { Language } from './language';
import { resources } from '../locales/resources';
import { installZodMessages } from './zod-messages';

/** Namespace used when a key has no `ns:` prefix. */
export const DEFAULT_NAMESPACE = 'common';

/** Creates and initialises an i18next instance with every bundled resource (no network loading). */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: resources satisfies Resource,
    lng: language,
    fallbackLng: false,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources.en),
    // The product's one name (packages/contracts) is {{product}} in every text, never typed out.
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(language);
  // Form validation by contract schemas shows zod's default messages in this instance's language.
  installZodMessages(instance.t.bind(instance));
  instance.on('languageChanged', (next) => {
    const parsed = languageSchema.safeParse(next);
    if (parsed.success) applyDocumentLanguage(parsed.data);
  });
  return instance;
}

/** Switches the interface language, persists the choice and updates <html lang dir>. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  storeLanguage(language);
  await instance.changeLanguage(language);
}
