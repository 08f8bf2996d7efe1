import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ListFile } from '../model';
import { parseListFiles } from './parse-list-files';
import { sniffListFormat } from './sniff-list-format';

const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const LISTS = join(DATA, 'lists');

function readFolder(folder: string): ListFile[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path))
    .filter((path) => statSync(path).isFile())
    .sort()
    .map((path) => ({ name: path.split('/').at(-1) ?? path, bytes: readFileSync(path) }));
}

function dataFile(path: string, name = path.split('/').at(-1) ?? path): ListFile {
  return { name, bytes: readFileSync(join(DATA, path)) };
}

const listFiles = readFolder(LISTS);
const parsed = parseListFiles(listFiles);

describe('parseListFiles on the real lists folder', () => {
  it('recognises every file and reads every publication without errors', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.ignored).toEqual([]);
    const summary = parsed.publications.map((p) => [p.listSource, p.format, p.entities.length]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['EU Financial Sanctions Files', 'eu-fsf-xml', 7],
        ['UK OFSI Consolidated List', 'uk-ofsi-xlsx', 4688],
        ['UN Consolidated List', 'un-xml', 1003],
        ['OFAC SDN', expect.any(String), 13821],
        ['OFAC Consolidated (non-SDN)', expect.any(String), 442],
      ]),
    );
    expect(parsed.publications).toHaveLength(5);
  });

  it('groups the OFAC CSV parts into their sets (aliases and addresses joined)', () => {
    const sdn = parsed.publications.find((p) => p.listSource === 'OFAC SDN');
    expect(sdn?.entities.some((e) => e.addresses.length > 0)).toBe(true);
    expect(sdn?.entities.some((e) => e.names.length > 1)).toBe(true);
  });

  it('reports a truncated XML as an error for that file only', () => {
    // The smaller files of the folder keep this quick; the UN list is cut in the middle of a record.
    const un = dataFile('lists/un/consolidated.xml');
    const files = [
      { ...un, bytes: un.bytes.subarray(0, 500_000) },
      dataFile('lists/eu/sample_eu_sanctions.xml'),
      dataFile('lists/ofac/cons_prim.csv'),
      dataFile('lists/ofac/cons_alt.csv'),
      dataFile('list-formats/uk-fcdo-excerpt/UK-Sanctions-List.excerpt.xml'),
    ];
    const result = parseListFiles(files);
    expect(result.errors).toEqual([
      {
        file: 'consolidated.xml',
        message: expect.stringMatching(
          /^recognised as un-xml but cannot be read \(truncated or corrupt\?\): .*unclosed tag/,
        ),
      },
    ]);
    expect(result.publications.map((p) => p.format).sort()).toEqual([
      'eu-fsf-xml',
      expect.stringMatching(/^ofac/),
      'uk-fcdo-xml',
    ]);
  });

  it('reports a truncated workbook as an error with the reason', () => {
    const workbook = dataFile('lists/uk/ConList.xlsx');
    const result = parseListFiles([{ ...workbook, bytes: workbook.bytes.subarray(0, 1_000_000) }]);
    expect(result.publications).toEqual([]);
    expect(result.errors).toEqual([
      { file: 'ConList.xlsx', message: expect.stringMatching(/ZIP|zip/) },
    ]);
  });

  it('reports OFAC CSV parts without their primary file', () => {
    const result = parseListFiles([dataFile('lists/ofac/alt.csv')]);
    expect(result.errors).toEqual([
      { file: 'alt.csv', message: 'alt.csv needs sdn.csv beside it; the set was not imported' },
    ]);
  });

  it('fails the OFAC set when alt.csv is damaged from its first row on', () => {
    const alt = dataFile('lists/ofac/cons_alt.csv');
    const lines = new TextDecoder('latin1').decode(alt.bytes).split('\r\n');
    const damaged = lines.map((line, index) => (index % 10 === 0 ? line.slice(0, 12) : line));
    const result = parseListFiles([
      dataFile('lists/ofac/cons_prim.csv'),
      { name: 'cons_alt.csv', bytes: new TextEncoder().encode(damaged.join('\r\n')) },
    ]);
    expect(result.publications).toEqual([]);
    expect(result.ignored).toEqual([]);
    expect(result.errors).toEqual([
      {
        file: 'cons_alt.csv',
        message: expect.stringMatching(/^108 of 1,073 rows are damaged: row 1 has /),
      },
    ]);
  });

  it('ignores files that are not lists', () => {
    const result = parseListFiles([
      dataFile('PROVENANCE.md'),
      dataFile('eval-public/ofac_fixtures.csv'),
    ]);
    expect(result).toEqual({
      publications: [],
      errors: [],
      ignored: ['PROVENANCE.md', 'ofac_fixtures.csv'],
    });
  });
});

describe('sniffListFormat recognises files by content, whatever their name', () => {
  it.each([
    ['lists/un/consolidated.xml', 'download(1).bin', 'un-xml'],
    ['lists/eu/sample_eu_sanctions.xml', 'un-consolidated.xml', 'eu-fsf-xml'],
    ['lists/uk/ConList.xlsx', 'sdn.csv', 'uk-ofsi-xlsx'],
    ['list-formats/uk-fcdo-excerpt/UK-Sanctions-List.excerpt.xml', 'export.xml', 'uk-fcdo-xml'],
    ['list-formats/ofac-consolidated-xml/consolidated.xml', 'list.xml', 'ofac-sdn-xml'],
    [
      'list-formats/ofac-consolidated-enhanced/CONS_ENHANCED.ZIP',
      'archive.zip',
      'ofac-enhanced-zip',
    ],
  ])('%s named %s is %s', (path, name, format) => {
    expect(sniffListFormat(dataFile(path, name))).toBe(format);
  });

  it.each([
    ['lists-more/ca-sema/sema-lmes.xml', 'list.xml', 'ca-sema-xml'],
    ['lists-more/ca-sema/2020-04-15/sema-lmes.xml', 'export.xml', 'ca-sema-xml'],
    ['lists-more/au-dfat/regulation8_consolidated.xlsx', 'ConList.xlsx', 'au-dfat-xlsx'],
    ['lists-more/us-csl/csl.csv', 'sdn.csv', 'us-csl-csv'],
    ['lists-more/us-csl/dpl.txt', 'download.csv', 'us-bis-dpl-txt'],
    ['lists-more/jp-mof/shisantouketsu20260305.xlsx', 'list.xlsx', 'jp-mof-xlsx'],
  ])('%s named %s is %s (by its header or records, not its name)', (path, name, format) => {
    expect(sniffListFormat(dataFile(path, name))).toBe(format);
  });

  it('leaves other workbooks and other data-set XML to the existing rules', () => {
    expect(sniffListFormat(dataFile('lists-more/jp-meti/20250929_4.xlsx'))).toBe('uk-ofsi-xlsx');
    const otherDataSet = new TextEncoder().encode('<data-set><row><a>1</a></row></data-set>');
    expect(sniffListFormat({ name: 'sema-lmes.xml', bytes: otherDataSet })).toBeUndefined();
  });

  it('parses the new publications of lists-more by content, with their entity counts', () => {
    const result = parseListFiles([
      dataFile('lists-more/ca-sema/sema-lmes.xml', 'a.xml'),
      dataFile('lists-more/au-dfat/regulation8_consolidated.xlsx', 'b.xlsx'),
      dataFile('lists-more/us-csl/csl.csv', 'c.csv'),
      dataFile('lists-more/us-csl/dpl.txt', 'd.txt'),
    ]);
    expect(result.errors).toEqual([]);
    expect(result.ignored).toEqual([]);
    expect(result.publications.map((p) => [p.sanctionList, p.format, p.entities.length])).toEqual([
      ['ca', 'ca-sema-xml', 4759],
      ['au', 'au-dfat-xlsx', 3062],
      ['us_csl', 'us-csl-csv', 42],
      ['us_csl', 'us-bis-dpl-txt', 417],
    ]);
  });

  it('reports a truncated Canadian list as an error for that file', () => {
    const file = dataFile('lists-more/ca-sema/sema-lmes.xml');
    const result = parseListFiles([{ ...file, bytes: file.bytes.subarray(0, 700_000) }]);
    expect(result.publications).toEqual([]);
    expect(result.errors).toEqual([
      {
        file: 'sema-lmes.xml',
        message: expect.stringMatching(/^recognised as ca-sema-xml but cannot be read/),
      },
    ]);
  });

  it('parses a renamed file by its content', () => {
    const result = parseListFiles([
      dataFile('list-formats/uk-fcdo-excerpt/UK-Sanctions-List.excerpt.xml', 'latest.dat'),
    ]);
    expect(result.errors).toEqual([]);
    expect(result.publications[0]).toMatchObject({ format: 'uk-fcdo-xml', sanctionList: 'uk' });
    expect(result.publications[0]?.entities).toHaveLength(45);
  });

  it('needs the official name only for the header-less OFAC CSVs', () => {
    expect(sniffListFormat(dataFile('lists/ofac/sdn.csv'))).toBe('ofac-sdn-csv');
    expect(sniffListFormat(dataFile('lists/ofac/cons_prim.csv'))).toBe('ofac-cons-csv-part');
    expect(sniffListFormat(dataFile('lists/ofac/sdn.csv', 'renamed.csv'))).toBeUndefined();
  });
});
