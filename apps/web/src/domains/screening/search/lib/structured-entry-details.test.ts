import { sanctionEntrySchema } from '@sanctions/contracts';
import type { SanctionEntry } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { documentKind, entryDetailsOf } from './structured-entry-details';

const LEGACY_TEXT = [
  'Type: Entity',
  'Aliases: Text Alias',
  'Place of Birth: Text Place',
  'Gender: Female',
  'Titles: Doctor',
  'Passport: P-TEXT',
  'National ID: N-TEXT',
  'Tax ID No.: T-TEXT',
  'Dates of Birth: 1950; 1951',
  'Address: Text Address',
  'Programmes: TEXT-PROG',
  'Listed On: 1999-01-01',
  'Remarks: Text remark.',
].join('\n');

function entry(fields: Partial<SanctionEntry> = {}): SanctionEntry {
  return sanctionEntrySchema.parse({
    sanctionList: 'ofac',
    sourceId: '6365',
    listSource: 'OFAC SDN',
    fullName: 'BIN LADIN, Usama',
    firstName: 'Usama',
    lastName: 'BIN LADIN',
    arabicName: '',
    nationality: '',
    dateOfBirth: null,
    additionalInfo: LEGACY_TEXT,
    isActive: true,
    lastUpdated: null,
    ...fields,
  });
}

describe('entryDetailsOf', () => {
  it('reads everything from the labelled text when the structured fields are empty', () => {
    expect(entryDetailsOf(entry())).toEqual({
      entityType: 'Entity',
      gender: 'Female',
      aliases: ['Text Alias'],
      passports: ['P-TEXT'],
      nationalIds: ['N-TEXT'],
      placesOfBirth: ['Text Place'],
      addresses: ['Text Address'],
      programmes: ['TEXT-PROG'],
      listedOn: '1999-01-01',
      other: [
        { label: 'Titles', value: 'Doctor' },
        { label: 'Tax ID No.', value: 'T-TEXT' },
        { label: 'Dates of Birth', value: '1950; 1951' },
        { label: 'Remarks', value: 'Text remark.' },
      ],
    });
  });

  it('prefers every structured field and keeps text lines that have none (titles)', () => {
    const details = entryDetailsOf(
      entry({
        entityType: 'individual',
        gender: 'male',
        aliases: [
          { name: 'BIN LADEN, Osama', kind: 'aka', script: 'latin' },
          { name: 'Abu Abdallah', kind: 'weak', script: 'latin' },
        ],
        birthDates: ['30 Jul 1957', '1958'],
        birthPlaces: ['Jeddah, Saudi Arabia'],
        addresses: ['Kandahar, Afghanistan'],
        documents: [
          { type: 'Passport', number: 'A123', country: 'Saudi Arabia', note: 'issued 1990-01-01' },
          { type: 'Cedula No.', number: '555', country: 'Colombia' },
          { type: 'Tax ID No.', number: 'T-1' },
        ],
        programmes: ['SDGT'],
        listedOn: '2001-09-23',
        remarks: 'Founder of Al-Qaida.',
      }),
      (alias) => (alias.kind === 'weak' ? `${alias.name} (weak)` : alias.name),
    );
    expect(details).toEqual({
      entityType: 'Individual',
      gender: 'Male',
      aliases: ['BIN LADEN, Osama', 'Abu Abdallah (weak)'],
      passports: ['A123 (Saudi Arabia, issued 1990-01-01)'],
      nationalIds: ['555 (Colombia)'],
      placesOfBirth: ['Jeddah, Saudi Arabia'],
      addresses: ['Kandahar, Afghanistan'],
      programmes: ['SDGT'],
      listedOn: '2001-09-23',
      other: [
        { label: 'Dates of Birth', value: '30 Jul 1957; 1958' },
        { label: 'Tax ID No.', value: 'T-1' },
        { label: 'Titles', value: 'Doctor' },
        { label: 'Remarks', value: 'Founder of Al-Qaida.' },
      ],
    });
  });

  it('falls back per field: a structured passport does not hide the text aliases', () => {
    const details = entryDetailsOf(
      entry({ documents: [{ type: 'Passport', number: 'A123' }], birthPlaces: ['Jeddah'] }),
    );
    expect(details.passports).toEqual(['A123']);
    expect(details.nationalIds).toEqual(['N-TEXT']);
    expect(details.aliases).toEqual(['Text Alias']);
    expect(details.placesOfBirth).toEqual(['Jeddah']);
    expect(details.entityType).toBe('Entity');
  });
});

describe('documentKind', () => {
  it.each([
    ['Passport', 'passport'],
    ['Diplomatic Passport', 'passport'],
    ['National ID No.', 'nationalId'],
    ['National Identification Number', 'nationalId'],
    ['Cedula No.', 'nationalId'],
    ['Tax ID No.', 'other'],
    ['Company Number', 'other'],
    ['IMO', 'other'],
    ['Birth Certificate', 'other'],
  ] as const)('%s is %s', (type, kind) => {
    expect(documentKind(type)).toBe(kind);
  });
});
