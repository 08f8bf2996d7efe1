import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readUnConsolidatedXml } from './read-un-consolidated';

const UN_XML = fileURLToPath(
  new URL('../../../../../shared/data/lists/un/consolidated.xml', import.meta.url),
);
const publication = readUnConsolidatedXml(readFileSync(UN_XML));
const bySourceId = new Map(publication.entities.map((entity) => [entity.sourceId, entity]));

function entity(sourceId: string) {
  const found = bySourceId.get(sourceId);
  if (!found) throw new Error(`${sourceId} missing`);
  return found;
}

describe('readUnConsolidatedXml on the real 2026-02-27 list', () => {
  it('reads the counts PROVENANCE.md gives (1,003 = 730 individuals + 273 entities)', () => {
    expect(publication.entities).toHaveLength(1003);
    expect(publication.entities.filter((e) => e.type === 'individual')).toHaveLength(730);
    expect(publication.entities.filter((e) => e.type === 'entity')).toHaveLength(273);
    expect(bySourceId.size).toBe(1003);
  });

  it('keeps all 395 Arabic-script names (366 original-script + 29 aliases)', () => {
    const arabic = publication.entities.flatMap((e) =>
      e.names.filter((n) => n.script === 'arabic'),
    );
    expect(arabic).toHaveLength(395);
    expect(arabic.filter((n) => n.kind === 'primary')).toHaveLength(366);
    expect(arabic.filter((n) => n.kind !== 'primary')).toHaveLength(29);
  });

  it('states the publication and its date', () => {
    expect(publication).toMatchObject({
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      format: 'un-xml',
      publishedAt: '2026-02-27T00:00:09.554Z',
    });
  });

  it('maps QDi.006 field by field', () => {
    const record = entity('QDi.006');
    expect(record).toMatchObject({
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      type: 'individual',
      birthDates: [{ raw: '1951-06-19', year: 1951, month: 6, day: 19 }],
      birthPlaces: ['Giza, Egypt'],
      nationalities: ['Egypt'],
      documents: [
        { type: 'Passport', number: '1084010', country: 'Egypt' },
        { type: 'Passport', number: '19820215' },
      ],
      programmes: ['Al-Qaida'],
      titles: ['Doctor', 'Dr.'],
      listedOn: '2001-01-25',
      updatedOn: '2025-03-11',
      isActive: true,
    });
    expect(record.names.slice(0, 3)).toEqual([
      { full: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI', kind: 'primary', script: 'latin' },
      { full: 'أيمن محمد ربيع الظواهري', kind: 'primary', script: 'arabic' },
      { full: 'Ayman Al-Zawahari', kind: 'aka', script: 'latin' },
    ]);
    expect(record.names.filter((n) => n.kind === 'weak').map((n) => n.full)).toEqual([
      'Abu Fatma',
      'Abu Mohammed',
    ]);
    expect(record.names).toHaveLength(17);
    expect(record.remarks).toMatch(/^Leader of Al-Qaida \(QDe\.004\)/);
  });

  it('maps an entity with f.k.a. aliases and addresses', () => {
    const withFka = publication.entities.find(
      (e) => e.type === 'entity' && e.names.some((n) => n.kind === 'fka'),
    );
    expect(withFka).toBeDefined();
    const addressed = publication.entities.filter(
      (e) => e.type === 'entity' && e.addresses.length > 0,
    );
    expect(addressed.length).toBeGreaterThan(100);
    for (const e of addressed) for (const a of e.addresses) expect(a.full).not.toBe('');
  });

  it.each([
    ['EXACT year', 'QDi.012', { raw: '1961', year: 1961 }],
    ['full date', 'IQi.001', { raw: '1937-04-28', year: 1937, month: 4, day: 28 }],
  ])('reads a %s date of birth (%s)', (_case, sourceId, date) => {
    expect(entity(sourceId).birthDates).toContainEqual(date);
  });

  it('reads APPROXIMATELY as circa and BETWEEN as a year range', () => {
    const dates = publication.entities.flatMap((e) => e.birthDates);
    expect(dates.filter((d) => d.circa === true).length).toBeGreaterThanOrEqual(116);
    expect(dates.filter((d) => d.toYear !== undefined)).toHaveLength(31);
    for (const d of dates.filter((d) => d.toYear !== undefined)) {
      expect(d.year).toBeLessThanOrEqual(d.toYear ?? 0);
    }
  });

  it('rejects a truncated file with a clear error', () => {
    const bytes = readFileSync(UN_XML);
    expect(() => readUnConsolidatedXml(bytes.subarray(0, bytes.length / 2))).toThrow(
      /XML|unclosed|end/i,
    );
  });

  it('rejects another XML document', () => {
    const other = new TextEncoder().encode(
      '<?xml version="1.0"?><export><sanctionEntity/></export>',
    );
    expect(() => readUnConsolidatedXml(other)).toThrow(
      'UN: expected root element CONSOLIDATED_LIST, found export',
    );
  });
});
