import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import type { ListEntity } from '../model/list-entity';
import { compoundHeadStem } from '../normalize/compounds';
import { screen } from '../screen';
import type { ScreeningQuery } from '../types';

/** ADR 002 R3.11: "Abdul X" written for "Abdul Bari X", the compound's head standing for the compound. */
function person(sourceId: string, full: string): ListEntity {
  return {
    sanctionList: 'un',
    listSource: 'UN',
    sourceId,
    type: 'individual',
    names: [{ full, kind: 'primary', script: 'latin' }],
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    isActive: true,
  };
}

// Real list names (UN Taliban list, OFAC consolidated list) among fillers, so token weights are list-like.
const LISTED: readonly (readonly [string, string])[] = [
  ['TAi.094', 'ABDUL BARI AKHUND'],
  ['TAi.122', 'ABDUL MANAN MOHAMMAD ISHAK'],
  ['TAi.027', 'ABDUL SALAM HANAFI ALI MARDAN QUL'],
  ['TAi.038', 'ABDUL BAQI BASIR AWAL SHAH'],
  ['9648', 'HASAN DUKHAN, Abdul Fattah'],
];
const letter = (n: number) => String.fromCharCode(97 + (n % 26));
const fillers = Array.from({ length: 2000 }, (_, i) =>
  person(`f${i}`, `Mohammad Filler${letter(i)}${letter(Math.floor(i / 26))}x`),
);
const index = buildScreeningIndex([...LISTED.map(([id, full]) => person(id, full)), ...fillers]);

function hit(query: Partial<ScreeningQuery>, sourceId: string) {
  return screen(
    index,
    { firstName: '', lastName: '', arabicName: '', searchType: 'fuzzy', lists: [], ...query },
    { minConfidence: 0 },
  ).matches.find((m) => m.entity.sourceId === sourceId);
}

describe('a compound head standing for the compound given name', () => {
  it.each([
    ['abdul', 'abdulbari', 'bari'],
    ['abdel', 'abdulaziz', 'aziz'],
    ['abd', 'abdullah', 'lah'],
    ['abdulbari', 'abdul', undefined],
    ['abu', 'abdulbari', undefined],
    ['abdul', 'abdo', undefined],
  ])('%s for the listed %s: stem %s', (query, listed, stem) => {
    expect(compoundHeadStem(query, listed)).toBe(stem);
  });

  it.each([
    ['ABDUL', 'AKHUND', 'TAi.094', 'Abdul Bari'],
    ['ABDUL', 'ISHAK', 'TAi.122', 'Abdul Manan'],
    ['ABDUL', 'QUL', 'TAi.027', 'Abdul Salam'],
    ['Abdul', 'DUKHAN', '9648', 'Abdul Fattah'],
  ])('alerts on %s %s for %s and says Abdul may stand for %s', (first, last, id, compound) => {
    const match = hit({ firstName: first, lastName: last }, id);
    expect(match?.confidence).toBeGreaterThanOrEqual(70);
    expect(match?.analysis.en).toContain(`Abdul may stand for ${compound}`);
    expect(match?.analysis.ar).toContain(`\u2068${compound}\u2069`);
    expect(match?.analysis.ar).toContain('الاسم المركّب');
  });

  it('keeps the whole compound above its head alone', () => {
    const whole = hit({ firstName: 'Abdul Bari', lastName: 'Akhund' }, 'TAi.094')?.confidence ?? 0;
    const head = hit({ firstName: 'Abdul', lastName: 'Akhund' }, 'TAi.094')?.confidence ?? 0;
    expect(whole).toBeGreaterThan(head);
  });
});
