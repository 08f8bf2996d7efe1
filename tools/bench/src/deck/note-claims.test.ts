import { describe, expect, it } from 'vitest';
import { screen } from '@sanctions/screening';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { readDeck } from './deck-file';
import { inSlice } from './deck-slice';
import { claimConflicts } from './note-claims';
import { sharedListsIndex } from './shared-lists-index';

/**
 * ADR 002 R6.6: a note is written when its rule fires, before later caps, floors and evidence set the
 * confidence; its wording about the outcome must follow the final confidence. Every case of the tuning slice,
 * against the real lists, every match down to 50 (so notes below the alert are read too), both languages.
 */
describe('analysis notes never contradict the confidence', () => {
  it('claims no alert below 70, no non-alert at 70 or more, and no "held below high" at 90 or more', async () => {
    const { index } = await sharedListsIndex();
    const cases = inSlice(await readDeck(), 'tuning');
    expect(cases.length).toBeGreaterThan(5_000);
    const conflicts: string[] = [];
    let matches = 0;
    for (const c of cases) {
      const result = screen(index, toEngineQuery(c.query), { minConfidence: 50 });
      for (const match of result.matches) {
        matches += 1;
        for (const text of [match.analysis.en, match.analysis.ar])
          for (const conflict of claimConflicts(text, match.confidence))
            conflicts.push(
              `${c.id} ${match.matchedName.full} ${conflict.confidence}: "${conflict.claim}" in ${text}`,
            );
      }
    }
    console.log(
      `note claims: ${cases.length} cases, ${matches} matches read, ${conflicts.length} conflicts`,
    );
    expect(conflicts.length, conflicts.slice(0, 20).join('\n')).toBe(0);
  }, 900_000);

  it('reads the claims it checks', () => {
    expect(claimConflicts('a candidate for review, not an alert.', 79)).toHaveLength(1);
    expect(claimConflicts('a candidate for review, not an alert.', 69)).toEqual([]);
    expect(claimConflicts('تبقى الدرجة دون التنبيه ما لم تتطابق بيانات أخرى.', 72)).toHaveLength(1);
    expect(claimConflicts('held below high for review.', 90)).toHaveLength(1);
  });
});
