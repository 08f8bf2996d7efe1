import { SANCTION_LISTS } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { offeredLists } from './offered-lists';

describe('offeredLists', () => {
  it.each([
    { when: 'the served lists are unknown', served: undefined, kept: [], offered: SANCTION_LISTS },
    { when: 'nothing is served', served: [], kept: [], offered: [] },
    {
      when: 'some lists are served, in the platform order',
      served: ['uk', 'ofac', 'ca'] as const,
      kept: [],
      offered: ['ofac', 'uk', 'ca'],
    },
    {
      when: 'a chosen list is no longer served',
      served: ['un'] as const,
      kept: ['jp', ''],
      offered: ['un', 'jp'],
    },
  ])('offers the right lists when $when', ({ served, kept, offered }) => {
    expect(offeredLists(served, kept)).toEqual(offered);
  });
});
