import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { screen } from '../screen';
import { slippedCompoundReading } from './compound-slips';

/**
 * ADR 002 R5.33 (lane r5-recall): a one-token Abd- compound typed with one slip in its head, or split inside,
 * is read back as the listed compound. Names modelled on the property test's known losses (UN QDi.187
 * Abdullah Abdurrahman, OFAC 10937 ABU ZEID, Abdelhamid, UK 7890 Abderrezak ZAIMECHE).
 */
describe('slippedCompoundReading', () => {
  const listed = new Set(['abdulrahman', 'abdulhamid', 'abdulrezak', 'abdullah', 'abdulilah']);
  const known = (token: string) => listed.has(token);

  it.each<[string[], string[], string]>([
    [['abdullah', 'adbdurrahman'], ['abdullah', 'abdulrahman'], 'adbdurrahman'],
    [['abdephamid', 'abu', 'zeid'], ['abdulhamid', 'abu', 'zeid'], 'abdephamid'],
    [['bdelhamid'], ['abdulhamid'], 'bdelhamid'],
    [['abderre', 'zak', 'zaimeche'], ['abdulrezak', 'zaimeche'], 'abderre zak'],
  ])('%j -> %j', (raw, tokens, typed) => {
    expect(slippedCompoundReading(raw, known)).toEqual({ tokens, typed });
  });

  it.each<[string, string[]]>([
    ['a listed word is no slip', ['abdullah']],
    [
      'a compound the folding reads already (a slip in its stem is the ordinary rules)',
      ['abdulrahmen'],
    ],
    ['two listed compounds one slip away: a guess, not a reading', ['abdlilah']],
    ['a word one slip from no listed compound', ['andersson']],
    ['a short word', ['abdlah']],
  ])('%s', (_why, raw) => {
    expect(slippedCompoundReading(raw, known)).toBeUndefined();
  });
});

const person = (sourceId: string, full: string) =>
  namedParty(sourceId, [{ full, kind: 'primary' }], { sanctionList: 'ofac', listSource: 'SDN' });

const index = buildScreeningIndex([
  person('abu-zeid', 'Abdelhamid ABU ZEID'),
  person('zaimeche', 'Abderrezak ZAIMECHE'),
  ...Array.from({ length: 300 }, (_, i) => person(`f${i}`, `Abdelhamid ${fillerWord(i)}`)),
]);

const confidenceOf = (firstName: string, lastName: string, sourceId: string) => {
  const match = screen(
    index,
    { firstName, lastName, arabicName: '', searchType: 'fuzzy', lists: [] },
    { minConfidence: 0, maxResults: 500 },
  ).matches.find((m) => m.entity.sourceId === sourceId);
  return match;
};

describe('a slipped or split compound in a screened name (R5.33)', () => {
  it.each<[string, string, string]>([
    ['Abdephamid', 'ABU ZEID', 'abu-zeid'],
    ['Abderre zak', 'ZAIMECHE', 'zaimeche'],
  ])('"%s %s" alerts, below high, and says how it was read', (firstName, lastName, sourceId) => {
    const match = confidenceOf(firstName, lastName, sourceId);
    expect(match?.confidence ?? 0).toBeGreaterThanOrEqual(70);
    expect(match?.confidence ?? 0).toBeLessThan(90);
    expect(match?.analysis.en).toContain('is read as the listed compound name');
    expect(match?.analysis.ar).toContain('على أنها الاسم المركّب المدرج');
  });

  it('leaves the name typed as listed exact and high', () => {
    expect(confidenceOf('Abdelhamid', 'ABU ZEID', 'abu-zeid')?.confidence).toBe(100);
  });
});
