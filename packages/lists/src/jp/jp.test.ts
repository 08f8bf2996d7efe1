import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readJpBirthDates } from './read-jp-date';
import { readJpMofXlsx } from './read-jp-mof';

const MOF = fileURLToPath(
  new URL(
    '../../../../../shared/data/lists-more/jp-mof/shisantouketsu20260305.xlsx',
    import.meta.url,
  ),
);
const bytes = readFileSync(MOF);
const publication = readJpMofXlsx(bytes);
const byId = new Map(publication.entities.map((e) => [e.sourceId, e]));

function entity(sourceId: string) {
  const found = byId.get(sourceId);
  if (!found) throw new Error(`${sourceId} missing`);
  return found;
}

describe('readJpMofXlsx on the real MOF list (2026-03-05 edition)', () => {
  it('reads every active designation, none of the ~600 deleted rows', () => {
    expect(publication).toMatchObject({
      sanctionList: 'jp',
      listSource: 'Japan MOF Asset Freeze List',
      format: 'jp-mof-xlsx',
    });
    // PROVENANCE.md: about 2,860 active rows with both names (2,861 counted), plus one row
    // whose English name sits in the alias column (sheet 16), all with a unique source id.
    expect(publication.entities).toHaveLength(2862);
    expect(byId.size).toBe(2862);
    // 44 regime sheets: 3 lifted regimes (【解除】) without a header, and Mali (41) whose five
    // rows are all deleted, leave 40 regimes with designations.
    const sheets = new Set(publication.entities.map((e) => e.programmes[0]));
    expect(sheets.size).toBe(40);
    expect(sheets.has('マリ共和国')).toBe(false);
    // PROVENANCE.md: "Russia persons 752".
    expect(publication.entities.filter((e) => e.programmes[0] === 'ロシア連邦(個人)')).toHaveLength(
      752,
    );
  });

  it('gives every designation a Latin name and keeps the katakana name as a primary name', () => {
    for (const e of publication.entities) {
      expect(e.names.some((n) => n.script === 'latin')).toBe(true);
    }
    const katakana = publication.entities.filter((e) =>
      e.names.some((n) => n.kind === 'primary' && /[\u30A0-\u30FF]/.test(n.full)),
    );
    expect(katakana.length).toBeGreaterThan(2750);
  });

  it('maps Putin (29-1) field by field', () => {
    expect(entity('29-1')).toEqual({
      sanctionList: 'jp',
      listSource: 'Japan MOF Asset Freeze List',
      sourceId: '29-1',
      type: 'individual',
      names: [
        { full: 'Vladimir Putin', kind: 'primary', script: 'latin' },
        { full: 'ウラジーミル・プーチン', kind: 'primary', script: 'other' },
      ],
      birthDates: [{ raw: '1952-10-07', year: 1952, month: 10, day: 7 }],
      birthPlaces: ['レニングラード（現サンクトペテルブルク）（ロシア）'],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: ['ロシア連邦(個人)'],
      titles: ['ロシア連邦大統領', 'President of the Russian Federation'],
      listedOn: '2022-03-01',
      isActive: true,
    });
  });

  it('maps 3-3(*290) with its original-script name and katakana and English aliases', () => {
    const record = entity('3-3(*290)');
    expect(record.names.map((n) => [n.full, n.kind, n.script])).toEqual([
      ['ABD EL KADER MAHMOUD MOHAMED EL SAYED', 'primary', 'latin'],
      ['عبد القادر محمود محمد السيد', 'primary', 'arabic'],
      ['アブド・エル・カーデル・マフムード・モハメド・エッサイード', 'primary', 'other'],
      ['エッサイード、カーデル', 'aka', 'other'],
      ['アブデル・カーデル・マフムード・モハメド・エッサイード', 'aka', 'other'],
      ['Es Sayed, Kader', 'aka', 'latin'],
      ['Abdel Khader Mahmoud Mohamed el Sayed', 'aka', 'latin'],
    ]);
    expect(record).toMatchObject({
      birthDates: [{ raw: '1962年12月26日', year: 1962, month: 12, day: 26 }],
      programmes: ['テロリスト等 (1)'],
      listedOn: '2002-04-20',
      updatedOn: '2025-10-27',
    });
  });

  it('reads a date of birth kept as an Excel day number, and a passport (Syria, 24-1)', () => {
    expect(entity('24-1')).toMatchObject({
      names: [{ full: 'Al-Assad Bashar' }, { full: 'アル・アサド・バッシャール' }],
      birthDates: [{ raw: '1965-09-11', year: 1965, month: 9, day: 11 }],
      documents: [{ type: 'Passport', number: 'D1903' }],
    });
  });

  it('refuses a truncated workbook and a workbook without regime sheets', () => {
    expect(() => readJpMofXlsx(bytes.subarray(0, bytes.length - 50_000))).toThrow(/zip|ZIP/);
    const meti = readFileSync(
      fileURLToPath(
        new URL('../../../../../shared/data/lists-more/jp-meti/20250929_4.xlsx', import.meta.url),
      ),
    );
    expect(() => readJpMofXlsx(meti)).toThrow('Japan MOF: the workbook has no regime sheet');
  });
});

describe('readJpBirthDates', () => {
  it.each([
    ['1963年頃', [{ raw: '1963年頃', year: 1963, circa: true }]],
    ['1973 年1月15日', [{ raw: '1973 年1月15日', year: 1973, month: 1, day: 15 }]],
    ['1966/2/2', [{ raw: '1966/2/2', year: 1966, month: 2, day: 2 }]],
    [
      '(a)1955年-1958年頃\n(b)１945年-1950年頃',
      [
        { raw: '1955年-1958年頃', year: 1955, toYear: 1958, circa: true },
        { raw: '1945年-1950年頃', year: 1945, toYear: 1950, circa: true },
      ],
    ],
    [
      '1960年又は1961年',
      [
        { raw: '1960年', year: 1960 },
        { raw: '1961年', year: 1961 },
      ],
    ],
    ['23996', [{ raw: '1965-09-11', year: 1965, month: 9, day: 11 }]],
    ['1970年生\nBorn 1970', [{ raw: '1970年生', year: 1970 }, { raw: 'Born 1970' }].slice(0, 1)],
    ['おおむね30～35歳', [{ raw: 'おおむね30～35歳' }]],
    ['不明', []],
  ])('reads %s', (cell, expected) => {
    expect(readJpBirthDates(cell)).toEqual(expected);
  });
});
