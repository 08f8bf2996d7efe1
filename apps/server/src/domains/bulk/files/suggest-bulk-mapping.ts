import { BULK_FIELDS, BULK_TEMPLATE_HEADERS } from '@sanctions/contracts';
import type { BulkField, BulkMapping } from '@sanctions/contracts';
import { headerKey } from './header-key';

/** Spellings recognised per field besides the template headers (compared through {@link headerKey}). */
const SPELLINGS: Record<BulkField, readonly string[]> = {
  reference: [
    'ref',
    'ref no',
    'reference number',
    'reference id',
    'id',
    'customer id',
    'client id',
    'customer ref',
    'customer number',
    'client number',
    'account number',
    'account id',
    'external id',
    'record id',
    'الرقم المرجعي',
    'رقم المرجع',
    'رقم العميل',
    'المعرف',
    'الرقم',
  ],
  firstName: [
    'first',
    'first name',
    'firstname',
    'given name',
    'given names',
    'forename',
    'forenames',
    'fname',
    'الاسم الأول',
    'الاسم الاول',
  ],
  lastName: [
    'last',
    'last name',
    'surname',
    'family name',
    'lname',
    'اسم العائلة',
    'العائلة',
    'اللقب',
    'الكنية',
  ],
  arabicName: [
    'arabic',
    'name in arabic',
    'arabic name',
    'name arabic',
    'الاسم بالعربية',
    'الاسم العربي',
    'الاسم بالعربي',
  ],
  dateOfBirth: [
    'dob',
    'date of birth',
    'birth date',
    'birthdate',
    'birthday',
    'born',
    'تاريخ الميلاد',
    'الميلاد',
  ],
  nationality: [
    'nationality',
    'country',
    'citizenship',
    'country of citizenship',
    'nationality country',
    'country code',
    'الجنسية',
    'البلد',
    'الدولة',
  ],
  entityType: [
    'type',
    'entity type',
    'party type',
    'customer type',
    'client type',
    'kind',
    'individual or entity',
    'النوع',
    'نوع الكيان',
    'نوع العميل',
  ],
};

/**
 * A whole name in one column. It maps to `lastName` when no column is a last name: the engine screens
 * the name from all name fields together, so a full name in `lastName` is matched the same as split.
 */
const WHOLE_NAME_SPELLINGS = [
  'name',
  'full name',
  'names',
  'entity name',
  'company name',
  'organisation name',
  'organization name',
  'customer name',
  'client name',
  'party name',
  'الاسم',
  'الاسم الكامل',
  'اسم العميل',
  'اسم الكيان',
];

const KNOWN: ReadonlyMap<BulkField, ReadonlySet<string>> = new Map(
  BULK_FIELDS.map((field) => [
    field,
    new Set(
      [BULK_TEMPLATE_HEADERS.en[field], BULK_TEMPLATE_HEADERS.ar[field], ...SPELLINGS[field]].map(
        headerKey,
      ),
    ),
  ]),
);
const WHOLE_NAME = new Set(WHOLE_NAME_SPELLINGS.map(headerKey));

/**
 * The server's guess of which column holds which field, for the user to confirm: each field gets the
 * first column spelled like it (at most one column per field); unknown columns are left out.
 */
export function suggestBulkMapping(columns: readonly string[]): BulkMapping {
  const chosen = new Map<number, BulkField>();
  const keys = columns.map((column) => headerKey(column));
  const pick = (field: BulkField, spellings: ReadonlySet<string> | undefined) => {
    const index = keys.findIndex((key, i) => spellings?.has(key) === true && !chosen.has(i));
    if (index >= 0) chosen.set(index, field);
    return index >= 0;
  };
  for (const field of BULK_FIELDS) {
    const found = pick(field, KNOWN.get(field));
    if (field === 'lastName' && !found) pick(field, WHOLE_NAME);
  }
  // Own properties even for a column named like an Object member ("constructor", "__proto__").
  return Object.fromEntries(
    [...chosen].sort(([a], [b]) => a - b).map(([index, field]) => [columns[index] ?? '', field]),
  );
}

/** Fields no column maps to, in template order. */
export function unmappedBulkFields(mapping: BulkMapping): BulkField[] {
  const mapped = new Set(Object.values(mapping));
  return BULK_FIELDS.filter((field) => !mapped.has(field));
}
