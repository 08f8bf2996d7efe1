import { describe, expect, it } from 'vitest';
import { SANCTION_LISTS } from '@sanctions/contracts';
import type { SanctionList } from '@sanctions/contracts';
import { missingLists, servedLists } from './missing-lists';

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
  it('names every list when none is loaded and the server does not say which it screens', () => {
    expect(missingLists({ lists: [] })).toEqual([...SANCTION_LISTS]);
  });

  it('names only the expected lists without an active version; a stale list is still searchable', () => {
    const expectedLists: SanctionList[] = ['ofac', 'un', 'eu', 'uk'];
    expect(missingLists({ lists: [loaded('un'), loaded('eu', true)], expectedLists })).toEqual([
      'ofac',
      'uk',
    ]);
  });

  it('leaves out a list the installation does not screen, unless its import failed', () => {
    const failedImports = [
      {
        sanctionList: 'jp' as const,
        listSource: 'Japan MOF',
        failedAt: '2026-11-20T00:00:00.000Z',
      },
    ];
    expect(missingLists({ lists: [loaded('un')], expectedLists: ['un', 'ca'] })).toEqual(['ca']);
    expect(
      missingLists({ lists: [loaded('un')], expectedLists: ['un', 'ca'], failedImports }),
    ).toEqual(['ca', 'jp']);
  });
});

it('names every list when the installation offers none yet', () => {
  expect(missingLists({ lists: [], expectedLists: [] })).toEqual([...SANCTION_LISTS]);
});

describe('servedLists', () => {
  it('names the lists with an active version, in list order', () => {
    expect(servedLists({ lists: [loaded('uk'), loaded('un', true)] })).toEqual(['un', 'uk']);
  });
});
