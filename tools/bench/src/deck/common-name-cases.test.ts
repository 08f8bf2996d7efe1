import { describe, expect, it } from 'vitest';
import type { ListEntity } from '@sanctions/screening';
import { buildCommonNames, slavicPatronymic } from './common-name-cases';
import { ListedNames } from './listed-names';

function person(sourceId: string, full: string, nationalities: string[]): ListEntity {
  return {
    sanctionList: 'ofac',
    listSource: 'OFAC',
    sourceId,
    type: 'individual',
    names: [{ full, kind: 'primary', script: 'latin' }],
    birthDates: [],
    birthPlaces: [],
    nationalities,
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    isActive: true,
  };
}

// Listed persons whose given and family names give the frequencies the public tables lack.
const families = ['HASSAN', 'OMAR', 'KHALIL', 'AHMADI', 'KARIMI', 'NOORZAI', 'KHAN', 'SAID'];
const nationalities = ['Syria', 'Iran', 'Afghanistan', 'Pakistan'];
const entities = families.flatMap((family, f) =>
  Array.from({ length: 4 }, (_, k) =>
    person(
      `${f}-${k}`,
      `${family}, ${['Ahmad', 'Mohammad', 'Gul', 'Abdul'][k] ?? ''}`,
      nationalities,
    ),
  ),
);

describe('common-names deck category (R4.40)', () => {
  const listed = new ListedNames(entities);
  const cases = buildCommonNames(entities, listed);

  it('is deterministic', () => {
    expect(buildCommonNames(entities, new ListedNames(entities))).toEqual(cases);
  });

  it('draws names of every culture, none of them held by a listed name', () => {
    const cultures = new Set(cases.map((c) => c.note?.split(':')[0]));
    for (const culture of ['arabic', 'persian', 'afghan', 'pakistani', 'russian', 'chinese'])
      expect(cultures).toContain(culture);
    for (const c of cases) {
      expect(c.expected).toBeNull();
      expect(c.category).toBe('common-names');
      expect(listed.containsAll(`${c.query.firstName} ${c.query.lastName}`)).toBe(false);
    }
  });

  it.each([
    ['Sergei', false, 'Sergeevich'],
    ['Ivan', true, 'Ivanovna'],
    ['Dmitry', false, 'Dmitrievich'],
    ['Alexander', false, 'Alexandrovich'],
    ['Pavel', true, 'Pavlovna'],
  ])('patronymic of %s (feminine %s) is %s', (father, feminine, expected) => {
    expect(slavicPatronymic(father, feminine)).toBe(expected);
  });
});
