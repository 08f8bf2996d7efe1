import { BULK_ROW_REASONS, NAME_REQUIRED_MESSAGE, bulkRowReasonKey } from '@sanctions/contracts';
import type { BulkMapping } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { validateBulkRow, validateBulkSourceRow } from './validate-bulk-row';

const mapping: BulkMapping = {
  Ref: 'reference',
  First: 'firstName',
  Last: 'lastName',
  Arabic: 'arabicName',
  DOB: 'dateOfBirth',
  Country: 'nationality',
  Type: 'entityType',
};

function row(cells: Record<string, string>) {
  return validateBulkRow(
    { Ref: 'R1', First: '', Last: '', Arabic: '', DOB: '', Country: '', Type: '', ...cells },
    mapping,
  );
}

describe('validateBulkRow', () => {
  it('builds the search fields of a valid row (trimmed, blanks left out)', () => {
    expect(
      row({ First: ' John ', Last: 'Smith', DOB: '1970-01-31', Country: 'GB', Type: 'Individual' }),
    ).toEqual({
      ok: true,
      reference: 'R1',
      fields: {
        reference: 'R1',
        firstName: 'John',
        lastName: 'Smith',
        arabicName: '',
        dateOfBirth: '1970-01-31',
        nationality: 'GB',
        entityType: 'individual',
      },
    });
    expect(row({ Arabic: 'أحمد حسن' })).toMatchObject({
      ok: true,
      fields: { arabicName: 'أحمد حسن', entityType: '' },
    });
  });

  it("refuses a row without a name, with the search rule's message", () => {
    expect(row({ DOB: '1970' })).toEqual({
      ok: false,
      reason: NAME_REQUIRED_MESSAGE,
      reasonKey: 'noName',
      reference: 'R1',
    });
  });

  it('accepts YYYY, YYYY-MM, DD/MM/YYYY, MM/YYYY, a time part and Arabic-Indic digits; refuses the rest', () => {
    const dob = (value: string) => {
      const result = row({ Last: 'Smith', DOB: value });
      return result.ok ? result.fields.dateOfBirth : result.reason;
    };
    expect(dob('1970')).toBe('1970');
    expect(dob('1970-1')).toBe('1970-01');
    expect(dob('31/01/1970')).toBe('1970-01-31');
    expect(dob('1.2.1970')).toBe('1970-02-01');
    expect(dob('02/1970')).toBe('1970-02');
    expect(dob('1970/01/31')).toBe('1970-01-31');
    expect(dob('1970-01-31T00:00:00.000Z')).toBe('1970-01-31');
    expect(dob('١٩٧٠-٠١-٣١')).toBe('1970-01-31');
    expect(dob('01/31/1970')).toBe(BULK_ROW_REASONS.badDate);
    expect(dob('January 1970')).toBe(BULK_ROW_REASONS.badDate);
    expect(dob('70')).toBe(BULK_ROW_REASONS.badDate);
  });

  it('reads the type in English and Arabic; blank means any', () => {
    const type = (value: string) => {
      const result = row({ Last: 'X', Type: value });
      return result.ok ? result.fields.entityType : result.reasonKey;
    };
    expect(type('person')).toBe('individual');
    expect(type('فرد')).toBe('individual');
    expect(type('Company')).toBe('entity');
    expect(type('organisation')).toBe('entity');
    expect(type('كيان')).toBe('entity');
    expect(type('')).toBe('');
    expect(type('vessel')).toBe('badType');
  });

  it('refuses control characters, overlong names, nationality and reference', () => {
    expect(row({ Last: 'Smi\u0000th' })).toMatchObject({ ok: false, reasonKey: 'badCharacters' });
    expect(row({ Last: 'x'.repeat(301) })).toMatchObject({
      ok: false,
      reason: BULK_ROW_REASONS.nameTooLong,
    });
    expect(row({ Last: 'X', Country: 'y'.repeat(101) })).toMatchObject({
      reasonKey: 'nationalityTooLong',
    });
    const long = validateBulkRow({ Ref: 'r'.repeat(201), Last: 'X' }, mapping);
    expect(long).toMatchObject({ ok: false, reasonKey: 'referenceTooLong' });
    expect(long.reference).toHaveLength(200);
    expect(validateBulkRow({ Ref: 'a\u0007', Last: 'X' }, mapping)).toMatchObject({
      reasonKey: 'badCharacters',
    });
  });

  it('joins several columns mapped to one name field; ignores columns the row lacks', () => {
    const result = validateBulkRow(
      { A: 'John', B: 'Paul', C: 'Smith' },
      { A: 'firstName', B: 'firstName', C: 'lastName', Z: 'nationality' },
    );
    expect(result).toMatchObject({
      ok: true,
      reference: '',
      fields: { firstName: 'John Paul', lastName: 'Smith' },
    });
  });

  it('refuses a CSV row with fields past the header (validateBulkSourceRow)', () => {
    expect(
      validateBulkSourceRow(
        { lineNumber: 2, cells: { Ref: 'R1', Last: 'Smith' }, extraFields: 1 },
        mapping,
      ),
    ).toEqual({
      ok: false,
      reason: BULK_ROW_REASONS.wrongFieldCount,
      reasonKey: 'wrongFieldCount',
      reference: 'R1',
    });
    expect(
      validateBulkSourceRow({ lineNumber: 2, cells: { Ref: 'R1', Last: 'Smith' } }, mapping),
    ).toMatchObject({ ok: true });
  });

  it('every reason text leads back to its key (the web translates by key)', () => {
    for (const [key, text] of Object.entries(BULK_ROW_REASONS))
      expect(bulkRowReasonKey(text)).toBe(key);
    expect(bulkRowReasonKey('something else')).toBeNull();
  });
});
