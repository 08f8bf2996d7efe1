import type { Language } from '@/lib/language';
import type { LegalDocumentId } from '../legal-documents';
import type { LegalDocument } from '../lib/legal-document';
import { privacyAr } from './privacy.ar';
import { privacyEn } from './privacy.en';
import { securityAr } from './security.ar';
import { securityEn } from './security.en';
import { termsAr } from './terms.ar';
import { termsEn } from './terms.en';

/** Every legal document in every interface language. */
export const LEGAL_TEXTS: Record<LegalDocumentId, Record<Language, LegalDocument>> = {
  terms: { en: termsEn, ar: termsAr },
  privacy: { en: privacyEn, ar: privacyAr },
  security: { en: securityEn, ar: securityAr },
};
