import { screen } from '@sanctions/screening';
import type { FindSubjectMatches } from '../../lib/monitoring/screen-subjects';
import { fitsSubjectType, subjectQueryOf } from '../../lib/monitoring/subject-query';
import type { ScreeningIndexSnapshot } from '../../plugins/screening-index';
import { entryKeyOf } from './delta-index-cache';
import type { DeltaIndex } from './delta-index-cache';

/**
 * How far below the alert threshold the delta index's score may fall and still send the subject to the
 * full index: token weights come from the whole corpus, so a small index scores the same pair a little
 * differently (ADR 019).
 */
const PREFILTER_MARGIN = 10;
const PREFILTER_FLOOR = 50;
/** Matches the confirming full-index screen keeps before the delta filter. */
const CONFIRM_MAX_RESULTS = 200;

/**
 * A subject against a version's delta in two stages: the small delta index finds the few subjects that
 * come near any added or changed entry (most subjects stop there, cheaply); those are screened against
 * the full index, and only its matches on delta entries count, so an alert's confidence is exactly what
 * a single search shows.
 */
export function deltaMatches(delta: DeltaIndex, full: ScreeningIndexSnapshot): FindSubjectMatches {
  return (subject, minConfidence) => {
    if (delta.keys.size === 0) return [];
    const query = subjectQueryOf(subject);
    const near = screen(delta.index, query, {
      minConfidence: Math.max(PREFILTER_FLOOR, minConfidence - PREFILTER_MARGIN),
      maxResults: 1,
    });
    if (near.matches.length === 0) return [];
    return screen(full.index, query, { minConfidence, maxResults: CONFIRM_MAX_RESULTS })
      .matches.filter((match) => delta.keys.has(entryKeyOf(match.entity)))
      .filter((match) => fitsSubjectType(match.entity, subject.subjectType));
  };
}
