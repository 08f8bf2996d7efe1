import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pepTier } from '../pep-tier';
import { mapFtmPerson } from './map-ftm-person';
import { readFtmLines } from './read-ftm-lines';
import { readFtmPep } from './read-ftm-pep';

/** Real FtM export (MIT, see fixtures/PROVENANCE.md): party donors, none of them a PEP. */
const DONATIONS = readFileSync(new URL('./fixtures/donations.ijson', import.meta.url));
const encode = (lines: readonly object[]): Uint8Array =>
  new TextEncoder().encode(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');

describe('readFtmPep on the real donations.ijson (nomenklatura fixture)', () => {
  const entities = readFtmLines(new TextDecoder().decode(DONATIONS));
  const byId = new Map(entities.map((entity) => [entity.id, entity]));

  it('parses all 474 lines with their schemata', () => {
    const counts: Record<string, number> = {};
    for (const entity of entities) counts[entity.schema] = (counts[entity.schema] ?? 0) + 1;
    expect(counts).toEqual({
      Payment: 290,
      Address: 89,
      Company: 56,
      Person: 22,
      Organization: 17,
    });
  });

  it('leaves out the 22 donors: people without a position, relation or PEP topic are not PEPs', () => {
    expect(readFtmPep(DONATIONS)).toMatchObject({
      sourceKind: 'pep',
      sanctionList: 'pep_ftm',
      format: 'ftm-jsonl',
      entities: [],
    });
  });

  it('maps a real Person line with its linked Address entity', () => {
    const person = byId.get('2d3e50433e36ebe16f3d906b684c9d5124c46d76');
    if (person === undefined) throw new Error('fixture person missing');
    const record = mapFtmPerson(person, { positions: [], relatives: [], associates: [] }, byId);
    expect(record).toMatchObject({
      sanctionList: 'pep_ftm',
      sourceId: '2d3e50433e36ebe16f3d906b684c9d5124c46d76',
      type: 'individual',
      names: [{ full: 'Frau Johanna Quandt', kind: 'primary', script: 'latin' }],
      addresses: [
        {
          full: 'Seedammweg 55, 61352 Bad Homburg',
          street: 'Seedammweg 55',
          city: '61352 Bad Homburg',
          country: 'DE',
        },
      ],
    });
  });

  it.each([
    ['a truncated last line', DONATIONS.subarray(0, DONATIONS.length - 40), /line 474 is not JSON/],
    [
      'a line that is not an entity',
      encode([{ id: 'x', schema: 'Person' }, { name: 'no id' }]),
      /line 2 is not an entity/,
    ],
  ])('refuses %s', (_case, bytes, reason) => {
    expect(() => readFtmPep(bytes)).toThrow(reason);
  });
});

/**
 * The PEP schemata on lines written here from the FtM schema definitions (Occupancy: holder, post,
 * startDate, endDate, status; Position: name, country, organization, subnationalArea, topics;
 * Family: person, relative, relationship; Associate: person, associate, relationship). No real
 * permissively licensed file with these schemata was found (fixtures/PROVENANCE.md). The people
 * are the real US office holders of the CC0 congress-legislators files, with their real terms.
 */
const PEP_LINES = [
  {
    id: 'Q22250',
    schema: 'Person',
    properties: {
      name: ['Maria Cantwell'],
      birthDate: ['1958-10-13'],
      citizenship: ['us'],
      gender: ['female'],
      wikidataId: ['Q22250'],
      topics: ['role.pep'],
    },
  },
  { id: 'senate', schema: 'PublicBody', properties: { name: ['United States Senate'] } },
  {
    id: 'pos-sen-wa',
    schema: 'Position',
    properties: {
      name: ['United States Senator from Washington'],
      country: ['us'],
      organization: ['senate'],
      topics: ['gov.national', 'gov.legislative'],
    },
  },
  {
    id: 'pos-wa-1',
    schema: 'Position',
    properties: {
      name: ["Member of the US House of Representatives from Washington's 1st district"],
      country: ['us'],
      topics: ['gov.national'],
    },
  },
  {
    id: 'occ-1',
    schema: 'Occupancy',
    properties: {
      holder: ['Q22250'],
      post: ['pos-wa-1'],
      startDate: ['1993-01-05'],
      endDate: ['1995-01-03'],
      status: ['ended'],
    },
  },
  {
    id: 'occ-2',
    schema: 'Occupancy',
    properties: {
      holder: ['Q22250'],
      post: ['pos-sen-wa'],
      startDate: ['2001-01-03'],
      status: ['current'],
    },
  },
  {
    id: 'Q6279',
    schema: 'Person',
    properties: {
      name: ['Joe Biden'],
      alias: ['Joseph Robinette Biden Jr.'],
      birthDate: ['1942-11-20'],
      topics: ['role.pep'],
    },
  },
  {
    id: 'pos-potus',
    schema: 'Position',
    properties: {
      name: ['President of the United States'],
      country: ['us'],
      topics: ['gov.national', 'gov.head'],
    },
  },
  {
    id: 'occ-3',
    schema: 'Occupancy',
    properties: {
      holder: ['Q6279'],
      post: ['pos-potus'],
      startDate: ['2021-01-20'],
      endDate: ['2025-01-20'],
    },
  },
  {
    id: 'hunter-biden',
    schema: 'Person',
    properties: { name: ['Hunter Biden'], birthDate: ['1970-02-04'], topics: ['role.rca'] },
  },
  {
    id: 'fam-1',
    schema: 'Family',
    properties: { person: ['Q6279'], relative: ['hunter-biden'], relationship: ['son'] },
  },
  {
    id: 'Q5',
    schema: 'Person',
    target: false,
    properties: { name: ['Not a target'], position: ['Mayor'] },
  },
];

describe('readFtmPep on the PEP schemata', () => {
  const publication = readFtmPep(encode(PEP_LINES));
  const record = (id: string) => {
    const found = publication.entities.find((entity) => entity.sourceId === id);
    if (!found) throw new Error(`${id} missing`);
    return found;
  };

  it('keeps the PEPs and the relative, never a target: false person', () => {
    expect(publication.entities.map((e) => e.sourceId)).toEqual([
      'Q22250',
      'Q6279',
      'hunter-biden',
    ]);
  });

  it('joins Occupancy -> Position -> organisation into positions with dates and level', () => {
    const cantwell = record('Q22250');
    expect(cantwell).toMatchObject({
      nationalities: ['US'],
      gender: 'female',
      documents: [{ type: 'Wikidata', number: 'Q22250' }],
    });
    expect(cantwell.pep.positions).toEqual([
      {
        role: "Member of the US House of Representatives from Washington's 1st district",
        country: 'US',
        level: 'national',
        startDate: '1993-01-05',
        endDate: '1995-01-03',
        ended: true,
      },
      {
        role: 'United States Senator from Washington',
        body: 'United States Senate',
        country: 'US',
        level: 'national',
        startDate: '2001-01-03',
      },
    ]);
    expect(pepTier(cantwell.pep, '2026-11-29')).toBe('national');
  });

  it('a president whose term ended is a former PEP; the family link shows on both sides', () => {
    const biden = record('Q6279');
    expect(pepTier(biden.pep, '2026-11-29')).toBe('former');
    expect(pepTier(biden.pep, '2024-06-01')).toBe('national');
    expect(biden.names.map((n) => [n.full, n.kind])).toEqual([
      ['Joe Biden', 'primary'],
      ['Joseph Robinette Biden Jr.', 'aka'],
    ]);
    expect(biden.pep.relatives).toEqual([
      { name: 'Hunter Biden', relationship: 'son', sourceId: 'hunter-biden' },
    ]);
    expect(record('hunter-biden').pep.relatives).toEqual([
      { name: 'Joe Biden', relationship: 'son of', sourceId: 'Q6279' },
    ]);
  });

  it.each([
    [['gov.igo'], {}, 'international_organisation'],
    [['gov.state'], {}, 'regional'],
    [['gov.muni'], {}, 'regional'],
    [['gov.national'], { subnationalArea: ['Bavaria'] }, 'regional'],
    [['gov.national'], {}, 'national'],
  ])('a Position with topics %j and %j is %s', (topics, extra, level) => {
    const lines = [
      { id: 'p', schema: 'Person', properties: { name: ['Someone'] } },
      { id: 'pos', schema: 'Position', properties: { name: ['Function'], topics, ...extra } },
      { id: 'o', schema: 'Occupancy', properties: { holder: ['p'], post: ['pos'] } },
    ];
    expect(readFtmPep(encode(lines)).entities[0]?.pep.positions[0]?.level).toBe(level);
  });

  it('names a Person from firstName/lastName when it has no name', () => {
    const lines = [
      {
        id: 'p',
        schema: 'Person',
        properties: { firstName: ['Maria'], lastName: ['Cantwell'], topics: ['role.pep'] },
      },
    ];
    expect(readFtmPep(encode(lines)).entities[0]?.names).toEqual([
      {
        full: 'Maria Cantwell',
        kind: 'primary',
        script: 'latin',
        given: 'Maria',
        family: 'Cantwell',
      },
    ]);
  });

  it('keeps Associate links apart from Family links', () => {
    const lines = [
      { id: 'a', schema: 'Person', properties: { name: ['A'], topics: ['role.pep'] } },
      { id: 'b', schema: 'Person', properties: { name: ['B'] } },
      {
        id: 'r',
        schema: 'Associate',
        properties: { person: ['a'], associate: ['b'], relationship: ['business partner'] },
      },
    ];
    const [a, b] = readFtmPep(encode(lines)).entities;
    expect(a?.pep).toEqual({
      positions: [],
      relatives: [],
      associates: [{ name: 'B', relationship: 'business partner', sourceId: 'b' }],
    });
    expect(b?.pep.associates).toEqual([
      { name: 'A', relationship: 'business partner of', sourceId: 'a' },
    ]);
  });
});
