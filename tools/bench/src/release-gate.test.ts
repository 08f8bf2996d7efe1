import { describe, expect, it } from 'vitest';
import type { Rates } from './evaluate-deck';
import type { CategoryFigures } from './release-figures';
import { mergeSlice } from './release-figures';
import type { SliceFigures } from './release-figures';
import { gateCategory, signed } from './release-gate';
import type { GateStatus } from './release-gate';

const today = (r: Partial<Rates>): Rates => ({
  n: 200,
  recall: 0,
  top1: 0,
  alertRate: 0,
  highRate: 0,
  notHigh: 0,
  ...r,
});
const positive = (recall: number, top1 = recall): CategoryFigures => ({
  kind: 'positive',
  n: 200,
  recall,
  top1,
});
const negative = (alertRate: number, highRate: number): CategoryFigures => ({
  kind: 'negative',
  n: 200,
  alertRate,
  highRate,
});
const notHigh = (value: number): CategoryFigures => ({
  kind: 'not-high',
  n: 200,
  notHigh: value,
  recall: 100,
});

describe('gateCategory: nothing goes backwards by more than half a point', () => {
  it.each<{
    name: string;
    kind: CategoryFigures['kind'];
    now: Partial<Rates>;
    release: CategoryFigures | undefined;
    status: GateStatus;
    failed: string[];
  }>([
    // positives: recall at 70
    {
      name: 'recall equal',
      kind: 'positive',
      now: { recall: 97 },
      release: positive(97),
      status: 'ok',
      failed: [],
    },
    {
      name: 'recall rises',
      kind: 'positive',
      now: { recall: 99 },
      release: positive(97),
      status: 'ok',
      failed: [],
    },
    {
      name: 'recall drops exactly 0.5 (one case in 200)',
      kind: 'positive',
      now: { recall: (100 * 199) / 200 },
      release: positive(100),
      status: 'ok',
      failed: [],
    },
    {
      name: 'recall drops 1.0 (two cases in 200)',
      kind: 'positive',
      now: { recall: (100 * 198) / 200 },
      release: positive(100),
      status: 'FAIL',
      failed: ['R@70'],
    },
    {
      name: 'recall drops 0.6',
      kind: 'positive',
      now: { recall: 96.4 },
      release: positive(97),
      status: 'FAIL',
      failed: ['R@70'],
    },
    {
      name: 'recall drops exactly 0.5 from a rounded stored figure (3 of 600)',
      kind: 'positive',
      now: { recall: (100 * 397) / 600 },
      release: positive(66.6667),
      status: 'ok',
      failed: [],
    },
    {
      name: 'recall drops 0.5003 from a rounded stored figure (3 of 600 + rounding): not decided by rounding',
      kind: 'positive',
      now: { recall: (100 * 397) / 600 - 0.0003 },
      release: positive(66.6667),
      status: 'FAIL',
      failed: ['R@70'],
    },
    {
      name: 'top-1 drops, recall holds: not gated',
      kind: 'positive',
      now: { recall: 97, top1: 80 },
      release: positive(97, 97),
      status: 'ok',
      failed: [],
    },
    // negatives: alert rate and high rate must not rise
    {
      name: 'alerts fall',
      kind: 'negative',
      now: { alertRate: 2, highRate: 0 },
      release: negative(5, 0),
      status: 'ok',
      failed: [],
    },
    {
      name: 'alerts rise exactly 0.5',
      kind: 'negative',
      now: { alertRate: 5.5, highRate: 0 },
      release: negative(5, 0),
      status: 'ok',
      failed: [],
    },
    {
      name: 'alerts rise 0.6',
      kind: 'negative',
      now: { alertRate: 5.6, highRate: 0 },
      release: negative(5, 0),
      status: 'FAIL',
      failed: ['alerts'],
    },
    {
      name: 'high rises 1.0',
      kind: 'negative',
      now: { alertRate: 5, highRate: 1 },
      release: negative(5, 0),
      status: 'FAIL',
      failed: ['high'],
    },
    {
      name: 'both rise',
      kind: 'negative',
      now: { alertRate: 12, highRate: 3 },
      release: negative(5, 0),
      status: 'FAIL',
      failed: ['alerts', 'high'],
    },
    // not-high: the share below high must not drop
    {
      name: 'not high holds',
      kind: 'not-high',
      now: { notHigh: 95 },
      release: notHigh(95),
      status: 'ok',
      failed: [],
    },
    {
      name: 'not high drops 0.5',
      kind: 'not-high',
      now: { notHigh: 94.5 },
      release: notHigh(95),
      status: 'ok',
      failed: [],
    },
    {
      name: 'not high drops 2',
      kind: 'not-high',
      now: { notHigh: 93 },
      release: notHigh(95),
      status: 'FAIL',
      failed: ['not high'],
    },
    // new categories never fail
    {
      name: 'absent from the release',
      kind: 'positive',
      now: { recall: 10 },
      release: undefined,
      status: 'new',
      failed: [],
    },
    {
      name: 'new negative, any alert rate',
      kind: 'negative',
      now: { alertRate: 80, highRate: 50 },
      release: undefined,
      status: 'new',
      failed: [],
    },
    {
      name: 'stored as another kind',
      kind: 'negative',
      now: { alertRate: 80 },
      release: positive(100),
      status: 'new',
      failed: [],
    },
  ])('$name -> $status', ({ kind, now, release, status, failed }) => {
    const verdict = gateCategory('cat', kind, today(now), release);
    expect(verdict.status).toBe(status);
    expect(verdict.metrics.filter((m) => m.failed).map((m) => m.label)).toEqual(failed);
    expect(verdict.failures).toHaveLength(failed.length);
    for (const line of verdict.failures) expect(line).toMatch(/^cat: /);
  });

  it('names the category, both figures and the delta', () => {
    const verdict = gateCategory('typo', 'positive', today({ recall: 95 }), positive(97.1264));
    expect(verdict.failures).toEqual(['typo: R@70 97.1% -> 95.0% (-2.1 points)']);
  });

  it.each([
    [1.5, '+1.5'],
    [-0.5, '-0.5'],
    [0, '0.0'],
    [0.04, '0.0'],
    [-0.04, '0.0'],
  ])('signed(%s) = %s', (delta, text) => {
    expect(signed(delta)).toBe(text);
  });
});

describe('mergeSlice', () => {
  const slice = (commit: string, categories: Record<string, CategoryFigures>): SliceFigures => ({
    engineCommit: commit,
    algorithm: 'name-v3',
    deckSha256: 'x',
    recordedAt: '2026-01-01T00:00:00.000Z',
    categories,
  });
  const stored = {
    slices: {
      tuning: slice('old', { typo: positive(90), negative: negative(5, 0), gone: positive(1) }),
      sealed: slice('old', { typo: positive(91) }),
    },
  };

  it.each([
    { name: 'a whole-deck run replaces the slice', replace: true, keys: ['exact', 'typo'] },
    {
      name: 'a --category run merges into it',
      replace: false,
      keys: ['exact', 'typo', 'negative', 'gone'],
    },
  ])('$name, keeps the other slice, deck order', ({ replace, keys }) => {
    const merged = mergeSlice(
      stored,
      'tuning',
      slice('new', { typo: positive(97), exact: positive(100) }),
      replace,
    );
    expect(Object.keys(merged.slices.tuning?.categories ?? {})).toEqual(keys);
    expect(merged.slices.tuning?.categories.typo).toEqual(positive(97));
    expect(merged.slices.tuning?.engineCommit).toBe('new');
    expect(merged.slices.sealed).toEqual(stored.slices.sealed);
  });
});
