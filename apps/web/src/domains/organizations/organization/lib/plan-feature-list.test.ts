import { PLAN_FEATURE_KEYS } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { featureFlags as flags } from '@test/organizations/organization/organization-fixtures';
import { planFeatureList } from './plan-feature-list';

describe('planFeatureList', () => {
  it('lists the highlights in the language, not the flags that say the same in other words', () => {
    const list = planFeatureList(
      {
        features: flags(['apiAccess', 'sanctionsCheck']),
        highlights: { en: ['250 searches', 'API access'], ar: ['250 عملية بحث', 'واجهة برمجة'] },
      },
      'ar',
    );
    expect(list).toEqual({
      shown: [
        { kind: 'highlight', text: '250 عملية بحث' },
        { kind: 'highlight', text: 'واجهة برمجة' },
      ],
      hiddenCount: 0,
    });
  });

  it('falls back to the enabled flags in spec order for a plan without highlights', () => {
    const list = planFeatureList(
      { features: flags(['apiAccess', 'sanctionsCheck']), highlights: { en: [], ar: [] } },
      'en',
    );
    expect(list.shown).toEqual([
      { kind: 'flag', key: 'sanctionsCheck' },
      { kind: 'flag', key: 'apiAccess' },
    ]);
  });

  it('shows 8 and counts the rest', () => {
    const list = planFeatureList(
      { features: flags(PLAN_FEATURE_KEYS), highlights: { en: [], ar: [] } },
      'en',
    );
    expect(list.shown).toHaveLength(8);
    expect(list.hiddenCount).toBe(0);
    const long = planFeatureList(
      {
        features: flags([]),
        highlights: { en: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'], ar: [] },
      },
      'en',
    );
    expect(long.shown).toHaveLength(8);
    expect(long.hiddenCount).toBe(3);
  });
});
