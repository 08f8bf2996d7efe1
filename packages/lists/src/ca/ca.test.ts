import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCaSemaXml } from './read-ca-sema';

const CA = (path: string): string =>
  fileURLToPath(new URL(`../../../../../shared/data/lists-more/ca-sema/${path}`, import.meta.url));
const current = readCaSemaXml(readFileSync(CA('sema-lmes.xml')));
const old = readCaSemaXml(readFileSync(CA('2020-04-15/sema-lmes.xml')));

function entity(sourceId: string, publication = current) {
  const found = publication.entities.find((e) => e.sourceId === sourceId);
  if (!found) throw new Error(`${sourceId} missing`);
  return found;
}

const countTypes = (publication: typeof current) =>
  Object.fromEntries(
    ['individual', 'entity', 'vessel'].map((type) => [
      type,
      publication.entities.filter((e) => e.type === type).length,
    ]),
  );

describe('readCaSemaXml on the real Canadian lists', () => {
  it.each([
    // PROVENANCE.md: 4,759 = 3,334 persons + 1,425 EntityOrShip, of which 109 with an IMO number.
    ['the current schema (2025)', current, 4759, { individual: 3334, entity: 1316, vessel: 109 }],
    // PROVENANCE.md: 1,369 = 985 persons + 384 entities.
    ['the 2020 schema', old, 1369, { individual: 985, entity: 384, vessel: 0 }],
  ])('reads every record of %s with a unique source id', (_case, publication, total, types) => {
    expect(publication).toMatchObject({
      sanctionList: 'ca',
      listSource: 'Canada Consolidated Autonomous Sanctions List',
      format: 'ca-sema-xml',
    });
    expect(publication.entities).toHaveLength(total);
    expect(new Set(publication.entities.map((e) => e.sourceId)).size).toBe(total);
    expect(countTypes(publication)).toEqual(types);
  });

  it('counts records per regime as PROVENANCE.md does (Russia 2,426, Ukraine 553, Iran 460)', () => {
    const regimes = current.entities.map((e) => e.programmes[0]);
    expect(regimes.filter((r) => r === 'Russia')).toHaveLength(2426);
    expect(regimes.filter((r) => r === 'Ukraine')).toHaveLength(553);
    expect(regimes.filter((r) => r === 'Iran')).toHaveLength(460);
  });

  it('maps Lukashenko (Belarus, schedule 1 part 1, item 8) field by field', () => {
    expect(entity('Belarus / 1, Part 1 / 8')).toEqual({
      sanctionList: 'ca',
      listSource: 'Canada Consolidated Autonomous Sanctions List',
      sourceId: 'Belarus / 1, Part 1 / 8',
      type: 'individual',
      names: [
        {
          full: 'Aleksandr Grigoryevich Lukashenko',
          given: 'Aleksandr Grigoryevich',
          family: 'Lukashenko',
          kind: 'primary',
          script: 'latin',
        },
      ],
      birthDates: [{ raw: '1954-08-30', year: 1954, month: 8, day: 30 }],
      birthPlaces: [],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: ['Belarus'],
      titles: [],
      listedOn: '2020-09-28',
      isActive: true,
    });
  });

  it('keeps Cyrillic aliases, dropping the language labels of the Aliases text', () => {
    const withLabels = current.entities.find((e) =>
      e.names.some((n) => n.full === 'Руслан Хикметович МАШАДИЕВ'),
    );
    expect(withLabels?.names.map((n) => [n.full, n.kind, n.script])).toContainEqual([
      'Руслан Хiкметовiч МАШАДЗЕЎ',
      'aka',
      'cyrillic',
    ]);
    const cyrillic = current.entities
      .flatMap((e) => e.names)
      .filter((n) => n.script === 'cyrillic');
    expect(cyrillic.length).toBeGreaterThan(2000);
    const labelled = current.entities
      .flatMap((e) => e.names)
      .filter((n) => /\b(?:Russian|Belarusian|Arabic)\s*:/.test(n.full));
    expect(labelled).toEqual([]);
  });

  it('maps a ship with its IMO number, type and build year', () => {
    expect(entity('Russia / 1.1 / 1')).toMatchObject({
      type: 'vessel',
      names: [{ full: 'Balitiyskiy III', kind: 'primary', script: 'latin' }],
      documents: [{ type: 'IMO', number: '7612448' }],
      vessel: { imoNumber: '7612448', type: 'General Cargo / Multi Purpose' },
      birthDates: [],
      titles: [],
      remarks: 'Ship built: 1980',
      listedOn: '2025-02-21',
    });
  });

  it('reads the 2020 schema (Entity, Title, DateOfBirth) with comma-separated aliases', () => {
    expect(entity('Burma / 1 / 7', old)).toMatchObject({
      type: 'entity',
      names: [
        { full: 'Htoo Furniture', kind: 'primary' },
        { full: 'Htoo Wood', kind: 'aka' },
        { full: 'Htoo Wood Products', kind: 'aka' },
        { full: 'Htoo Wood Products Pte. Limited', kind: 'aka' },
        { full: 'Htoo Wood-Based Industry', kind: 'aka' },
      ],
      programmes: ['Burma'],
    });
    expect(old.entities.filter((e) => e.titles.length > 0)).toHaveLength(64);
    expect(old.entities.filter((e) => e.birthDates.length > 0).length).toBeGreaterThan(200);
  });

  it('refuses a truncated file', () => {
    const bytes = readFileSync(CA('sema-lmes.xml'));
    expect(() => readCaSemaXml(bytes.subarray(0, bytes.length / 2))).toThrow(/unclosed|end/i);
  });

  it.each([
    [
      'another XML document',
      '<?xml version="1.0"?><export><sanctionEntity/></export>',
      /root element/,
    ],
    ['an empty data-set', '<?xml version="1.0"?><data-set></data-set>', /no record/],
    [
      'a record without its item number',
      '<data-set><record><Country>Iran</Country><LastName>X</LastName></record></data-set>',
      /no Item/,
    ],
  ])('refuses %s', (_case, xml, reason) => {
    expect(() => readCaSemaXml(new TextEncoder().encode(xml))).toThrow(reason);
  });
});
