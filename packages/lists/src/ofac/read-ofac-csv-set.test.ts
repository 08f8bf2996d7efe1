import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EntityName, ListEntity } from '@sanctions/screening';
import { DamagedFileError } from '../common/damaged-file-error';
import { parseOfacRemarks } from './parse-ofac-remarks';
import { MAX_DAMAGED_ROWS } from './read-ofac-csv-rows';
import { readOfacCsvSet } from './read-ofac-csv-set';

/** Real list files beside the repository (see shared/data/PROVENANCE.md). */
const data = (path: string): Uint8Array =>
  readFileSync(new URL(`../../../../../shared/data/${path}`, import.meta.url));

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** The aliases of an entity that do not come from its remarks, i.e. the ones joined from alt.csv. */
const namesFromAltCsv = (entity: ListEntity): EntityName[] => {
  const fromRemarks = parseOfacRemarks(entity.remarks).aliases;
  return entity.names
    .slice(1)
    .filter((n) => !fromRemarks.some((r) => r.full === n.full && r.kind === n.kind));
};

const find = (entities: ListEntity[], id: string): ListEntity => {
  const entity = entities.find((e) => e.sourceId === id);
  if (!entity) throw new Error(`ent_num ${id} not found`);
  return entity;
};

describe('readOfacCsvSet on the SDN set of 2023-12-28', () => {
  const sdn = readOfacCsvSet(
    {
      primary: data('lists/ofac/sdn.csv'),
      add: data('lists/ofac/add.csv'),
      alt: data('lists/ofac/alt.csv'),
    },
    'OFAC SDN',
  );

  it('reads every record with the counts PROVENANCE.md states', () => {
    expect(sdn).toMatchObject({ sanctionList: 'ofac', listSource: 'OFAC SDN', format: 'ofac-csv' });
    expect(sdn.entities).toHaveLength(13821);
    expect(countBy(sdn.entities, (e) => e.type)).toEqual({
      individual: 6646,
      entity: 6033,
      vessel: 764,
      aircraft: 378,
    });
    expect(sdn.entities.reduce((n, e) => n + e.addresses.length, 0)).toBe(18990);
  });

  it('joins all 17,091 alt.csv aliases onto 6,667 entries (nka counted as aka)', () => {
    const altNames = sdn.entities.flatMap(namesFromAltCsv);
    expect(altNames).toHaveLength(17091);
    expect(countBy(altNames, (n) => n.kind)).toEqual({ aka: 16507 + 17, fka: 567 });
    expect(sdn.entities.filter((e) => namesFromAltCsv(e).length > 0)).toHaveLength(6667);
  });

  it('marks every entity as an active OFAC record with a primary name first', () => {
    for (const entity of sdn.entities) {
      expect(entity.sanctionList).toBe('ofac');
      expect(entity.isActive).toBe(true);
      expect(entity.names[0]?.kind).toBe('primary');
      expect(entity.sourceId).toMatch(/^\d+$/);
    }
  });

  it('holds no Arabic-script name (the OFAC CSV is Latin-only)', () => {
    expect(sdn.entities.flatMap((e) => e.names).filter((n) => n.script === 'arabic')).toEqual([]);
  });

  it('maps individual 12625 (KOLBAYEV) field by field', () => {
    expect(find(sdn.entities, '12625')).toEqual({
      sanctionList: 'ofac',
      listSource: 'OFAC SDN',
      sourceId: '12625',
      type: 'individual',
      names: [
        {
          full: 'KOLBAYEV, Kamchybek Asanbekovich',
          family: 'KOLBAYEV',
          given: 'Kamchybek Asanbekovich',
          kind: 'primary',
          script: 'latin',
        },
        {
          full: 'KOLBAEV, Kamchibek',
          family: 'KOLBAEV',
          given: 'Kamchibek',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'KOLBAYEV, Kamchy',
          family: 'KOLBAYEV',
          given: 'Kamchy',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'KOLBAYEV, Kamchi',
          family: 'KOLBAYEV',
          given: 'Kamchi',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'KOLBAYEV, Kamchibek',
          family: 'KOLBAYEV',
          given: 'Kamchibek',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'KOLBAEV, Kamchi',
          family: 'KOLBAEV',
          given: 'Kamchi',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'ASANBEK, Kamchy',
          family: 'ASANBEK',
          given: 'Kamchy',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'ASANBEK, Kamchi',
          family: 'ASANBEK',
          given: 'Kamchi',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'KAMCHI, Asanbeka',
          family: 'KAMCHI',
          given: 'Asanbeka',
          kind: 'aka',
          script: 'latin',
        },
        { full: 'KAMCHI BISHKEKSKIY', kind: 'weak', script: 'latin' },
        { full: 'KOLYA-KYRGYZ', kind: 'weak', script: 'latin' },
      ],
      birthDates: [
        { raw: '03 Aug 1974', year: 1974, month: 8, day: 3 },
        { raw: '01 Jan 1973', year: 1973, month: 1, day: 1 },
      ],
      birthPlaces: ['Cholpon-Ata, Kyrgyzstan'],
      nationalities: ['Kyrgyzstan'],
      addresses: [
        {
          full: 'Bahar 1 Sector, C09-T02 Tower, Apartment 3203, Dubai 31672, United Arab Emirates',
          street: 'Bahar 1 Sector, C09-T02 Tower, Apartment 3203',
          city: 'Dubai 31672',
          country: 'United Arab Emirates',
        },
        {
          full: 'Murjan 6, Jumeirah Beach Residences, Dubai, United Arab Emirates',
          street: 'Murjan 6, Jumeirah Beach Residences',
          city: 'Dubai',
          country: 'United Arab Emirates',
        },
      ],
      documents: [
        { type: 'Passport', number: 'AC2499982', country: 'Kyrgyzstan' },
        { type: 'Passport', number: 'AC732709', country: 'Kyrgyzstan' },
        { type: 'Identification Number', number: '20308197410028', country: 'Kyrgyzstan' },
        { type: 'Identification Number', number: '1002001', country: 'Kyrgyzstan' },
      ],
      programmes: ['SDNTK', 'TCO'],
      titles: [],
      gender: 'male',
      remarks:
        "DOB 03 Aug 1974; alt. DOB 01 Jan 1973; POB Cholpon-Ata, Kyrgyzstan; nationality Kyrgyzstan; Gender Male; Passport AC2499982 (Kyrgyzstan); alt. Passport AC732709 (Kyrgyzstan); Identification Number 20308197410028 (Kyrgyzstan); alt. Identification Number 1002001 (Kyrgyzstan); a.k.a. 'KAMCHI BISHKEKSKIY'; a.k.a. 'KOLYA-KYRGYZ'; Linked To: THIEVES-IN-LAW.",
      isActive: true,
    });
  });

  it('reads circa dates of birth (9754, NAWAY)', () => {
    expect(find(sdn.entities, '9754').birthDates).toEqual([
      { raw: 'circa 1945', year: 1945, circa: true },
      { raw: 'circa 1950', year: 1950, circa: true },
    ]);
  });

  it('maps vessel 4243 (EBANO): call sign absent, IMO and former names from remarks', () => {
    const vessel = find(sdn.entities, '4243');
    expect(vessel.type).toBe('vessel');
    expect(vessel.names).toEqual([
      { full: 'EBANO', kind: 'primary', script: 'latin' },
      { full: 'ANA I', kind: 'fka', script: 'latin' },
      { full: 'SAND SWAN', kind: 'fka', script: 'latin' },
    ]);
    expect(vessel.documents).toEqual([
      { type: 'IMO', number: '7406784', note: 'Vessel Registration Identification' },
    ]);
  });

  it('turns the Call_Sign column into a document (4249, TIFON)', () => {
    expect(find(sdn.entities, '4249').documents).toEqual([
      { type: 'Call Sign', number: 'CL2059' },
      { type: 'IMO', number: '7206512', note: 'Vessel Registration Identification' },
    ]);
  });

  it('fills the vessel block from the vessel columns and the IMO remark (15036, ARTAVIL)', () => {
    expect(find(sdn.entities, '15036').vessel).toEqual({
      imoNumber: '9187629',
      callSign: 'T2EU4',
      type: 'Crude/Oil Products Tanker',
      flag: 'Iran',
      tonnage: '99,144',
      grossRegisteredTonnage: '56,068',
    });
  });

  it('reads the vessel owner column (4238, MAR AZUL)', () => {
    expect(find(sdn.entities, '4238').vessel).toEqual({
      callSign: 'CL2192',
      type: 'Tug',
      flag: 'Cuba',
      grossRegisteredTonnage: '212',
      owner: 'Samir de Navegacion S.A.',
    });
  });

  it('gives no vessel block to parties that are not vessels', () => {
    const others = sdn.entities.filter((e) => e.type !== 'vessel');
    expect(others.filter((e) => e.vessel !== undefined)).toEqual([]);
  });
});

describe('readOfacCsvSet on the SDN edition of 2024-05-03 (primary file only)', () => {
  it('reads 14,965 records with the stated type counts', () => {
    const sdn = readOfacCsvSet(
      { primary: data('list-formats/ofac-sdn-2024-05-03/sdn.csv') },
      'OFAC SDN',
    );
    expect(sdn.entities).toHaveLength(14965);
    expect(countBy(sdn.entities, (e) => e.type)).toEqual({
      individual: 6854,
      entity: 6884,
      vessel: 851,
      aircraft: 376,
    });
    expect(Math.max(...sdn.entities.map((e) => Number(e.sourceId)))).toBe(48907);
  });
});

describe('readOfacCsvSet on the Consolidated (non-SDN) cons_* set', () => {
  const cons = readOfacCsvSet(
    {
      primary: data('lists/ofac/cons_prim.csv'),
      add: data('lists/ofac/cons_add.csv'),
      alt: data('lists/ofac/cons_alt.csv'),
      comments: data('lists/ofac/cons_comments.csv'),
    },
    'OFAC Consolidated (non-SDN)',
  );

  it('reads 442 records, 574 addresses and 1,073 aliases for 395 entries', () => {
    expect(cons.entities).toHaveLength(442);
    expect(countBy(cons.entities, (e) => e.type)).toEqual({ individual: 79, entity: 363 });
    expect(cons.entities.reduce((n, e) => n + e.addresses.length, 0)).toBe(574);
    const alt = cons.entities.flatMap(namesFromAltCsv);
    expect(countBy(alt, (n) => n.kind)).toEqual({ aka: 932, fka: 141 });
    expect(cons.entities.filter((e) => namesFromAltCsv(e).length > 0)).toHaveLength(395);
  });

  it('continues cut-off remarks from cons_comments.csv (17014, Russian Agricultural Bank)', () => {
    const bank = find(cons.entities, '17014');
    expect(bank.remarks).toContain('Registration Number 1027700342890 (Russia)');
    expect(bank.remarks?.endsWith("a.k.a. 'RUSAG'.")).toBe(true);
    expect(bank.documents).toContainEqual({
      type: 'Registration Number',
      number: '1027700342890',
      country: 'Russia',
    });
    expect(bank.names.at(-1)).toEqual({ full: 'RUSAG', kind: 'weak', script: 'latin' });
    expect(bank.programmes).toEqual(['UKRAINE-EO13662', 'RUSSIA-EO14024']);
  });
});

describe('readOfacCsvSet on bad input', () => {
  const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
  const row = '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n';

  it.each([
    [
      'a row with missing columns',
      { primary: encode('36,"AEROCARIBBEAN AIRLINES"\r\n') },
      /row 1 has 2 columns, expected 12/,
    ],
    ['a repeated ent_num', { primary: encode(row + row) }, /ent_num 36 appears twice/],
    [
      'an alias for an unknown ent_num',
      { primary: encode(row), alt: encode('99,1,"aka","X",-0- \r\n') },
      /ent_num 99 is not in sdn.csv/,
    ],
    ['an unclosed quote', { primary: encode('36,"AEROCARIBBEAN') }, /never closed/],
  ])('rejects %s with a clear error', (_case, files, message) => {
    expect(() => readOfacCsvSet(files, 'OFAC SDN')).toThrow(message);
  });

  it('counts every damaged row of a file and names that file (no damaged row is tolerated)', () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `36,${i + 1},"aka","NAME ${i}",-0- `);
    // Row 3: a broken quote that would swallow the rest of the file; row 7: a line cut in half.
    aliases[2] = '36,3,"aka","NAME 2,-0- ';
    aliases[6] = '36,7,"ak';
    let thrown: unknown;
    try {
      readOfacCsvSet({ primary: encode(row), alt: encode(aliases.join('\r\n')) }, 'OFAC SDN');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DamagedFileError);
    expect(thrown).toMatchObject({
      file: 'alt.csv',
      message: expect.stringMatching(
        /^2 of 10 rows are damaged: row 3 has a quoted field that is never closed .*; row 7 has a quoted field/,
      ),
    });
    expect(MAX_DAMAGED_ROWS).toBe(0);
  });
});
