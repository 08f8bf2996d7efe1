import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from './index/build-index';
import { screen } from './screen';
import { FIXTURE_ENTITIES } from './testing/fixture-entities';
import type { ScreeningQuery } from './types';

const index = buildScreeningIndex(FIXTURE_ENTITIES);
const latinOnly = buildScreeningIndex(
  FIXTURE_ENTITIES.map((entity) => ({
    ...entity,
    names: entity.names.filter((name) => name.script === 'latin'),
  })),
);

function top(query: Partial<ScreeningQuery>, target = index) {
  return screen(
    target,
    { firstName: '', lastName: '', arabicName: '', searchType: 'fuzzy', lists: [], ...query },
    { minConfidence: 0 },
  ).matches[0];
}

describe('screen: Arabic script', () => {
  it.each([
    ['without harakat', 'أسامة محمد عوض بن لادن'],
    ['with harakat and tatweel', 'أُسَامَة مُحَمَّد عَـوَض بْن لَادِن'],
    ['other alef/taa marbuta forms', 'اسامه محمد عوض بن لادن'],
  ])('Arabic query vs Arabic list name, %s', (_case, arabicName) => {
    const match = top({ arabicName });
    expect(match?.entity.sourceId).toBe('QDi.001');
    expect(match?.confidence).toBe(100);
    expect(match?.queryName).toBe('arabic');
  });

  it('matches a partial Arabic name against the Arabic alias', () => {
    const match = top({ arabicName: 'معمر القذافي' });
    expect(match?.entity.sourceId).toBe('LYi.011');
    expect(match?.confidence).toBeGreaterThanOrEqual(70);
  });

  it.each([
    ['القذافي معمر', 'LYi.011'],
    ['أيمن الظواهري', '9006'],
    ['حسين علي السعدي', '13003'],
  ])('Arabic query %s finds the Latin-only entity %s', (arabicName, sourceId) => {
    const match = top({ arabicName }, latinOnly);
    expect(match?.entity.sourceId).toBe(sourceId);
    expect(match?.confidence).toBeGreaterThanOrEqual(70);
    expect(match?.matchType).toBe('transliteration');
  });

  it('Arabic script typed into the Latin fields is screened as Arabic', () => {
    expect(top({ firstName: 'أسامة', lastName: 'بن لادن' })?.entity.sourceId).toBe('QDi.001');
  });

  it('keeps the better of the Latin and the Arabic name and says so', () => {
    const match = top({ firstName: 'Peter', lastName: 'Smith', arabicName: 'حسين علي السعدي' });
    expect(match?.entity.sourceId).toBe('13003');
    expect(match?.queryName).toBe('arabic');
    expect(match?.analysis.en).toContain('The Arabic-script name scored higher');
    expect(match?.analysis.ar).toContain('الاسم المكتوب بالحروف العربية');
  });
});
