import { describe, expect, it } from 'vitest';
import { memoizeMatches } from './memoize-matches';
import type { FindSubjectMatches } from './screen-subjects';
import { subjectRow } from '../../../../test/cases/monitored-subject-rows';

/** Records each query it is asked and answers nothing: what is counted is how often the engine runs. */
function countingMatcher(): { find: FindSubjectMatches; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    find: (s, minConfidence) => {
      asked.push(`${s.firstName} ${s.lastName} ${s.dateOfBirth ?? ''} ${minConfidence}`);
      return Promise.resolve([]);
    },
  };
}

/** Ayman al-Zawahiri as a subject, with the fields given changed. */
function ayman(fields: Parameters<typeof subjectRow>[0]) {
  return subjectRow({ firstName: 'Ayman', lastName: 'al-Zawahiri', ...fields });
}

describe('memoizeMatches', () => {
  it('screens the same query once, whoever the subject is and however it is spaced', () => {
    const { find, asked } = countingMatcher();
    const memo = memoizeMatches(find);
    memo(ayman({}), 80, false);
    memo(ayman({ ownerUserId: crypto.randomUUID() }), 80, false);
    memo(ayman({ firstName: ' Ayman ' }), 80, false);
    expect(asked).toHaveLength(1);
  });

  it('screens again for anything the matches depend on: names, date of birth, nationality, type, threshold, PEP sources', () => {
    const { find, asked } = countingMatcher();
    const memo = memoizeMatches(find);
    memo(ayman({}), 80, false);
    memo(ayman({ lastName: 'Zawahiri' }), 80, false);
    memo(ayman({ arabicName: 'أيمن الظواهري' }), 80, false);
    memo(ayman({ dateOfBirth: '1951-06-19' }), 80, false);
    memo(ayman({ nationality: 'EG' }), 80, false);
    memo(ayman({ subjectType: 'organization' }), 80, false);
    memo(ayman({}), 70, false);
    memo(ayman({}), 70, true);
    expect(asked).toHaveLength(8);
  });
});
