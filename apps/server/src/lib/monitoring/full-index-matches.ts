import { screen } from '@sanctions/screening';
import type { ScreeningIndexSnapshot } from '../../plugins/screening-index';
import type { FindSubjectMatches } from './screen-subjects';
import { fitsSubjectType, subjectQueryOf } from './subject-query';

/** Matches kept per subject and pass: far above what one name honestly matches on the lists. */
export const MONITORING_MAX_MATCHES = 50;

/** A subject against every active list (a new subject's first screening, the nightly full pass). */
export function fullIndexMatches(snapshot: ScreeningIndexSnapshot): FindSubjectMatches {
  return (subject, minConfidence) =>
    screen(snapshot.index, subjectQueryOf(subject), {
      minConfidence,
      maxResults: MONITORING_MAX_MATCHES,
    }).matches.filter((match) => fitsSubjectType(match.entity, subject.subjectType));
}
