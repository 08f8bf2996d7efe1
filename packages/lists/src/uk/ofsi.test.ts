import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from '../common/xlsx';
import { readUkOfsiCsv, readUkOfsiXlsx } from './read-uk-ofsi';

const CONLIST = fileURLToPath(
  new URL('../../../../../shared/data/lists/uk/ConList.xlsx', import.meta.url),
);
const bytes = readFileSync(CONLIST);
const publication = readUkOfsiXlsx(bytes);
/** The raw sheet, read once here so the CSV test below only times the CSV reader. */
const sheet = readXlsxRows(bytes);
const byGroup = new Map(publication.entities.map((entity) => [entity.sourceId, entity]));

describe('readUkOfsiXlsx on the real ConList.xlsx (14 April 2025)', () => {
  it('reads one entity per Group ID, with the counts PROVENANCE.md gives', () => {
    expect(publication).toMatchObject({
      sanctionList: 'uk',
      listSource: 'UK OFSI Consolidated List',
      format: 'uk-ofsi-xlsx',
      publishedAt: '2025-04-14',
    });
    expect(publication.entities).toHaveLength(4688);
    expect(byGroup.size).toBe(4688);
    const types = publication.entities.map((e) => e.type);
    expect(types.filter((t) => t === 'individual')).toHaveLength(3663);
    expect(types.filter((t) => t === 'entity')).toHaveLength(1010);
    expect(types.filter((t) => t === 'vessel')).toHaveLength(15);
  });

  it('keeps every Arabic-script name: the 680 distinct non-Latin strings plus one written in Name 6', () => {
    const arabic = publication.entities.flatMap((e) =>
      e.names.filter((n) => n.script === 'arabic').map((n) => ({ id: e.sourceId, full: n.full })),
    );
    expect(new Set(arabic.map((n) => n.full)).size).toBe(681);
    expect(new Set(arabic.map((n) => n.id)).size).toBe(628);
    expect(byGroup.get('12066')?.names.map((n) => n.full)).toContain('شركة صروح العقارية');
  });

  it('maps Group ID 12703 (an entity with an Arabic non-Latin name) field by field', () => {
    const record = byGroup.get('12703');
    expect(record).toMatchObject({
      sanctionList: 'uk',
      listSource: 'UK OFSI Consolidated List',
      sourceId: '12703',
      type: 'entity',
      programmes: ['Afghanistan'],
      listedOn: '2012-07-17',
      updatedOn: '2022-02-11',
      birthDates: [],
      isActive: true,
    });
    expect(record?.names.slice(0, 3)).toEqual([
      { full: 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE', kind: 'primary', script: 'latin' },
      { full: 'حاجی خيرالله و حاجی ستار صرافی', kind: 'primary', script: 'arabic' },
      { full: 'HAJI ALIM HAWALA', kind: 'aka', script: 'latin' },
    ]);
    expect(record?.names).toHaveLength(10);
    // 18 name rows crossed with the addresses: each address is kept once.
    expect(record?.addresses).toContainEqual({
      full: 'Branch Office 4, Karachi, Sindh Province, Pakistan',
      street: 'Branch Office 4, Karachi, Sindh Province',
      country: 'Pakistan',
    });
    expect(new Set(record?.addresses.map((a) => a.full)).size).toBe(record?.addresses.length);
    expect(record?.remarks).toContain('(UK Sanctions List Ref):AFG0001. (UN Ref):TAe.010.');
  });

  it('maps Group ID 13130 (an individual) with documents, date and place of birth and weak aliases', () => {
    const record = byGroup.get('13130');
    expect(record).toMatchObject({
      type: 'individual',
      birthDates: [{ raw: '08/11/1965', year: 1965, month: 11, day: 8 }],
      birthPlaces: ['Tunis, Tunisia'],
      nationalities: ['Tunisia'],
      documents: [
        { type: 'Passport', number: 'G557170', note: 'Tunisia number. Issued on 16 Nov. 1989.' },
        {
          type: 'National Identification Number',
          number: '05054425',
          note: 'Tunisia National Identification Card. Issued in Hammam Lif on 3 May 2011.',
        },
      ],
      programmes: ["ISIL (Da'esh) and Al-Qaida"],
      listedOn: '2014-10-09',
    });
    expect(record?.names[0]).toEqual({
      full: 'Seifallah Ben Omar Ben Mohamed BEN HASSINE',
      given: 'Seifallah Ben Omar Ben Mohamed',
      family: 'BEN HASSINE',
      kind: 'primary',
      script: 'latin',
    });
    expect(record?.names[1]).toEqual({
      full: 'سيف الله بن عمر بن محمد بنحسين',
      kind: 'primary',
      script: 'arabic',
    });
    expect(record?.names.filter((n) => n.kind === 'weak')).toHaveLength(5);
  });

  it('reads the ship facts of Group ID 13651 (AKTIVA) from its Other Information', () => {
    expect(byGroup.get('13651')?.vessel).toEqual({
      imoNumber: '7408873',
      type: 'Oil tanker',
      flag: 'North Korea',
      tonnage: '1676',
      owner: 'Korea Samjong Shipping',
    });
    const ships = publication.entities.filter((e) => e.type === 'vessel');
    expect(ships.filter((e) => e.vessel?.imoNumber === undefined)).toEqual([]);
    expect(publication.entities.filter((e) => e.type !== 'vessel' && e.vessel)).toEqual([]);
  });

  it('turns OFSI partial dates of birth into partial dates (no invented day or month)', () => {
    const dates = publication.entities.flatMap((e) => e.birthDates);
    const partial = dates.filter((d) => d.raw.startsWith('00/'));
    expect(partial.length).toBeGreaterThan(0);
    for (const d of partial) expect(d.day).toBeUndefined();
    expect(dates.every((d) => d.year !== undefined)).toBe(true);
  });
});

describe('readUkOfsiCsv', () => {
  it('reads the CSV flavour (the same sheet written as CSV) to the same entities', () => {
    // A slice of the real sheet keeps the test quick: the title row, the header and every row of 300 groups.
    const [title = [], header = [], ...data] = sheet;
    const groupColumn = header.indexOf('Group ID');
    const groups = new Set(publication.entities.slice(0, 300).map((e) => e.sourceId));
    const rows = [title, header, ...data.filter((row) => groups.has(row[groupColumn] ?? ''))];
    const quote = (cell: string) =>
      /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    const csv = rows.map((row) => row.map(quote).join(',')).join('\r\n');

    const fromCsv = readUkOfsiCsv(new TextEncoder().encode(`\uFEFF${csv}\r\n`));
    expect(fromCsv.format).toBe('uk-ofsi-csv');
    expect(fromCsv.publishedAt).toBe('2025-04-14');
    expect(fromCsv.entities).toEqual(publication.entities.slice(0, 300));
  });

  it('rejects a file without the OFSI header', () => {
    expect(() => readUkOfsiCsv(new TextEncoder().encode('a,b,c\n1,2,3\n'))).toThrow(
      /no header row/,
    );
  });
});
