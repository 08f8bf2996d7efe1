import { SANCTION_LISTS } from '@sanctions/contracts';
import type { ListEntity, ScreeningQuery } from '@sanctions/screening';
import type { monitoredSubjects } from '../../../db/schema/monitoring';

export type SubjectRow = typeof monitoredSubjects.$inferSelect;

/**
 * A subject's search fields as the engine's query, screened like a single fuzzy search of every sanctions
 * list (named: the index also holds PEP sources, which monitoring does not alert on).
 */
export function subjectQueryOf(subject: SubjectRow): ScreeningQuery {
  return {
    firstName: subject.firstName.trim(),
    lastName: subject.lastName.trim(),
    arabicName: subject.arabicName.trim(),
    searchType: 'fuzzy',
    lists: SANCTION_LISTS,
    ...(subject.dateOfBirth ? { dateOfBirth: subject.dateOfBirth } : {}),
    ...(subject.nationality ? { nationality: subject.nationality } : {}),
  };
}

/**
 * A person is never an organisation on the list and the other way round (as bulk rows typed by the file):
 * the subject's type is stated, so a record of the other kind cannot be it. `unknown` records stay.
 */
export function fitsSubjectType(
  entity: ListEntity,
  subjectType: SubjectRow['subjectType'],
): boolean {
  if (entity.type === 'unknown') return true;
  return subjectType === 'person' ? entity.type === 'individual' : entity.type !== 'individual';
}
