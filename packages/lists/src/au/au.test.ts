import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from '../common/xlsx';
import { readAuDfatXlsx } from './read-au-dfat';

const DFAT = fileURLToPath(
  new URL(
    '../../../../../shared/data/lists-more/au-dfat/regulation8_consolidated.xlsx',
    import.meta.url,
  ),
);
const bytes = readFileSync(DFAT);
const publication = readAuDfatXlsx(bytes);
/** The raw sheet, to check the grouping against the rows as published. */
const [header = [], ...sheet] = readXlsxRows(bytes).filter((row) => row.some((c) => c !== ''));
const byReference = new Map(publication.entities.map((e) => [e.sourceId, e]));

function entity(reference: string) {
  const found = byReference.get(reference);
  if (!found) throw new Error(`${reference} missing`);
  return found;
}

describe('readAuDfatXlsx on the real DFAT Consolidated List (2024-11-11)', () => {
  it('groups the 9,553 name rows into the 3,062 parties PROVENANCE.md counts', () => {
    expect(sheet).toHaveLength(9553);
    expect(publication).toMatchObject({
      sanctionList: 'au',
      listSource: 'Australia DFAT Consolidated List',
      format: 'au-dfat-xlsx',
    });
    expect(publication.entities).toHaveLength(3062);
    expect(byReference.size).toBe(3062);
    // Types as published, whatever their case and trailing spaces ("Entity ", "individual").
    expect(publication.entities.filter((e) => e.type === 'individual')).toHaveLength(2316);
    expect(publication.entities.filter((e) => e.type === 'entity')).toHaveLength(746);
  });

  it('keeps every Original Script row as a primary name of its party, in its script', () => {
    const nameColumn = header.indexOf('Name of Individual or Entity');
    const typeColumn = header.indexOf('Name Type');
    const originals = sheet.filter((row) => /original script/i.test(row[typeColumn] ?? ''));
    // 416 written "Original Script" (PROVENANCE.md) plus 24 in other cases or with trailing spaces.
    expect(originals).toHaveLength(440);
    expect(originals.filter((row) => row[typeColumn] === 'Original Script')).toHaveLength(416);
    for (const row of originals) {
      const party = entity(/^\d+/.exec(row[0] ?? '')?.[0] ?? '');
      const full = (row[nameColumn] ?? '').replace(/\s+/g, ' ').trim();
      expect(party.names).toContainEqual(expect.objectContaining({ full, kind: 'primary' }));
    }
    const scripts = publication.entities.flatMap((e) => e.names.map((n) => n.script));
    expect(scripts.filter((s) => s === 'arabic').length).toBeGreaterThanOrEqual(370);
    expect(scripts.filter((s) => s === 'cyrillic').length).toBeGreaterThanOrEqual(41);
  });

  it('maps reference 2 (MOHAMMAD HASSAN AKHUND) field by field', () => {
    const record = entity('2');
    expect(record).toMatchObject({
      sourceId: '2',
      type: 'individual',
      names: [
        { full: 'MOHAMMAD HASSAN AKHUND', kind: 'primary', script: 'latin' },
        { full: 'محمد حسن أخوند', kind: 'primary', script: 'arabic' },
      ],
      birthDates: [
        { raw: 'Approximately 1955- 1958', year: 1955, toYear: 1958, circa: true },
        { raw: 'Approximately 1945-1950', year: 1945, toYear: 1950, circa: true },
      ],
      birthPlaces: ['Pashmul village, Panjwai District, Kandahar Province, Afghanistan'],
      nationalities: ['Afghanistan'],
      addresses: [],
      documents: [],
      programmes: ['1988 (Taliban)'],
      listedOn: '2001-01-25',
      updatedOn: '2014-12-15',
      isActive: true,
    });
    expect(record.remarks).toMatch(/^Title: a\) Mullah b\) Haji\. Designation:/);
    expect(record.remarks).toContain('Listing: Listed by UN 1267 Committee on 25 January 2001');
  });

  it('maps reference 5 with its aliases after the primary and original-script names', () => {
    expect(entity('5').names.map((n) => [n.full, n.kind])).toEqual([
      ['Muhammad Taher Anwari', 'primary'],
      ['محمد طاهر أنوري', 'primary'],
      ['Mohammad Taher Anwari', 'aka'],
      ['Muhammad Tahir Anwari', 'aka'],
      ['Haji Mudir', 'aka'],
      ['Mohammad Tahre Anwari', 'aka'],
    ]);
  });

  it('reads former names as fka (reference 2943, "Formerly known as")', () => {
    expect(
      entity('2943')
        .names.filter((n) => n.kind === 'fka')
        .map((n) => n.full),
    ).toEqual([
      'Forces Démocratiques Alliées-Armée Nationale de Libération de l’Ouganda',
      'ADF/NALU',
      'NALU',
    ]);
  });

  it('reads dates of birth written as Excel dates, years, ranges and lettered lists', () => {
    const dates = publication.entities.flatMap((e) => e.birthDates);
    expect(dates.filter((d) => d.day !== undefined).length).toBeGreaterThan(1500);
    expect(dates.filter((d) => d.toYear !== undefined)).toHaveLength(33);
    for (const d of dates) if (d.toYear !== undefined) expect(d.year).toBeLessThanOrEqual(d.toYear);
    // Free text DFAT wrote beyond any pattern keeps its text, without an invented year.
    expect(dates.filter((d) => d.year === undefined).length).toBeLessThan(60);
  });

  it('refuses a truncated workbook', () => {
    expect(() => readAuDfatXlsx(bytes.subarray(0, bytes.length - 20_000))).toThrow(/zip|ZIP/);
  });

  it('refuses a workbook without the DFAT header', () => {
    const ofsi = readFileSync(
      fileURLToPath(new URL('../../../../../shared/data/lists/uk/ConList.xlsx', import.meta.url)),
    );
    expect(() => readAuDfatXlsx(ofsi)).toThrow(/no header row with the columns Reference/);
  });
});
