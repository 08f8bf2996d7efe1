import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/language';
import { LEGAL_DOCUMENT_IDS } from '../legal-documents';
import type { LegalDocumentId } from '../legal-documents';
import type { LegalDocument } from '../lib/legal-document';
import { LEGAL_TEXTS } from './legal-texts';

/** Spec document 2, section 2 (legal pages) and section 9 (constants). */
const EXPECTED: Record<
  LegalDocumentId,
  { version: string; effectiveDate: string; sectionCount: number; constants: string[] }
> = {
  terms: {
    version: '2.0',
    effectiveDate: '2025-07-20',
    sectionCount: 15,
    // age, uptime, maintenance hours, support hours, notice/deletion days, liability months, breach hours, trial days
    constants: ['18', '99.9', '2', '4', '24', '30', '12', '72', '14'],
  },
  privacy: {
    version: '1.0',
    effectiveDate: '2025-07-18',
    sectionCount: 14,
    // retention years and days, response days and hours, minimum age
    constants: ['7', '3', '90', '30', '45', '72', '18'],
  },
  security: {
    version: '1.0',
    effectiveDate: '2025-07-18',
    sectionCount: 11,
    // uptime, RTO and RPO hours, incident response hours, monitoring, breach hours
    constants: ['99.9', '4', '1', '24', '24/7', '72'],
  },
};

const PRIVACY_SECTION_ORDER = [
  'commitment',
  'information-collected',
  'use',
  'sharing',
  'security',
  'legal-basis',
  'rights',
  'retention',
  'international-transfers',
  'cookies',
  'children',
  'breach-notification',
  'contact',
  'updates',
];

const SECURITY_SECTION_ORDER = [
  'commitment',
  'framework',
  'technical-measures',
  'certifications',
  'incident-response',
  'data-protection',
  'business-continuity',
  'monitoring',
  'third-parties',
  'training',
  'contacts',
];

function fullText(document: LegalDocument): string {
  return document.sections
    .flatMap((section) => [section.title, ...section.paragraphs, ...(section.list ?? [])])
    .join('\n');
}

/** A number standing on its own, so "7" is not found inside "72" or "2025". */
function containsNumber(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(^|[^\\d.])${escaped}($|[^\\d])`).test(text);
}

const cases = LEGAL_DOCUMENT_IDS.flatMap((id) =>
  LANGUAGES.map((language) => [id, language] as const),
);

describe('legal documents', () => {
  it.each(cases)(
    '%s (%s) has the version, effective date and section count of the spec',
    (id, language) => {
      const document = LEGAL_TEXTS[id][language];
      expect(document.version).toBe(EXPECTED[id].version);
      expect(document.effectiveDate).toBe(EXPECTED[id].effectiveDate);
      expect(document.sections).toHaveLength(EXPECTED[id].sectionCount);
    },
  );

  it.each(cases)('%s (%s) states every constant of the spec', (id, language) => {
    const text = fullText(LEGAL_TEXTS[id][language]);
    for (const constant of EXPECTED[id].constants) {
      expect(containsNumber(text, constant), `${id}/${language} lacks ${constant}`).toBe(true);
    }
  });

  it.each(cases)(
    '%s (%s) has unique section ids, text in every section and 3-4 summary cards',
    (id, language) => {
      const document = LEGAL_TEXTS[id][language];
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of document.sections) {
        expect(section.title.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
      expect(document.summary.length).toBeGreaterThanOrEqual(3);
      expect(document.summary.length).toBeLessThanOrEqual(4);
    },
  );

  it.each(LEGAL_DOCUMENT_IDS)('%s has the same sections in English and Arabic', (id) => {
    const { en, ar } = LEGAL_TEXTS[id];
    expect(ar.sections.map((section) => section.id)).toEqual(
      en.sections.map((section) => section.id),
    );
    expect(ar.sections.map((section) => section.list?.length ?? 0)).toEqual(
      en.sections.map((section) => section.list?.length ?? 0),
    );
    expect(ar.summary).toHaveLength(en.summary.length);
  });

  it('the privacy and security policies follow the section order of the spec', () => {
    expect(LEGAL_TEXTS.privacy.en.sections.map((section) => section.id)).toEqual(
      PRIVACY_SECTION_ORDER,
    );
    expect(LEGAL_TEXTS.security.en.sections.map((section) => section.id)).toEqual(
      SECURITY_SECTION_ORDER,
    );
  });

  it('the Arabic texts are written in Arabic', () => {
    for (const id of LEGAL_DOCUMENT_IDS) {
      const arabicLetters = fullText(LEGAL_TEXTS[id].ar).match(/[\u0600-\u06FF]/g) ?? [];
      expect(arabicLetters.length).toBeGreaterThan(1000);
    }
  });

  it('the security policy claims no certification the product does not hold', () => {
    const certifications = LEGAL_TEXTS.security.en.sections.find(
      (section) => section.id === 'certifications',
    );
    expect(certifications?.paragraphs.join(' ')).toMatch(/does not yet hold/);
    expect(fullText(LEGAL_TEXTS.security.en)).not.toMatch(
      /\b(are|is) (certified|SOC 2 Type II compliant)\b/i,
    );
  });
});
