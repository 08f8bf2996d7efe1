import type { ScreeningIndexHandle } from '../../../plugins/screening-index';
import type { FindSubjectMatches } from './screen-subjects';
import { fitsSubjectType, subjectQueryOf } from './subject-query';

/** Matches kept per subject and pass: far above what one name honestly matches on the lists. */
export const MONITORING_MAX_MATCHES = 50;

/** Screening through the index, wherever it is held (`app.screeningIndex`, ADR 033). */
export type IndexScreener = Pick<ScreeningIndexHandle, 'screenMany'>;

/** A subject against every active list (a new subject's first screening, the nightly full pass). */
export function fullIndexMatches(index: IndexScreener): FindSubjectMatches {
  return async (subject, minConfidence, withPeps) => {
    const screened = await index.screenMany([subjectQueryOf(subject, withPeps)], {
      minConfidence,
      maxResults: MONITORING_MAX_MATCHES,
    });
    const outcome = screened?.outcomes[0];
    // The index went away mid-pass (lists deactivated): fail the pass, it is run again.
    if (outcome === undefined) throw new Error('The screening index is not built');
    return outcome.matches.filter((match) => fitsSubjectType(match.entity, subject.subjectType));
  };
}
