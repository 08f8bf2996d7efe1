import { describe, expect, it } from 'vitest';
import type { SubjectRow } from './subject-query';
import { memoizeMatches } from './memoize-matches';
import type { FindSubjectMatches } from './screen-subjects';

function subject(fields: Partial<SubjectRow>): SubjectRow {
  const at = new Date('2026-11-01T00:00:00Z');
  return {
    id: crypto.randomUUID(),
    organizationId: null,
    ownerUserId: crypto.randomUUID(),
    subjectType: 'person',
    firstName: 'Ayman',
    lastName: 'al-Zawahiri',
    arabicName: '',
    dateOfBirth: null,
    nationality: null,
    reference: null,
    subjectKey: 'k',
    status: 'active',
    source: 'manual',
    sourceRef: null,
    createdBy: null,
    lastScreenedAt: null,
    lastAlgorithmVersion: null,
    removedAt: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

/** Records each query it is asked and answers nothing: what is counted is how often the engine runs. */
function countingMatcher(): { find: FindSubjectMatches; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    find: (s, minConfidence) => {
      asked.push(`${s.firstName} ${s.lastName} ${s.dateOfBirth ?? ''} ${minConfidence}`);
      return [];
    },
  };
}

describe('memoizeMatches', () => {
  it('screens the same query once, whoever the subject is and however it is spaced', () => {
    const { find, asked } = countingMatcher();
    const memo = memoizeMatches(find);
    memo(subject({}), 80);
    memo(subject({ ownerUserId: crypto.randomUUID() }), 80);
    memo(subject({ firstName: ' Ayman ' }), 80);
    expect(asked).toHaveLength(1);
  });

  it('screens again for anything the matches depend on: names, date of birth, nationality, type, threshold', () => {
    const { find, asked } = countingMatcher();
    const memo = memoizeMatches(find);
    memo(subject({}), 80);
    memo(subject({ lastName: 'Zawahiri' }), 80);
    memo(subject({ arabicName: 'أيمن الظواهري' }), 80);
    memo(subject({ dateOfBirth: '1951-06-19' }), 80);
    memo(subject({ nationality: 'EG' }), 80);
    memo(subject({ subjectType: 'organization' }), 80);
    memo(subject({}), 70);
    expect(asked).toHaveLength(7);
  });
});
