import { z } from 'zod';

/** Fields a bulk file's columns map to, in template order. */
export const BULK_FIELDS = [
  'reference',
  'firstName',
  'lastName',
  'arabicName',
  'dateOfBirth',
  'nationality',
  'entityType',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
export const bulkFieldSchema = z.enum(BULK_FIELDS);

/** Upload limits (issue 15): rows of data (the header excluded) and bytes of the file. */
export const MAX_BULK_ROWS = 100_000;
export const MAX_BULK_FILE_BYTES = 20 * 1024 * 1024;

/** Accepted uploads; the server sniffs the content as well (a binary file named .csv is refused). */
export const BULK_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type BulkFileFormat = (typeof BULK_FILE_FORMATS)[number];

/** Template headers per language: the server recognises both, plus common spellings. */
export const BULK_TEMPLATE_HEADERS = {
  en: {
    reference: 'Reference',
    firstName: 'First name',
    lastName: 'Last name',
    arabicName: 'Arabic name',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    entityType: 'Type',
  },
  ar: {
    reference: 'المرجع',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    arabicName: 'الاسم بالعربية',
    dateOfBirth: 'تاريخ الميلاد',
    nationality: 'الجنسية',
    entityType: 'النوع',
  },
} as const satisfies Record<'en' | 'ar', Record<BulkField, string>>;

/** Column name of the file -> field. Columns left out are ignored (kept in the export as they were). */
export const bulkMappingSchema = z.record(z.string().max(200), bulkFieldSchema);
export type BulkMapping = z.infer<typeof bulkMappingSchema>;

/**
 * Why a row of a bulk file was refused. The server stores and sends the English text; each text is fixed
 * (no values interpolated), so the web finds the key of a reason by its text and shows its own translation.
 */
export const BULK_ROW_REASONS = {
  noName: 'At least one name field must be provided',
  badDate: 'Date of birth must be YYYY, YYYY-MM or YYYY-MM-DD',
  badType: 'Type must be individual or entity (or left blank)',
  badCharacters: 'Contains characters that are not allowed',
  nameTooLong: 'A name is longer than 300 characters',
  nationalityTooLong: 'Nationality is longer than 100 characters',
  referenceTooLong: 'Reference is longer than 200 characters',
  wrongFieldCount: 'The row does not have as many fields as the header',
} as const;
export type BulkRowReasonKey = keyof typeof BULK_ROW_REASONS;

/** The key of a stored reason text, or null for a text that is not one of {@link BULK_ROW_REASONS}. */
export function bulkRowReasonKey(reason: string): BulkRowReasonKey | null {
  for (const [key, text] of Object.entries(BULK_ROW_REASONS)) {
    if (text === reason && isBulkRowReasonKey(key)) return key;
  }
  return null;
}

function isBulkRowReasonKey(key: string): key is BulkRowReasonKey {
  return Object.hasOwn(BULK_ROW_REASONS, key);
}
