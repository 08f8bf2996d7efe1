import { describe, expect, it } from 'vitest';
import { memoizeMatches } from './memoize-matches';
import type { FindSubjectMatches } from './screen-subjects';
import { subjectRow } from './monitoring-test-support';

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
    memo(subjectRow({}), 80);
    memo(subjectRow({ ownerUserId: crypto.randomUUID() }), 80);
    memo(subjectRow({ firstName: ' Ayman ' }), 80);
    expect(asked).toHaveLength(1);
  });

  it('screens again for anything the matches depend on: names, date of birth, nationality, type, threshold', () => {
    const { find, asked } = countingMatcher();
    const memo = memoizeMatches(find);
    memo(subjectRow({}), 80);
    memo(subjectRow({ lastName: 'Zawahiri' }), 80);
    memo(subjectRow({ arabicName: 'أيمن الظواهري' }), 80);
    memo(subjectRow({ dateOfBirth: '1951-06-19' }), 80);
    memo(subjectRow({ nationality: 'EG' }), 80);
    memo(subjectRow({ subjectType: 'organization' }), 80);
    memo(subjectRow({}), 70);
    expect(asked).toHaveLength(7);
  });
});
