import { PEP_SOURCES, SANCTION_LISTS } from '@sanctions/contracts';
import type { ListEntity, ScreeningQuery } from '@sanctions/screening';
import type { monitoredSubjects } from '../../../db/schema/monitoring';

export type SubjectRow = typeof monitoredSubjects.$inferSelect;

/** Every sanctions list, then the PEP sources (ADR 040): what a subject of a plan with `pepCheck` is screened on. */
const SANCTIONS_AND_PEP_LISTS = [...SANCTION_LISTS, ...PEP_SOURCES];

/**
 * A subject's search fields as the engine's query, screened like a single fuzzy search of every sanctions
 * list, and of the PEP sources when its organisation's plan has `pepCheck` (`withPeps`).
 */
export function subjectQueryOf(subject: SubjectRow, withPeps = false): ScreeningQuery {
  return {
    firstName: subject.firstName.trim(),
    lastName: subject.lastName.trim(),
    arabicName: subject.arabicName.trim(),
    searchType: 'fuzzy',
    lists: withPeps ? SANCTIONS_AND_PEP_LISTS : SANCTION_LISTS,
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
