import { describe, expect, it } from 'vitest';
import type { ListEntity } from '@sanctions/screening';
import type { Candidate } from './deck-candidate';
import { oneNameTyped } from './one-name-typed-cases';
import { createPrng } from './prng';
import { TokenSpread } from './token-spread';

function entity(full: string, type: 'individual' | 'entity'): ListEntity {
  return {
    sanctionList: 'uk',
    listSource: 'UK',
    sourceId: full,
    type,
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

const candidate = (e: ListEntity): Candidate => {
  const name = e.names[0];
  if (name === undefined) throw new Error('no name');
  return { entity: e, name, nameIndex: 0 };
};

describe('one name as typed: deck cases (R3.14-R3.16)', () => {
  it.each([
    ['Suhail Mohammad ABDULLATIF', 'individual', '', 'ABDULLATIF'],
    ['HAJI MUHAMMAD ASHRAF', 'individual', 'HAJI', 'ASHRAF'],
    ['AO VSK', 'entity', '', 'VSK'],
    // No reading applies: an ordinary family name, a long word, a name without a legal form beside it.
    ['Ivan PETROV', 'individual', undefined, undefined],
    ['AO GAZPROMNEFT', 'entity', undefined, undefined],
    ['VSK', 'entity', undefined, undefined],
  ] as const)('%s -> %s %s', (full, type, firstName, lastName) => {
    const e = entity(full, type);
    const made = oneNameTyped(new TokenSpread([e]))(candidate(e), createPrng(full));
    expect(made?.query.firstName).toBe(firstName);
    expect(made?.query.lastName).toBe(lastName);
  });
});
