import { describe, expect, it } from 'vitest';
import type { DeckCase } from './deck/deck-model';
import { equalAlertResult, equalAlertThreshold, recallAt, sweepScoreOf } from './equal-alert-rate';
import type { SweepScore } from './equal-alert-rate';

const silent = (count: number): null[] => Array.from({ length: count }, () => null);

describe('equalAlertThreshold: the lowest threshold at which at most 5 % of the negatives alert', () => {
  it.each<{
    name: string;
    scores: (number | null)[];
    threshold: number;
    atFloor: boolean;
    alertRate: number;
  }>([
    {
      name: 'none alert: the floor',
      scores: silent(20),
      threshold: 50,
      atFloor: true,
      alertRate: 0,
    },
    {
      name: 'within budget at the floor (1 of 20)',
      scores: [99, ...silent(19)],
      threshold: 50,
      atFloor: true,
      alertRate: 5,
    },
    {
      name: 'two of 20 alert: one above the second best',
      scores: [99, 80, ...silent(18)],
      threshold: 81,
      atFloor: false,
      alertRate: 5,
    },
    {
      name: 'ties at the budget edge alert together: above them',
      scores: [80, 80, ...silent(18)],
      threshold: 81,
      atFloor: false,
      alertRate: 0,
    },
    {
      name: 'ties below the best',
      scores: [95, 72, 72, 72, ...silent(16)],
      threshold: 73,
      atFloor: false,
      alertRate: 5,
    },
    {
      name: 'all alert, all at 100: nothing may alert',
      scores: Array.from({ length: 20 }, () => 100),
      threshold: 101,
      atFloor: false,
      alertRate: 0,
    },
    {
      name: 'all alert at spread scores (40 cases, 2 allowed)',
      scores: Array.from({ length: 40 }, (_, i) => 60 + i),
      threshold: 98,
      atFloor: false,
      alertRate: 5,
    },
    {
      name: 'fewer than 20 negatives: no alert allowed',
      scores: [75, ...silent(9)],
      threshold: 76,
      atFloor: false,
      alertRate: 0,
    },
    {
      name: 'scores below the floor never alert',
      scores: [49, 30, ...silent(8)],
      threshold: 50,
      atFloor: true,
      alertRate: 0,
    },
  ])('$name -> $threshold', ({ scores, threshold, atFloor, alertRate }) => {
    expect(equalAlertThreshold(scores, 5, 50)).toEqual({
      threshold,
      atFloor,
      n: scores.length,
      alertRate,
    });
  });

  it('has no threshold without negatives', () => {
    expect(equalAlertThreshold([])).toBeUndefined();
  });

  it('never exceeds the budget, and one point lower would', () => {
    const scores = Array.from({ length: 317 }, (_, i) => (i % 7 === 0 ? 50 + (i % 50) : null));
    const found = equalAlertThreshold(scores, 5, 50);
    const share = (t: number) =>
      (100 * scores.filter((s) => s !== null && s >= t).length) / scores.length;
    expect(found).toBeDefined();
    const t = found?.threshold ?? 0;
    expect(share(t)).toBeLessThanOrEqual(5);
    expect(share(t - 1)).toBeGreaterThan(5);
  });
});

describe('recallAt', () => {
  it.each<[string, (number | null)[], number, number]>([
    ['a score equal to the threshold is found', [70, 69, null, 90], 70, 50],
    ['nothing found above every score', [70, 69], 101, 0],
    ['everything found at a low threshold', [70, 69], 50, 100],
    ['no cases', [], 70, 0],
  ])('%s', (_name, scores, threshold, recall) => {
    expect(recallAt(scores, threshold)).toBe(recall);
  });
});

const deckCase = (id: string, category: DeckCase['category'], expected: boolean): DeckCase => ({
  id,
  category,
  query: {
    firstName: 'A',
    lastName: 'B',
    arabicName: '',
    searchType: 'fuzzy',
    sanctionLists: 'all',
  },
  expected: expected ? { sanctionList: 'ofac', sourceId: id } : null,
});

describe('sweepScoreOf', () => {
  it('keeps the best score of any hit and the expected entity’s', () => {
    const c = deckCase('7', 'typo', true);
    const hits = [
      { sanctionList: 'ofac' as const, sourceId: '1', confidence: 88, risk: 'medium' as const },
      { sanctionList: 'ofac' as const, sourceId: '7', confidence: 61, risk: 'low' as const },
    ];
    expect(sweepScoreOf(c, hits)).toEqual({ topScore: 88, expectedScore: 61 });
    expect(sweepScoreOf(c, [])).toEqual({ topScore: null, expectedScore: null });
  });
});

describe('equalAlertResult', () => {
  it('takes the threshold from the budget negatives only and judges every positive category there', () => {
    const deck = [
      ...Array.from({ length: 20 }, (_, i) => deckCase(`n${i}`, 'negative', false)),
      deckCase('near', 'near-miss', false),
      deckCase('t1', 'typo', true),
      deckCase('t2', 'typo', true),
      deckCase('e1', 'exact', true),
      deckCase('far', 'dob-far', true),
    ];
    const scores = new Map<number, SweepScore>(
      deck.map((c, i) => {
        const top = c.id === 'n0' ? 95 : c.id === 'n1' ? 75 : c.id === 'near' ? 99 : null;
        const expected =
          c.id === 't1'
            ? 76
            : c.id === 't2'
              ? 75
              : c.id === 'e1'
                ? 100
                : c.id === 'far'
                  ? 10
                  : null;
        return [i, { topScore: top, expectedScore: expected }];
      }),
    );
    const result = equalAlertResult(deck, scores);
    expect(result.budget).toEqual({ threshold: 76, atFloor: false, n: 20, alertRate: 5 });
    expect([...result.recall]).toEqual([
      ['exact', { n: 1, recall: 100 }],
      ['typo', { n: 2, recall: 50 }],
    ]);
    expect(result.allPositives).toEqual({ n: 3, recall: (100 * 2) / 3 });
  });

  it('has no threshold when the run holds no budget negatives', () => {
    const deck = [deckCase('t1', 'typo', true)];
    const result = equalAlertResult(deck, new Map([[0, { topScore: 80, expectedScore: 80 }]]));
    expect(result.budget).toBeUndefined();
    expect(result.recall.get('typo')).toEqual({ n: 1, recall: 0 });
  });
});
