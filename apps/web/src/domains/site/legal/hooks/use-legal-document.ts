import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';
import { LEGAL_TEXTS } from '../documents/legal-texts';
import type { LegalDocumentId } from '../legal-documents';
import type { LegalDocument } from '../lib/legal-document';

/** The document's text in the interface language, with that language for date formatting. */
export function useLegalDocument(id: LegalDocumentId): {
  document: LegalDocument;
  language: Language;
} {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.language);
  const language = parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  return { document: LEGAL_TEXTS[id][language], language };
}
