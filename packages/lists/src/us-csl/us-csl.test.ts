import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../common/csv';
import { isTreasuryCslSource } from './csl-sources';
import { readBisDplTxt } from './read-bis-dpl';
import { readUsCslCsv } from './read-us-csl';

const US = (name: string): string =>
  fileURLToPath(new URL(`../../../../../shared/data/lists-more/us-csl/${name}`, import.meta.url));
const cslBytes = readFileSync(US('csl.csv'));
const csl = readUsCslCsv(cslBytes);
const dplBytes = readFileSync(US('dpl.txt'));
const dpl = readBisDplTxt(dplBytes);

function cslEntity(sourceId: string) {
  const found = csl.entities.find((e) => e.sourceId === sourceId);
  if (!found) throw new Error(`${sourceId} missing`);
  return found;
}

describe('readUsCslCsv on the real CSL excerpt (115 rows)', () => {
  const sourceRows = (parseCsv(new TextDecoder().decode(cslBytes)).slice(1) ?? []).map(
    (row) => row[0] ?? '',
  );

  it.each([
    // Treasury sources: OFAC's own SDN and non-SDN lists, imported from OFAC directly.
    ['Specially Designated Nationals (SDN) - Treasury Department', 28, false],
    ['Sectoral Sanctions Identifications List (SSI) - Treasury Department', 26, false],
    ['Palestinian Legislative Council List (PLC) - Treasury Department', 13, false],
    ['Capta List (CAP) - Treasury Department', 1, false],
    // Export-control sources of Commerce (BIS) and State, kept.
    ['Entity List (EL) - Bureau of Industry and Security', 22, true],
    ['ITAR Debarred (DTC) - State Department', 10, true],
    ['Denied Persons List (DPL) - Bureau of Industry and Security', 8, true],
    ['Unverified List (UVL) - Bureau of Industry and Security', 4, true],
    ['Nonproliferation Sanctions (ISN) - State Department', 3, true],
  ])('%s: %i rows, kept: %s', (source, rows, kept) => {
    expect(sourceRows.filter((s) => s === source)).toHaveLength(rows);
    expect(isTreasuryCslSource(source)).toBe(!kept);
    expect(csl.entities.some((e) => e.programmes[0] === source)).toBe(kept);
  });

  it('keeps the 47 export-list rows as 42 parties (one party listed at several addresses is one)', () => {
    expect(csl).toMatchObject({
      sanctionList: 'us_csl',
      listSource: 'US Consolidated Screening List (export controls)',
      format: 'us-csl-csv',
    });
    expect(csl.entities).toHaveLength(42);
    expect(new Set(csl.entities.map((e) => e.sourceId)).size).toBe(42);
    // Gunther Migeotte: five Entity List rows (one of them listing four addresses), eight addresses.
    expect(cslEntity('EL: Gunther Migeotte').addresses).toHaveLength(8);
  });

  it('maps an Entity List party field by field, the source first among its programmes', () => {
    expect(cslEntity('EL: 54th Research Institute of China')).toEqual({
      sanctionList: 'us_csl',
      listSource: 'US Consolidated Screening List (export controls)',
      sourceId: 'EL: 54th Research Institute of China',
      type: 'unknown',
      names: [
        { full: '54th Research Institute of China', kind: 'primary', script: 'latin' },
        {
          full: 'China Electronics Technology Group Corp. (CETC) 54th Research Institute',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'Communication, Telemetry and Telecontrol Research Institute (CTI)',
          kind: 'aka',
          script: 'latin',
        },
        {
          full: 'Shijiazhuang Communication Observation and Control Technology Institute.',
          kind: 'aka',
          script: 'latin',
        },
      ],
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      addresses: [{ full: 'CN' }],
      documents: [],
      programmes: ['Entity List (EL) - Bureau of Industry and Security'],
      titles: [],
      remarks:
        'Federal Register: 66 FR 24266, 77 FR 58006 (no. 182), 81 FR 64694\n' +
        'License requirement: For all items subject to the EAR.\n' +
        'License policy: See §744.3(d) of this part',
      listedOn: '2001-05-14',
      isActive: true,
    });
  });

  it('keeps the CSL programmes after the source (Nonproliferation: INKSNA, CBW Act)', () => {
    const isn = csl.entities.filter((e) => e.programmes[0]?.startsWith('Nonproliferation'));
    expect(isn.map((e) => e.programmes.slice(1))).toEqual([
      ['INKSNA'],
      ['INKSNA'],
      ['Chemical and Biological Weapons Act'],
    ]);
  });

  it('refuses a truncated file', () => {
    const cut = cslBytes.subarray(0, Math.floor(cslBytes.length * 0.6));
    expect(() => readUsCslCsv(cut)).toThrow(/never closed|fields, the header/);
  });

  it('refuses a CSV without the CSL header', () => {
    expect(() => readUsCslCsv(new TextEncoder().encode('a,b\n1,2\n'))).toThrow(
      'US CSL: the header row lacks the columns source, name, alt_names, programs, source_information_url',
    );
  });
});

describe('readBisDplTxt on the real Denied Persons List excerpt', () => {
  it('reads the 546 rows as 417 denial orders (name and effective date)', () => {
    const rows = new TextDecoder('latin1').decode(dplBytes).split(/\r?\n/).slice(1);
    expect(rows.filter((row) => row.trim() !== '')).toHaveLength(546);
    expect(dpl).toMatchObject({
      sanctionList: 'us_csl',
      listSource: 'US BIS Denied Persons List',
      format: 'us-bis-dpl-txt',
    });
    expect(dpl.entities).toHaveLength(417);
  });

  it('maps an order with two addresses field by field', () => {
    expect(dpl.entities.find((e) => e.sourceId === 'ABDULAH AL NASSER (03/04/2002)')).toEqual({
      sanctionList: 'us_csl',
      listSource: 'US BIS Denied Persons List',
      sourceId: 'ABDULAH AL NASSER (03/04/2002)',
      type: 'unknown',
      names: [{ full: 'ABDULAH AL NASSER', kind: 'primary', script: 'latin' }],
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      addresses: [
        {
          full: '605 TRAIL LAKE DRIVE, RICHARDSON, TX, 75081, US',
          street: '605 TRAIL LAKE DRIVE',
          city: 'RICHARDSON',
          region: 'TX',
          postalCode: '75081',
          country: 'US',
        },
        {
          full: '908 AUDELIA ROAD, SUIE 200, PMB #245, RICHARDSON, TX, 75081, US',
          street: '908 AUDELIA ROAD, SUIE 200, PMB #245',
          city: 'RICHARDSON',
          region: 'TX',
          postalCode: '75081',
          country: 'US',
        },
      ],
      documents: [],
      programmes: ['Denied Persons List (DPL) - Bureau of Industry and Security'],
      titles: [],
      remarks:
        '50 YEAR DENIAL\n' +
        'Federal Register: 67 F.R. 56530 9/4/02 67 F.R. 10890 3/11/02 71 F.R. 38843 7/10/06\n' +
        'Expires: 06/29/2056',
      listedOn: '2002-03-04',
      updatedOn: '2006-07-11',
      isActive: true,
    });
  });

  it('trims the space the list writes before some names (" ADRIAN MANUEL HERNANDEZ")', () => {
    expect(dpl.entities[0]?.names[0]?.full).toBe('ADRIAN MANUEL HERNANDEZ');
  });

  it('refuses a row cut short (truncated download)', () => {
    const text = new TextDecoder('latin1').decode(dplBytes);
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf('\t', 5000)));
    expect(() => readBisDplTxt(cut)).toThrow(/fields, expected 12/);
  });
});
