import type { ListFreshnessItem } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { SANCTION_LISTS } from '@sanctions/contracts';
import { summarizeFreshness } from './summarize-freshness';

function item(overrides: Partial<ListFreshnessItem>): ListFreshnessItem {
  return {
    sanctionList: 'un',
    listSource: 'UN Security Council Consolidated List',
    versionId: 'v-un',
    publishedAt: '2026-02-27T00:00:00.000Z',
    importedAt: '2026-03-01T10:00:00.000Z',
    checkedAt: '2026-03-01T10:00:00.000Z',
    isStale: false,
    ...overrides,
  };
}

const EXPECTED = ['ofac', 'un', 'eu', 'uk'] as const;

describe('summarizeFreshness', () => {
  it('gives every list a row when the server does not say which it screens', () => {
    expect(summarizeFreshness([]).map((row) => row.sanctionList)).toEqual([...SANCTION_LISTS]);
  });

  it('adds a list outside the expected ones only when it is served', () => {
    const summary = summarizeFreshness([item({ sanctionList: 'jp' })], [], ['un']);
    expect(summary.map((row) => [row.sanctionList, row.state])).toEqual([
      ['un', 'missing'],
      ['jp', 'fresh'],
    ]);
  });

  it('gives every expected list a row in list order, missing lists included', () => {
    const summary = summarizeFreshness([item({ sanctionList: 'un' })], [], EXPECTED);
    expect(summary.map((row) => [row.sanctionList, row.state])).toEqual([
      ['ofac', 'missing'],
      ['un', 'fresh'],
      ['eu', 'missing'],
      ['uk', 'missing'],
    ]);
    expect(summary[0]?.asOf).toBeNull();
  });

  it.each([
    ['the published date when stated', [item({})], '2026-02-27T00:00:00.000Z'],
    [
      'the import date when the publication states none',
      [item({ publishedAt: null, importedAt: '2026-03-02T08:00:00.000Z' })],
      '2026-03-02T08:00:00.000Z',
    ],
    [
      'the oldest of several publications',
      [
        item({ publishedAt: '2025-04-14T00:00:00.000Z', versionId: 'a' }),
        item({ publishedAt: '2023-12-28T00:00:00.000Z', versionId: 'b' }),
      ],
      '2023-12-28T00:00:00.000Z',
    ],
  ])('dates a list by %s', (_case, items, expected) => {
    expect(summarizeFreshness(items)[1]?.asOf).toBe(expected);
    expect(summarizeFreshness(items)[1]?.isImportDate).toBe(
      items.some((i) => i.publishedAt === null),
    );
  });

  it('marks a list stale when any of its publications is stale', () => {
    const summary = summarizeFreshness([
      item({ sanctionList: 'ofac', listSource: 'OFAC SDN', isStale: false }),
      item({ sanctionList: 'ofac', listSource: 'OFAC Consolidated (non-SDN)', isStale: true }),
    ]);
    expect(summary[0]?.state).toBe('stale');
    expect(summary[0]?.publications).toHaveLength(2);
  });

  it('attaches each failed import to its list', () => {
    const failure = {
      sanctionList: 'un' as const,
      listSource: 'UN Consolidated List',
      failedAt: '2026-03-02T08:00:00.000Z',
    };
    const summary = summarizeFreshness([item({})], [failure], EXPECTED);
    expect(summary.map((row) => [row.sanctionList, row.failedImports])).toEqual([
      ['ofac', []],
      ['un', [failure]],
      ['eu', []],
      ['uk', []],
    ]);
    // A failure does not make the loaded list stale: its last good check still dates it.
    expect(summary[1]?.state).toBe('fresh');
  });
});
