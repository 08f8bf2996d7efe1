import { PLAN_FEATURE_KEYS } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { featureFlags as flags } from '../testing/organization-fixtures';
import { planFeatureList } from './plan-feature-list';

describe('planFeatureList', () => {
  it('lists the enabled flags in spec order, then the highlights in the language', () => {
    const list = planFeatureList(
      {
        features: flags(['apiAccess', 'sanctionsCheck']),
        highlights: { en: ['250 searches'], ar: ['250 عملية بحث'] },
      },
      'ar',
    );
    expect(list).toEqual({
      shown: [
        { kind: 'flag', key: 'sanctionsCheck' },
        { kind: 'flag', key: 'apiAccess' },
        { kind: 'highlight', text: '250 عملية بحث' },
      ],
      hiddenCount: 0,
    });
  });

  it('shows 8 and counts the rest', () => {
    const list = planFeatureList(
      { features: flags(PLAN_FEATURE_KEYS), highlights: { en: ['a', 'b', 'c'], ar: [] } },
      'en',
    );
    expect(list.shown).toHaveLength(8);
    expect(list.hiddenCount).toBe(3);
  });
});
