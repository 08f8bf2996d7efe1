import { BoundedCache } from '@sanctions/screening';
import type { FindSubjectMatches } from './screen-subjects';
import { subjectQueryOf } from './subject-query';
import type { SubjectRow } from './subject-query';

/** Distinct queries remembered per matcher (most answers are empty; a few kilobytes at most each). */
const QUERIES_REMEMBERED = 200_000;

/** Everything a subject's matches depend on: the engine's query, the subject's type and the threshold. */
function subjectQueryKey(subject: SubjectRow, minConfidence: number, withPeps: boolean): string {
  const query = subjectQueryOf(subject, withPeps);
  return JSON.stringify([
    subject.subjectType,
    minConfidence,
    withPeps,
    query.firstName,
    query.lastName,
    query.arabicName,
    query.dateOfBirth ?? null,
    query.nationality ?? null,
  ]);
}

/**
 * Screens each distinct query once: a portfolio holds the same name (with the same date of birth and
 * nationality) many times over, and the engine is deterministic, so the same query against the same index
 * has the same matches. The answer is shared read-only between the subjects that asked it.
 */
export function memoizeMatches(find: FindSubjectMatches): FindSubjectMatches {
  const answers = new BoundedCache<string, ReturnType<FindSubjectMatches>>(QUERIES_REMEMBERED);
  return (subject, minConfidence, withPeps) => {
    const key = subjectQueryKey(subject, minConfidence, withPeps);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const found = find(subject, minConfidence, withPeps);
    answers.set(key, found);
    // A failed screening (the primary did not answer) is not an answer: the chunk's retry asks again.
    found.catch(() => {
      if (answers.get(key) === found) answers.delete(key);
    });
    return found;
  };
}
