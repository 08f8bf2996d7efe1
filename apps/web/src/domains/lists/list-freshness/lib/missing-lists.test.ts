import { describe, expect, it } from 'vitest';
import { missingLists } from './missing-lists';

const loaded = (sanctionList: 'ofac' | 'un' | 'eu' | 'uk', isStale = false) => ({
  sanctionList,
  listSource: `${sanctionList} list`,
  versionId: '1',
  publishedAt: '2026-11-20T00:00:00.000Z',
  importedAt: '2026-11-20T01:00:00.000Z',
  checkedAt: '2026-11-25T01:00:00.000Z',
  isStale,
});

describe('missingLists', () => {
  it('names every list when none is loaded', () => {
    expect(missingLists({ lists: [] })).toEqual(['ofac', 'un', 'eu', 'uk']);
  });

  it('names only the lists without an active version; a stale list is still searchable', () => {
    expect(missingLists({ lists: [loaded('un'), loaded('eu', true)] })).toEqual(['ofac', 'uk']);
  });
});
