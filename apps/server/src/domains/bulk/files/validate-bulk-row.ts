import {
  BULK_ROW_REASONS,
  NAME_REQUIRED_MESSAGE,
  requireSearchName,
  searchFieldsSchema,
  stripDisallowedCharacters,
} from '@sanctions/contracts';
import type { BulkField, BulkMapping, BulkRowReasonKey } from '@sanctions/contracts';
import type { BulkSourceRow } from './open-bulk-file';
import { normaliseBulkDate } from './bulk-date';
import { asciiDigits } from './header-key';

export type BulkEntityType = 'individual' | 'entity' | '';

export interface ValidBulkFields {
  reference: string;
  firstName: string;
  lastName: string;
  arabicName: string;
  dateOfBirth?: string;
  nationality?: string;
  /** '' screens against every kind of party. */
  entityType: BulkEntityType;
}

export type BulkRowValidation =
  | { ok: true; fields: ValidBulkFields }
  | { ok: false; reason: string; reasonKey: BulkRowReasonKey };

export const MAX_REFERENCE_LENGTH = 200;

const searchRowSchema = requireSearchName(searchFieldsSchema);
const NAME_FIELDS = new Set<BulkField>(['firstName', 'lastName', 'arabicName']);

const ENTITY_TYPE_WORDS: ReadonlyMap<string, BulkEntityType> = new Map([
  ...[
    'individual',
    'person',
    'natural person',
    'individuals',
    'i',
    'ind',
    'p',
    'فرد',
    'شخص',
    'أفراد',
  ].map((word): [string, BulkEntityType] => [word, 'individual']),
  ...[
    'entity',
    'organisation',
    'organization',
    'company',
    'business',
    'legal entity',
    'corporate',
    'corporation',
    'entities',
    'e',
    'org',
    'كيان',
    'شركة',
    'منظمة',
    'مؤسسة',
    'جهة',
  ].map((word): [string, BulkEntityType] => [word, 'entity']),
  ...['', 'any', 'all', 'both', 'أي', 'الكل'].map((word): [string, BulkEntityType] => [word, '']),
]);

/**
 * The search fields of one row under the confirmed mapping, checked with the single search's rules (the
 * contracts' search fields: names, date, nationality), or the reason the row is refused. Several columns
 * mapped to one name field are joined with a space; for the other fields the first non-blank wins.
 */
export function validateBulkRow(
  cells: Record<string, string>,
  mapping: BulkMapping,
): BulkRowValidation & { reference: string } {
  const values = fieldValues(cells, mapping);
  const reference = values.reference;
  const refuse = (reasonKey: BulkRowReasonKey) => ({
    ok: false as const,
    reason: BULK_ROW_REASONS[reasonKey],
    reasonKey,
    reference: reference.slice(0, MAX_REFERENCE_LENGTH),
  });
  if (stripDisallowedCharacters(reference) !== reference) return refuse('badCharacters');
  if (reference.length > MAX_REFERENCE_LENGTH) return refuse('referenceTooLong');
  const entityType = ENTITY_TYPE_WORDS.get(values.entityType.toLowerCase().replace(/\s+/g, ' '));
  const parsed = searchRowSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    arabicName: values.arabicName,
    dateOfBirth: values.dateOfBirth === '' ? undefined : normaliseBulkDate(values.dateOfBirth),
    nationality: values.nationality === '' ? undefined : values.nationality,
  });
  if (!parsed.success) return refuse(reasonOf(parsed.error.issues[0]));
  if (entityType === undefined) return refuse('badType');
  const fields: ValidBulkFields = {
    reference,
    firstName: parsed.data.firstName,
    lastName: parsed.data.lastName,
    arabicName: parsed.data.arabicName,
    entityType,
  };
  if (parsed.data.dateOfBirth !== undefined) fields.dateOfBirth = parsed.data.dateOfBirth;
  if (parsed.data.nationality !== undefined) fields.nationality = parsed.data.nationality;
  return { ok: true, fields, reference };
}

/** {@link validateBulkRow} for a row as read, refusing first a CSV row with fields past the header. */
export function validateBulkSourceRow(
  row: BulkSourceRow,
  mapping: BulkMapping,
): BulkRowValidation & { reference: string } {
  const validation = validateBulkRow(row.cells, mapping);
  if (row.extraFields === undefined || !validation.ok) return validation;
  return {
    ok: false,
    reason: BULK_ROW_REASONS.wrongFieldCount,
    reasonKey: 'wrongFieldCount',
    reference: validation.reference,
  };
}

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
}

function reasonOf(issue: Issue | undefined): BulkRowReasonKey {
  const field = issue?.path[0];
  if (field === 'dateOfBirth') return 'badDate';
  if (field === 'nationality')
    return issue?.code === 'too_big' ? 'nationalityTooLong' : 'badCharacters';
  if (issue?.code === 'too_big') return 'nameTooLong';
  if (issue?.message === NAME_REQUIRED_MESSAGE) return 'noName';
  return 'badCharacters';
}

type FieldValues = Record<BulkField, string>;

function fieldValues(cells: Record<string, string>, mapping: BulkMapping): FieldValues {
  const values: FieldValues = {
    reference: '',
    firstName: '',
    lastName: '',
    arabicName: '',
    dateOfBirth: '',
    nationality: '',
    entityType: '',
  };
  for (const [column, field] of Object.entries(mapping)) {
    if (!Object.hasOwn(cells, column)) continue;
    const value = (cells[column] ?? '').trim();
    if (value === '') continue;
    if (NAME_FIELDS.has(field))
      values[field] = values[field] === '' ? value : `${values[field]} ${value}`;
    else if (values[field] === '')
      values[field] = field === 'reference' ? value : asciiDigits(value);
  }
  return values;
}
