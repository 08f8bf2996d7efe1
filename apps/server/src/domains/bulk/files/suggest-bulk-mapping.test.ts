import { BULK_FIELDS, BULK_TEMPLATE_HEADERS } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { suggestBulkMapping, unmappedBulkFields } from './suggest-bulk-mapping';

describe('suggestBulkMapping', () => {
  it.each(['en', 'ar'] as const)('maps every %s template header to its field', (locale) => {
    const headers = BULK_FIELDS.map((field) => BULK_TEMPLATE_HEADERS[locale][field]);
    const mapping = suggestBulkMapping(headers);
    expect(Object.values(mapping)).toEqual([...BULK_FIELDS]);
    expect(unmappedBulkFields(mapping)).toEqual([]);
  });

  it('recognises common spellings whatever the case, spaces and punctuation', () => {
    expect(
      suggestBulkMapping([
        'Customer ID',
        'first_name',
        'SURNAME',
        'D.O.B.',
        'Citizenship',
        'Entity type',
        'Notes',
      ]),
    ).toEqual({
      'Customer ID': 'reference',
      first_name: 'firstName',
      SURNAME: 'lastName',
      'D.O.B.': 'dateOfBirth',
      Citizenship: 'nationality',
      'Entity type': 'entityType',
    });
    expect(
      suggestBulkMapping(['Ref', 'Given name', 'Family name', 'Birth date', 'Country', 'Type']),
    ).toEqual({
      Ref: 'reference',
      'Given name': 'firstName',
      'Family name': 'lastName',
      'Birth date': 'dateOfBirth',
      Country: 'nationality',
      Type: 'entityType',
    });
    expect(suggestBulkMapping(['ID', 'Forename', 'Last', 'Date of birth (YYYY-MM-DD)'])).toEqual({
      ID: 'reference',
      Forename: 'firstName',
      Last: 'lastName',
      'Date of birth (YYYY-MM-DD)': 'dateOfBirth',
    });
  });

  it('maps a single whole-name column to lastName, unless a last name column exists', () => {
    expect(suggestBulkMapping(['Ref', 'Full name'])).toEqual({
      Ref: 'reference',
      'Full name': 'lastName',
    });
    expect(suggestBulkMapping(['Name', 'DOB'])).toEqual({ Name: 'lastName', DOB: 'dateOfBirth' });
    expect(suggestBulkMapping(['Name', 'Surname'])).toEqual({ Surname: 'lastName' });
  });

  it('recognises Arabic variants (hamza or not, tatweel) and the whole-name headers', () => {
    expect(
      suggestBulkMapping(['الرقم المرجعي', 'الاسم الاول', 'الجنسية', 'تاريخ الميلاد']),
    ).toEqual({
      'الرقم المرجعي': 'reference',
      'الاسم الاول': 'firstName',
      الجنسية: 'nationality',
      'تاريخ الميلاد': 'dateOfBirth',
    });
    expect(suggestBulkMapping(['الاسم الكامل', 'النوع'])).toEqual({
      'الاسم الكامل': 'lastName',
      النوع: 'entityType',
    });
    expect(suggestBulkMapping(['الاســم'])).toEqual({ الاســم: 'lastName' });
  });

  it('gives each field one column and leaves unknown headers out', () => {
    const mapping = suggestBulkMapping([
      'Country',
      'Nationality',
      'Colour',
      'constructor',
      '__proto__',
    ]);
    expect(mapping).toEqual({ Country: 'nationality' });
    expect(Object.getPrototypeOf(mapping)).toBe(Object.prototype);
    expect(unmappedBulkFields(mapping)).toEqual([
      'reference',
      'firstName',
      'lastName',
      'arabicName',
      'dateOfBirth',
      'entityType',
    ]);
  });
});
