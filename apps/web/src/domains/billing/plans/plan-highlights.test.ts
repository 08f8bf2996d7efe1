import { describe, expect, it } from 'vitest';
import { planHighlights } from './plan-highlights';

const plan = { highlights: { en: ['One', 'Two', 'Three'], ar: ['واحد', 'اثنان', 'ثلاثة'] } };

describe('planHighlights', () => {
  it('picks the interface language, English otherwise', () => {
    expect(planHighlights(plan, 'ar')).toEqual(['واحد', 'اثنان', 'ثلاثة']);
    expect(planHighlights(plan, 'fr')).toEqual(['One', 'Two', 'Three']);
  });

  it('keeps at most the limit', () => {
    expect(planHighlights(plan, 'en', 2)).toEqual(['One', 'Two']);
  });
});
