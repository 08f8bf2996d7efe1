import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pepTier } from '../pep-tier';
import { readUsCongressYaml } from './read-us-congress-yaml';

/** Real CC0 files beside the repository (see shared/data/lists-more/pep-us-congress/PROVENANCE.md). */
const data = (file: string): Uint8Array =>
  readFileSync(
    new URL(`../../../../../../shared/data/lists-more/pep-us-congress/${file}`, import.meta.url),
  );

const legislators = readUsCongressYaml(data('legislators-current.yaml'));
const executive = readUsCongressYaml(data('executive.yaml'));
const find = (entities: typeof legislators.entities, sourceId: string) => {
  const found = entities.find((entity) => entity.sourceId === sourceId);
  if (!found) throw new Error(`${sourceId} missing`);
  return found;
};
/** The day these tests were written; the tier depends on it, never on the clock. */
const AS_OF = '2026-11-29';

describe('readUsCongressYaml on legislators-current.yaml (2026-06-15)', () => {
  it('reads the 537 members PROVENANCE.md counts, one record each, all US persons with a birth date', () => {
    expect(legislators).toMatchObject({
      sourceKind: 'pep',
      sanctionList: 'pep_us_congress',
      format: 'us-congress-yaml',
    });
    expect(legislators.entities).toHaveLength(537);
    expect(new Set(legislators.entities.map((e) => e.sourceId)).size).toBe(537);
    for (const entity of legislators.entities) {
      expect(entity).toMatchObject({
        type: 'individual',
        sourceKind: 'pep',
        nationalities: ['US'],
      });
      expect(entity.birthDates[0]?.day).toBeDefined();
    }
    expect(
      legislators.entities.filter((e) => e.documents.some((d) => d.type === 'Wikidata')),
    ).toHaveLength(536);
  });

  it('maps Maria Cantwell: one House tenure and one unbroken Senate tenure from 2001', () => {
    const cantwell = find(legislators.entities, 'C000127');
    expect(cantwell).toMatchObject({
      names: [{ full: 'Maria Cantwell', kind: 'primary', given: 'Maria', family: 'Cantwell' }],
      birthDates: [{ raw: '1958-10-13', year: 1958, month: 10, day: 13 }],
      gender: 'female',
      documents: [{ type: 'Wikidata', number: 'Q22250' }],
      programmes: ['US Congress'],
    });
    expect(cantwell.pep.positions).toEqual([
      {
        role: 'Member of the US House of Representatives for WA-1',
        body: 'United States House of Representatives',
        country: 'US',
        level: 'national',
        startDate: '1993-01-05',
        endDate: '1995-01-03',
      },
      expect.objectContaining({
        role: 'US Senator for WA',
        startDate: '2001-01-03',
        endDate: '2031-01-03',
      }),
    ]);
    expect(pepTier(cantwell.pep, AS_OF)).toBe('national');
  });

  it('keeps the nickname as an alias (Chuck Grassley)', () => {
    const grassley = legislators.entities.find((e) => e.names[0]?.full === 'Chuck Grassley');
    expect(grassley?.names.map((n) => n.full)).toEqual(['Chuck Grassley', 'Charles E. Grassley']);
  });

  it('a member whose last term ended before the date is a former PEP', () => {
    const tiers = legislators.entities.map((e) => pepTier(e.pep, AS_OF));
    expect(tiers.filter((tier) => tier === 'national')).toHaveLength(535);
    expect(tiers.filter((tier) => tier === 'former')).toHaveLength(2);
    expect(legislators.entities.every((e) => pepTier(e.pep, '2027-01-04') === 'former')).toBe(
      false,
    );
  });
});

describe('readUsCongressYaml on executive.yaml', () => {
  it('reads 80 presidents and vice presidents; only the incumbents are current', () => {
    expect(executive.entities).toHaveLength(80);
    const current = executive.entities.filter((e) => pepTier(e.pep, AS_OF) !== 'former');
    expect(current.map((e) => e.names[0]?.full).sort()).toEqual(['Donald J. Trump', 'J.D. Vance']);
  });

  it('keys the early presidents without a Bioguide id by their GovTrack id', () => {
    expect(executive.entities.filter((e) => e.sourceId.startsWith('govtrack-'))).toHaveLength(13);
    expect(find(executive.entities, 'W000178').pep.positions).toEqual([
      expect.objectContaining({
        role: 'President of the United States',
        startDate: '1789-04-30',
        endDate: '1797-03-04',
      }),
    ]);
  });
});

describe('readUsCongressYaml on damaged input', () => {
  it.each([
    [
      'cut inside a line',
      (bytes: Uint8Array) => bytes.subarray(0, bytes.length / 2 + 3),
      /newline|YAML|unexpected/,
    ],
    ['not YAML', () => new TextEncoder().encode('- id: [unclosed\n'), /not readable YAML/],
    ['another YAML document', () => new TextEncoder().encode('title: x\n'), /unexpected content/],
    [
      'a person without terms',
      () =>
        new TextEncoder().encode(
          '- id: {bioguide: X1}\n  name: {first: A, last: B}\n  terms: []\n',
        ),
      /0\.terms/,
    ],
  ])('refuses %s', (_case, damage, reason) => {
    expect(() => readUsCongressYaml(damage(data('legislators-current.yaml')))).toThrow(reason);
  });
});
