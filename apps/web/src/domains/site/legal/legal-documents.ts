import { paths } from '@/config/paths';

export const LEGAL_DOCUMENT_IDS = ['terms', 'privacy', 'security'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

/** The route of each document's full page (each also answers under its long spelling). */
export const LEGAL_DOCUMENT_PATHS = {
  terms: paths.terms,
  privacy: paths.privacy,
  security: paths.security,
} as const satisfies Record<LegalDocumentId, string>;

/** Formats an ISO date (YYYY-MM-DD) as e.g. "July 20, 2025" in the interface language. */
export function formatEffectiveDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
