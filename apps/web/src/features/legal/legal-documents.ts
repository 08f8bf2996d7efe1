import { paths } from '@/config/paths';

export const LEGAL_DOCUMENT_IDS = ['terms', 'privacy', 'security'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

/** Effective dates and versions from the spec (document 2, legal pages); ISO dates, shown localised. */
export const LEGAL_DOCUMENTS: Record<
  LegalDocumentId,
  { effectiveDate: string; version: string; path: string }
> = {
  terms: { effectiveDate: '2025-07-20', version: '2.0', path: paths.terms },
  privacy: { effectiveDate: '2025-07-18', version: '1.0', path: paths.privacy },
  security: { effectiveDate: '2025-07-18', version: '1.0', path: paths.security },
};

/** Formats an ISO date (YYYY-MM-DD) as e.g. "July 20, 2025" in the interface language. */
export function formatEffectiveDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
