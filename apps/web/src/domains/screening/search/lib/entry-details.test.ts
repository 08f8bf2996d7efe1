import { describe, expect, it } from 'vitest';
import { readEntryDetails } from './entry-details';

// The shape the server's to-sanction-entry writes for a UN individual.
const UN_INFO = [
  'Type: Individual',
  'Aliases: Ahmad Fuad Salim; Abu Mohammed; أبو محمد',
  'Place of Birth: Giza, Egypt',
  'Gender: Male',
  'Titles: Doctor',
  'Passport: 1084010 (Egypt)',
  'National ID: 19820002 (Egypt, issued 1990-01-01)',
  'Tax ID: 555',
  'Address: Afghanistan/Pakistan border region',
  'Programmes: QDi, AQ',
  'Listed On: 2001-01-25',
  'Remarks: Review pursuant to resolution 1822 (2008): concluded on 21 Jul. 2009.',
].join('\n');

describe('readEntryDetails', () => {
  const details = readEntryDetails({ additionalInfo: UN_INFO });

  it.each([
    ['entityType', 'Individual'],
    ['gender', 'Male'],
    ['aliases', ['Ahmad Fuad Salim', 'Abu Mohammed', 'أبو محمد']],
    ['placesOfBirth', ['Giza, Egypt']],
    ['passports', ['1084010 (Egypt)']],
    ['nationalIds', ['19820002 (Egypt, issued 1990-01-01)']],
    ['addresses', ['Afghanistan/Pakistan border region']],
    ['programmes', ['QDi', 'AQ']],
    ['listedOn', '2001-01-25'],
  ] as const)('reads %s', (field, expected) => {
    expect(details[field]).toEqual(expected);
  });

  it('keeps other labelled lines, a colon inside the value included', () => {
    expect(details.other).toEqual([
      { label: 'Titles', value: 'Doctor' },
      { label: 'Tax ID', value: '555' },
      {
        label: 'Remarks',
        value: 'Review pursuant to resolution 1822 (2008): concluded on 21 Jul. 2009.',
      },
    ]);
  });

  it('keeps an unlabelled line as other text and ignores blank lines', () => {
    expect(readEntryDetails({ additionalInfo: '\nListed for financing.\n\n' }).other).toEqual([
      { label: '', value: 'Listed for financing.' },
    ]);
  });
});
