import { describe, expect, it } from 'vitest';
import { latinToCyrillic, romanise } from './cyrillic-tables';
import { koreanRomanisation } from './korean-cases';
import { legalFormCase } from './legal-form-cases';
import { nicknameCase } from './nickname-cases';
import { droppedMiddleCase } from './dropped-middle-cases';
import type { Candidate } from './deck-candidate';
import { createPrng } from './prng';

function candidate(full: string, type: 'individual' | 'entity' = 'individual'): Candidate {
  const name = { full, kind: 'primary' as const, script: 'latin' as const };
  return {
    entity: {
      sanctionList: 'ofac',
      listSource: 'OFAC',
      sourceId: '1',
      type,
      names: [name],
      birthDates: [],
      birthPlaces: [],
      nationalities: ['Russia'],
      addresses: [],
      documents: [],
      programmes: [],
      titles: [],
      isActive: true,
    },
    name,
    nameIndex: 0,
  };
}

describe('deck-side transliteration tables', () => {
  it.each([
    ['Aleksandr', 'александр'],
    ['Dmitriyevich', 'дмитриевич'],
    ['ZHUKOV', 'жуков'],
    ['Shchukin', 'щукин'],
    ['Vasily', 'василий'],
    ['Yevgeniy', 'евгений'],
  ])('%s -> %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it.each([
    ['юрий', 'ICAO 9303', 'iurii'],
    ['евгений', 'German', 'jewgeni'],
    ['савченко', 'German', 'sawtschenko'],
    ['жуков', 'French', 'joukoff'],
  ] as const)('%s by %s -> %s', (cyrillic, scheme, latin) => {
    expect(romanise(cyrillic, scheme)).toBe(latin);
  });
});

describe('round 3 generators', () => {
  it('gives a pet name and may drop the patronymic', () => {
    const made = nicknameCase(candidate('KLYUEV, Dmitriy Yuryevich'), createPrng('x'));
    expect(made?.query.firstName).toMatch(/^(Dima|Mitya)/);
    expect(made?.query.lastName).toBe('KLYUEV');
  });

  it('varies the legal form and keeps the distinctive words', () => {
    const made = legalFormCase(candidate('M INVEST, OOO', 'entity'), createPrng('y'));
    expect(made?.query.lastName).toMatch(/^M INVEST/);
    expect(made?.query.lastName).not.toBe('M INVEST, OOO');
  });

  it('re-romanises a North Korean name', () => {
    const made = koreanRomanisation(candidate('RI, Thae Chol'), createPrng('z'));
    expect(`${made?.query.firstName} ${made?.query.lastName}`.toLowerCase()).toMatch(/thae|chol/);
  });

  it('keeps first and family name only', () => {
    const made = droppedMiddleCase(candidate('FEDOROV, Yury Viktorovich'), createPrng('w'));
    expect(made?.query).toMatchObject({ firstName: 'Yury', lastName: 'FEDOROV' });
  });
});
