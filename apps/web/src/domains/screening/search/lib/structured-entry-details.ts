import type { EntityType, EntryAlias, EntryDocument, SanctionEntry } from '@sanctions/contracts';
import { readEntryDetails } from './entry-details';
import type { EntryDetails } from './entry-details';

// The English words the labelled text uses, so both paths feed the same translations in the dialog.
const ENTITY_TYPE_TEXT: Readonly<Record<EntityType, string>> = {
  individual: 'Individual',
  entity: 'Entity',
  vessel: 'Vessel',
  aircraft: 'Aircraft',
  unknown: 'Unknown',
};
const GENDER_TEXT = { male: 'Male', female: 'Female' } as const;

type DocumentKind = 'passport' | 'nationalId' | 'other';

/** Sorts a published document kind as the server's labelled text does (passports, national ids, rest). */
export function documentKind(type: string): DocumentKind {
  if (/passport/i.test(type)) return 'passport';
  // Tax, company and vessel numbers are identifiers too, but not a person's identity document.
  if (/tax|vat|registration|business|company|imo|swift|bic/i.test(type)) return 'other';
  if (/national|identity|identification|\bid\b|cedula|\bnic\b/i.test(type)) return 'nationalId';
  return 'other';
}

/** "A123456 (Saudi Arabia, issued 1990-01-01)". */
export function documentText(document: EntryDocument): string {
  const details = [document.country, document.note].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return details.length > 0 ? `${document.number} (${details.join(', ')})` : document.number;
}

/**
 * The facts of the match dialog from the entry's structured fields; each field the server left empty
 * (evidence stored before the structured fields existed) is read from the labelled `additionalInfo` text.
 */
export function entryDetailsOf(
  entry: SanctionEntry,
  formatAlias: (alias: EntryAlias) => string = (alias) => alias.name,
): EntryDetails {
  const text = readEntryDetails(entry);
  const documentsOf = (kind: DocumentKind) =>
    entry.documents.filter((document) => documentKind(document.type) === kind);
  const otherDocuments = documentsOf('other');

  // Labelled lines that a structured field now carries; the rest (titles, unknown labels) stay.
  const covered = new Set(entry.documents.map((document) => document.type));
  if (entry.birthDates.length > 0) covered.add('Dates of Birth');
  if (entry.remarks !== undefined) covered.add('Remarks');

  return {
    entityType: entry.entityType ? ENTITY_TYPE_TEXT[entry.entityType] : text.entityType,
    gender: entry.gender ? GENDER_TEXT[entry.gender] : text.gender,
    aliases: preferred(entry.aliases.map(formatAlias), text.aliases),
    passports: preferred(documentsOf('passport').map(documentText), text.passports),
    nationalIds: preferred(documentsOf('nationalId').map(documentText), text.nationalIds),
    placesOfBirth: preferred(entry.birthPlaces, text.placesOfBirth),
    addresses: preferred(entry.addresses, text.addresses),
    programmes: preferred(entry.programmes, text.programmes),
    listedOn: entry.listedOn ?? text.listedOn,
    other: [
      ...(entry.birthDates.length > 1
        ? [{ label: 'Dates of Birth', value: entry.birthDates.join('; ') }]
        : []),
      ...otherDocuments.map((document) => ({
        label: document.type || 'Document',
        value: documentText(document),
      })),
      ...text.other.filter((line) => !covered.has(line.label)),
      ...(entry.remarks !== undefined ? [{ label: 'Remarks', value: entry.remarks }] : []),
    ],
  };
}

function preferred(structured: readonly string[], fallback: readonly string[]): string[] {
  return [...(structured.length > 0 ? structured : fallback)];
}
