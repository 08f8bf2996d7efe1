import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sanctionEntrySchema } from '@sanctions/contracts';
import { readUnConsolidatedXml } from '@sanctions/lists';
import type { ListEntity } from '@sanctions/screening';
import { SHARED_LISTS_DIR } from '../../../../test/shared-data';
import { formatPartialDate, toSanctionEntry } from './to-sanction-entry';

function entity(overrides: Partial<ListEntity>): ListEntity {
  return {
    sanctionList: 'ofac',
    listSource: 'OFAC SDN',
    sourceId: '6365',
    type: 'individual',
    names: [{ full: 'BIN LADIN, Usama bin Muhammad bin Awad', kind: 'primary', script: 'latin' }],
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    isActive: true,
    ...overrides,
  };
}

describe('toSanctionEntry names', () => {
  it.each([
    [
      'given/family from the publication',
      entity({
        names: [
          {
            full: 'Qusay Saddam Hussein Al-Tikriti',
            given: 'Qusay Saddam',
            family: 'Hussein Al-Tikriti',
            kind: 'primary',
            script: 'latin',
          },
        ],
      }),
      {
        fullName: 'Qusay Saddam Hussein Al-Tikriti',
        firstName: 'Qusay Saddam',
        lastName: 'Hussein Al-Tikriti',
      },
    ],
    [
      'OFAC "FAMILY, Given" individual',
      entity({}),
      {
        fullName: 'BIN LADIN, Usama bin Muhammad bin Awad',
        firstName: 'Usama bin Muhammad bin Awad',
        lastName: 'BIN LADIN',
      },
    ],
    [
      'plain individual split on the first space',
      entity({ names: [{ full: 'INNOCENT  KAINA ', kind: 'primary', script: 'latin' }] }),
      { fullName: 'INNOCENT  KAINA', firstName: 'INNOCENT', lastName: 'KAINA' },
    ],
    [
      'organisation kept whole',
      entity({
        type: 'entity',
        names: [{ full: 'CECOEX, S.A.', kind: 'primary', script: 'latin' }],
      }),
      { fullName: 'CECOEX, S.A.', firstName: '', lastName: 'CECOEX, S.A.' },
    ],
    [
      'Latin primary preferred over an Arabic first name',
      entity({
        names: [
          { full: 'عبد الباقي حقاني', kind: 'primary', script: 'arabic' },
          {
            full: 'ABDUL BAQI HAQQANI',
            given: 'ABDUL BAQI',
            family: 'HAQQANI',
            kind: 'primary',
            script: 'latin',
          },
        ],
      }),
      {
        fullName: 'ABDUL BAQI HAQQANI',
        firstName: 'ABDUL BAQI',
        lastName: 'HAQQANI',
        arabicName: 'عبد الباقي حقاني',
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(toSanctionEntry(input)).toMatchObject(expected);
  });
});

describe('toSanctionEntry details', () => {
  const rich = entity({
    names: [
      { full: 'BIN LADIN, Usama bin Muhammad bin Awad', kind: 'primary', script: 'latin' },
      { full: 'BIN LADEN, Osama', kind: 'aka', script: 'latin' },
      { full: 'Abu Abdallah', kind: 'weak', script: 'latin' },
      { full: 'أسامة بن لادن', kind: 'aka', script: 'arabic' },
    ],
    birthDates: [
      { raw: '30 Jul 1957', year: 1957, month: 7, day: 30 },
      { raw: '1958', year: 1958 },
    ],
    birthPlaces: ['Jeddah, Saudi Arabia'],
    nationalities: ['Saudi Arabia', 'AF'],
    addresses: [
      { full: 'Kandahar,\n Afghanistan', city: 'Kandahar', country: 'Afghanistan' },
      { full: ' ' },
    ],
    documents: [
      { type: 'Passport', number: 'A123456', country: 'Saudi Arabia', issuedOn: '1990-01-01' },
      { type: 'National ID No.', number: '987' },
      { type: 'Cedula No.', number: '555', country: 'Colombia' },
      { type: 'Tax ID No.', number: 'T-1' },
    ],
    programmes: ['SDGT'],
    remarks: 'Founder  of\nAl-Qaida.',
    listedOn: '2001-09-23',
    updatedOn: '2011-05-02',
  });

  it('fills the display fields', () => {
    expect(toSanctionEntry(rich)).toMatchObject({
      sanctionList: 'ofac',
      sourceId: '6365',
      listSource: 'OFAC SDN',
      arabicName: 'أسامة بن لادن',
      nationality: 'Saudi Arabia, AF',
      dateOfBirth: '1957-07-30',
      isActive: true,
      lastUpdated: '2011-05-02',
    });
  });

  it('writes one labelled line per fact, as the web extracts them', () => {
    expect(toSanctionEntry(rich).additionalInfo.split('\n')).toEqual([
      'Type: Individual',
      'Aliases: BIN LADEN, Osama; Abu Abdallah (low quality); أسامة بن لادن',
      'Dates of Birth: 30 Jul 1957; 1958',
      'Place of Birth: Jeddah, Saudi Arabia',
      'Passport: A123456 (Saudi Arabia, issued 1990-01-01)',
      'National ID: 987',
      'National ID: 555 (Colombia)',
      'Tax ID No.: T-1',
      'Address: Kandahar, Afghanistan',
      'Programmes: SDGT',
      'Listed On: 2001-09-23',
      'Remarks: Founder of Al-Qaida.',
    ]);
  });

  it('fills the structured fields from the record', () => {
    expect(toSanctionEntry(rich)).toMatchObject({
      entityType: 'individual',
      aliases: [
        { name: 'BIN LADEN, Osama', kind: 'aka', script: 'latin' },
        { name: 'Abu Abdallah', kind: 'weak', script: 'latin' },
        { name: 'أسامة بن لادن', kind: 'aka', script: 'arabic' },
      ],
      birthDates: ['30 Jul 1957', '1958'],
      birthPlaces: ['Jeddah, Saudi Arabia'],
      nationalities: ['Saudi Arabia', 'AF'],
      addresses: ['Kandahar, Afghanistan'],
      documents: [
        {
          type: 'Passport',
          number: 'A123456',
          country: 'Saudi Arabia',
          note: 'issued 1990-01-01',
        },
        { type: 'National ID No.', number: '987' },
        { type: 'Cedula No.', number: '555', country: 'Colombia' },
        { type: 'Tax ID No.', number: 'T-1' },
      ],
      programmes: ['SDGT'],
      listedOn: '2001-09-23',
      remarks: 'Founder  of\nAl-Qaida.',
    });
    expect(toSanctionEntry(rich)).not.toHaveProperty('gender');
  });

  it('lists an Arabic primary name as an alias and skips repeats of the primary name', () => {
    const entry = toSanctionEntry(
      entity({
        gender: 'female',
        names: [
          { full: 'عبد الباقي حقاني', kind: 'primary', script: 'arabic' },
          { full: 'ABDUL BAQI HAQQANI', kind: 'primary', script: 'latin' },
          { full: 'ABDUL  BAQI HAQQANI ', kind: 'weak', script: 'latin' },
          { full: 'Abdul Baqi', kind: 'fka', script: 'latin' },
          { full: 'Abdul Baqi', kind: 'weak', script: 'latin' },
        ],
      }),
    );
    expect(entry.aliases).toEqual([
      { name: 'عبد الباقي حقاني', kind: 'primary', script: 'arabic' },
      { name: 'Abdul Baqi', kind: 'fka', script: 'latin' },
    ]);
    expect(entry.gender).toBe('female');
  });

  it('uses null for an unknown date of birth and last update', () => {
    expect(toSanctionEntry(entity({}))).toMatchObject({
      dateOfBirth: null,
      lastUpdated: null,
      arabicName: '',
      nationality: '',
    });
  });

  it.each([
    [{ raw: '12 Jan 1961', year: 1961, month: 1, day: 12 }, '1961-01-12'],
    [{ raw: 'Jan 1961', year: 1961, month: 1 }, '1961-01'],
    [{ raw: '1961', year: 1961 }, '1961'],
    [{ raw: 'circa 1960', year: 1960, circa: true }, 'circa 1960'],
    [{ raw: '1955 to 1958', year: 1955, toYear: 1958 }, '1955 to 1958'],
    [{ raw: 'unknown' }, 'unknown'],
  ])('formats date of birth %j as %s', (date, expected) => {
    expect(formatPartialDate(date)).toBe(expected);
  });
});

describe('toSanctionEntry vessel block', () => {
  it('copies the declared vessel fields one by one and drops blanks and undeclared members', () => {
    // A record read back from jsonb may carry members the contract does not declare.
    const stored = {
      imoNumber: '9187629',
      callSign: ' T2EU4 ',
      type: 'Crude/Oil Products Tanker',
      flag: 'Iran',
      tonnage: '99,144',
      grossRegisteredTonnage: '56,068',
      owner: '',
      yearBuilt: '1999',
    };
    const entry = toSanctionEntry(
      entity({
        type: 'vessel',
        names: [{ full: 'ARTAVIL', kind: 'primary', script: 'latin' }],
        vessel: stored,
      }),
    );
    expect(entry.vessel).toEqual({
      imoNumber: '9187629',
      callSign: 'T2EU4',
      type: 'Crude/Oil Products Tanker',
      flag: 'Iran',
      tonnage: '99,144',
      grossRegisteredTonnage: '56,068',
    });
    expect(sanctionEntrySchema.parse(entry)).toEqual(entry);
  });

  it('leaves the block out when the record has none, so older evidence keeps its shape', () => {
    expect(toSanctionEntry(entity({})).vessel).toBeUndefined();
    expect('vessel' in toSanctionEntry(entity({ vessel: { owner: ' ' } }))).toBe(false);
  });
});

describe('toSanctionEntry on the real UN list', () => {
  it('maps every record to a valid entry and keeps Arabic names byte for byte', async () => {
    const bytes = new Uint8Array(await readFile(`${SHARED_LISTS_DIR}/un/consolidated.xml`));
    const { entities } = readUnConsolidatedXml(bytes);
    const entries = entities.map(toSanctionEntry);
    expect(entries.every((e) => e.fullName !== '' && e.additionalInfo.startsWith('Type: '))).toBe(
      true,
    );
    for (const entry of entries) expect(sanctionEntrySchema.parse(entry)).toEqual(entry);
    expect(entries.filter((e) => e.documents.length > 0).length).toBeGreaterThan(100);
    expect(entries.filter((e) => e.aliases.length > 0).length).toBeGreaterThan(500);
    const withArabic = entities.filter((e) => e.names.some((n) => n.script === 'arabic'));
    expect(withArabic.length).toBeGreaterThan(300);
    for (const e of withArabic) {
      const arabic = e.names.find((n) => n.script === 'arabic')?.full.trim();
      expect(toSanctionEntry(e).arabicName).toBe(arabic);
    }
  });
});
