import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ListEntity } from '@sanctions/screening';
import { unzipEntries } from '../common/zip';
import { readOfacEnhancedXml, readOfacEnhancedZip } from './read-ofac-enhanced-xml';
import { readOfacSdnXml } from './read-ofac-sdn-xml';
import { sniffOfacFormat } from './sniff-ofac-format';

/** Real list files beside the repository (see shared/data/PROVENANCE.md). */
const dataPath = (path: string): URL =>
  new URL(`../../../../../shared/data/${path}`, import.meta.url);
const data = (path: string): Uint8Array => readFileSync(dataPath(path));

const find = (entities: ListEntity[], id: string): ListEntity => {
  const entity = entities.find((e) => e.sourceId === id);
  if (!entity) throw new Error(`uid ${id} not found`);
  return entity;
};

const HANIYA_NAMES = [
  {
    full: 'HANIYA, Ismail Abdul Salah',
    given: 'Ismail Abdul Salah',
    family: 'HANIYA',
    kind: 'primary',
    script: 'latin',
  },
  { full: 'HANIYA, Ismail', given: 'Ismail', family: 'HANIYA', kind: 'aka', script: 'latin' },
  { full: 'HANIYYA, Ismaeel', given: 'Ismaeel', family: 'HANIYYA', kind: 'aka', script: 'latin' },
];

describe('readOfacSdnXml on the Consolidated XML (2026-01-08)', () => {
  const xml = readOfacSdnXml(data('list-formats/ofac-consolidated-xml/consolidated.xml'));

  it('reads 442 entries (79 individuals, 363 entities, 1,144 aka) and recognises the non-SDN list', () => {
    expect(xml).toMatchObject({
      sanctionList: 'ofac',
      listSource: 'OFAC Consolidated (non-SDN)',
      format: 'ofac-sdn-xml',
      publishedAt: '2026-01-08',
    });
    expect(xml.entities).toHaveLength(442);
    expect(xml.entities.filter((e) => e.type === 'individual')).toHaveLength(79);
    expect(xml.entities.filter((e) => e.type === 'entity')).toHaveLength(363);
    expect(xml.entities.reduce((n, e) => n + e.names.length - 1, 0)).toBe(1144);
    expect(xml.entities.flatMap((e) => e.names).filter((n) => n.kind === 'weak')).toHaveLength(72);
    expect(xml.entities.flatMap((e) => e.names).filter((n) => n.script === 'arabic')).toEqual([]);
  });

  it('maps uid 9639 (HANIYA) field by field', () => {
    expect(find(xml.entities, '9639')).toEqual({
      sanctionList: 'ofac',
      listSource: 'OFAC Consolidated (non-SDN)',
      sourceId: '9639',
      type: 'individual',
      names: HANIYA_NAMES,
      birthDates: [{ raw: '1962', year: 1962 }],
      birthPlaces: ['Shati'],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: ['NS-PLC'],
      titles: [],
      isActive: true,
    });
  });

  it('keeps entity names whole and maps identifiers, and weak aliases (17013, VTB)', () => {
    const vtb = find(xml.entities, '17013');
    expect(vtb.type).toBe('entity');
    expect(vtb.names[0]).toEqual({
      full: 'VTB BANK PUBLIC JOINT STOCK COMPANY',
      kind: 'primary',
      script: 'latin',
    });
    expect(vtb.names).toContainEqual({
      full: 'JSC VTB BANK NEW DELHI BRANCH',
      kind: 'weak',
      script: 'latin',
    });
    expect(vtb.names).toContainEqual({ full: 'JSC VTB BANK', kind: 'fka', script: 'latin' });
    expect(vtb.documents).toContainEqual({
      type: 'Registration ID',
      number: '1027739609391',
      country: 'Russia',
    });
    expect(vtb.documents.map((d) => d.type)).not.toContain('Website');
  });

  it('rejects a truncated file whose entries do not match Record_Count', () => {
    const text = new TextDecoder().decode(
      data('list-formats/ofac-consolidated-xml/consolidated.xml'),
    );
    const cut = text.slice(0, text.lastIndexOf('<sdnEntry>')) + '</sdnList>';
    expect(() => readOfacSdnXml(new TextEncoder().encode(cut))).toThrow(
      /Record_Count says 442 entries but the file holds 441/,
    );
  });
});

describe('readOfacEnhancedXml / readOfacEnhancedZip on CONS_ENHANCED.ZIP (2025-01-10)', () => {
  const enhanced = readOfacEnhancedZip(
    data('list-formats/ofac-consolidated-enhanced/CONS_ENHANCED.ZIP'),
  );

  it('reads 443 entities (80 individuals, 363 entities) and all 1,624 translations of 1,579 names', () => {
    expect(enhanced).toMatchObject({
      sanctionList: 'ofac',
      listSource: 'OFAC Consolidated (non-SDN)',
      format: 'ofac-enhanced-xml',
      publishedAt: '2025-01-10T00:00:00',
    });
    expect(enhanced.entities).toHaveLength(443);
    expect(enhanced.entities.filter((e) => e.type === 'individual')).toHaveLength(80);
    expect(enhanced.entities.filter((e) => e.type === 'entity')).toHaveLength(363);
    expect(enhanced.entities.reduce((n, e) => n + e.names.length, 0)).toBe(1624);
    expect(enhanced.entities.flatMap((e) => e.names).filter((n) => n.script === 'arabic')).toEqual(
      [],
    );
  });

  it('maps entity 9639 (HANIYA) like the sdnList XML does', () => {
    expect(find(enhanced.entities, '9639')).toEqual({
      sanctionList: 'ofac',
      listSource: 'OFAC Consolidated (non-SDN)',
      sourceId: '9639',
      type: 'individual',
      names: HANIYA_NAMES,
      birthDates: [{ raw: '1962', year: 1962 }],
      birthPlaces: ['Shati'],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: ['NS-PLC'],
      titles: [],
      isActive: true,
    });
  });

  it('keeps Cyrillic name translations exactly as published (17013, VTB)', () => {
    const vtb = find(enhanced.entities, '17013');
    expect(vtb.names[0]?.kind).toBe('primary');
    expect(vtb.names).toContainEqual({
      full: 'БАНК ВТБ ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО',
      kind: 'aka',
      script: 'cyrillic',
    });
    expect(vtb.names).toContainEqual({
      full: 'JSC VTB BANK NEW DELHI BRANCH',
      kind: 'weak',
      script: 'latin',
    });
    expect(vtb.addresses[0]).toEqual({
      full: '29, Bolshaya Morskaya str., St. Petersburg, 190000, Russia',
      street: '29, Bolshaya Morskaya str.',
      city: 'St. Petersburg',
      postalCode: '190000',
      country: 'Russia',
    });
  });

  it('gives the same entities from the unzipped XML', () => {
    const [xml] = unzipEntries(
      data('list-formats/ofac-consolidated-enhanced/CONS_ENHANCED.ZIP'),
    ).values();
    expect(xml).toBeDefined();
    if (xml) expect(readOfacEnhancedXml(xml).entities).toEqual(enhanced.entities);
  });

  it('rejects an sdnList XML handed to the Enhanced reader', () => {
    expect(() =>
      readOfacEnhancedXml(data('list-formats/ofac-consolidated-xml/consolidated.xml')),
    ).toThrow(/root element is <sdnList>, expected <sanctionsData>/);
  });
});

describe('sniffOfacFormat', () => {
  it.each([
    ['lists/ofac/sdn.csv', 'ofac-sdn-csv'],
    ['lists/ofac/add.csv', 'ofac-sdn-csv'],
    ['lists/ofac/alt.csv', 'ofac-sdn-csv'],
    ['lists/ofac/cons_prim.csv', 'ofac-cons-csv-part'],
    ['lists/ofac/cons_add.csv', 'ofac-cons-csv-part'],
    ['lists/ofac/cons_alt.csv', 'ofac-cons-csv-part'],
    ['lists/ofac/cons_comments.csv', 'ofac-cons-csv-part'],
    ['list-formats/ofac-consolidated-xml/consolidated.xml', 'ofac-sdn-xml'],
    ['list-formats/ofac-consolidated-enhanced/CONS_ENHANCED.ZIP', 'ofac-enhanced-zip'],
    ['lists/un/consolidated.xml', undefined],
    ['lists/uk/ConList.xlsx', undefined],
    ['lists/eu/sample_eu_sanctions.xml', undefined],
  ])('%s is %s', (path, expected) => {
    const name = path.split('/').at(-1) ?? path;
    expect(sniffOfacFormat({ name, bytes: data(path) })).toBe(expected);
  });

  it('recognises the unzipped Enhanced XML by its namespace', () => {
    const [xml] = unzipEntries(
      data('list-formats/ofac-consolidated-enhanced/CONS_ENHANCED.ZIP'),
    ).values();
    expect(xml && sniffOfacFormat({ name: 'renamed.xml', bytes: xml })).toBe('ofac-enhanced-xml');
  });

  it('does not take a wrongly shaped file named sdn.csv for the SDN list', () => {
    expect(sniffOfacFormat({ name: 'sdn.csv', bytes: data('lists/ofac/alt.csv') })).toBeUndefined();
  });
});
