import { BoundedCache, MAX_EVIDENCE_POINTS, screen } from '@sanctions/screening';
import type { FindSubjectMatches } from '../monitoring/screen-subjects';
import { fitsSubjectType, subjectQueryOf } from '../monitoring/subject-query';
import type { SubjectRow } from '../monitoring/subject-query';
import type { IndexScreener } from '../monitoring/full-index-matches';
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
/** Distinct names whose prefilter answer a run remembers. */
const NAMES_REMEMBERED = 200_000;

/** The subject's names alone: what decides whether it comes near a changed entry at all. */
function nameKey(subject: SubjectRow, minConfidence: number): string {
  const query = subjectQueryOf(subject);
  return JSON.stringify([minConfidence, query.firstName, query.lastName, query.arabicName]);
}

/**
 * A subject against a version's delta in two stages: the small delta index finds the few subjects whose
 * name comes near any added or changed entry (most subjects stop there, cheaply); those are screened
 * against the full index, and only its matches on delta entries count, so an alert's confidence is
 * exactly what a single search shows. The first stage asks about the name alone: a date of birth or a
 * nationality adds at most MAX_EVIDENCE_POINTS to a name's score, so the name alone at that much less
 * misses nothing, and a portfolio's many subjects of one name (with other birth dates) ask it once.
 */
export function deltaMatches(delta: DeltaIndex, full: IndexScreener): FindSubjectMatches {
  const nearByName = new BoundedCache<string, boolean>(NAMES_REMEMBERED);
  const comesNear = (subject: SubjectRow, minConfidence: number): boolean => {
    const key = nameKey(subject, minConfidence);
    const known = nearByName.get(key);
    if (known !== undefined) return known;
    const { dateOfBirth: _dob, nationality: _nationality, ...names } = subjectQueryOf(subject);
    const near =
      screen(delta.index, names, {
        minConfidence: Math.max(
          PREFILTER_FLOOR,
          minConfidence - PREFILTER_MARGIN - MAX_EVIDENCE_POINTS,
        ),
        maxResults: 1,
      }).matches.length > 0;
    nearByName.set(key, near);
    return near;
  };
  return async (subject, minConfidence, withPeps) => {
    if (delta.keys.size === 0 || !comesNear(subject, minConfidence)) return [];
    const screened = await full.screenMany([subjectQueryOf(subject, withPeps)], {
      minConfidence,
      maxResults: CONFIRM_MAX_RESULTS,
    });
    const outcome = screened?.outcomes[0];
    if (outcome === undefined) throw new Error('The screening index is not built');
    return outcome.matches
      .filter((match) => delta.keys.has(entryKeyOf(match.entity)))
      .filter((match) => fitsSubjectType(match.entity, subject.subjectType));
  };
}
