import { buildScreeningIndex } from '@sanctions/screening';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedListEntities } from '../../../../test/shared-data';
import { fullIndexMatches } from '../monitoring/full-index-matches';
import type { IndexScreener } from '../monitoring/full-index-matches';
import { screenInProcess } from '../../screening';
import type { ScreeningIndexSnapshot, StoredEntity } from '../../../plugins/screening-index';
import { entryKeyOf } from './delta-index-cache';
import { deltaMatches } from './delta-matches';
import { subjectRow } from '../../../../test/cases/monitored-subject-rows';

/** Two neighbouring letters swapped in the middle of the word (KHALIL -> KHLAIL). */
function typo(word: string): string {
  if (word.length < 4) return word;
  const at = Math.floor(word.length / 2) - 1;
  return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
}

const ids = (matches: Awaited<ReturnType<ReturnType<typeof fullIndexMatches>>>) =>
  matches.map((m) => `${entryKeyOf(m.entity)}:${m.confidence}`);

// No database is opened here: the file runs once, with the PGlite suite, not again on PostgreSQL (ADR 022).
describe.skipIf(process.env.TEST_DATABASE_URL)('deltaMatches on the real lists', () => {
  let full: ScreeningIndexSnapshot;
  let delta: StoredEntity[];

  beforeAll(async () => {
    const entities = await sharedListEntities();
    const stored = entities.map((entity, i) => ({ ...entity, entryId: String(i) }));
    full = {
      index: buildScreeningIndex(stored),
      versions: [],
      builtAt: new Date(),
      buildSeconds: 0,
      namedCountries: 0,
    };
    // Every 20th party stands for a version's added and changed entries (~1,000 of ~20,000).
    delta = stored.filter((_, i) => i % 20 === 0);
  }, 120_000);

  it('finds everything the full index finds on the changed entries, with or without birth dates', async () => {
    const index = { index: buildScreeningIndex(delta), keys: new Set(delta.map(entryKeyOf)) };
    const people = delta.filter((e) => e.type === 'individual').slice(0, 120);
    const subjects = people.flatMap((entity) => {
      const name = entity.names.find((n) => n.script === 'latin')?.full ?? '';
      const words = name.split(/\s+/u);
      const firstName = words.slice(0, -1).join(' ');
      const lastName = words.at(-1) ?? '';
      const listedYear = entity.birthDates[0]?.year;
      return [
        subjectRow({ firstName, lastName }),
        // A listed year agrees (evidence adds) or lies far away (evidence takes away).
        subjectRow({ firstName, lastName, dateOfBirth: `${listedYear ?? 1970}-01-01` }),
        subjectRow({ firstName, lastName, dateOfBirth: '2001-06-15', nationality: 'FR' }),
        // Weaker forms near the threshold, where the prefilter decides: a dropped first word, a typo in
        // the last name, both, and the last name alone.
        subjectRow({ firstName: words.slice(1, -1).join(' '), lastName }),
        subjectRow({ firstName, lastName: typo(lastName) }),
        subjectRow({
          firstName: words.slice(1, -1).join(' '),
          lastName: typo(lastName),
          dateOfBirth: '1960-01-01',
        }),
        subjectRow({ lastName }),
      ];
    });
    const screener: IndexScreener = {
      screenMany: (queries, options) => Promise.resolve(screenInProcess(full, queries, options)),
    };
    const findDelta = deltaMatches(index, screener);
    const findFull = fullIndexMatches(screener);
    let alerting = 0;
    for (const s of subjects) {
      for (const threshold of [70, 80, 90]) {
        const expected = (await findFull(s, threshold, false)).filter((m) =>
          index.keys.has(entryKeyOf(m.entity)),
        );
        if (expected.length > 0) alerting += 1;
        // Everything the full pass raises on a changed entry, at the same confidence (the delta pass keeps
        // more matches per subject than a full pass, so it may find a few more on a very common name).
        const label = `${s.firstName} ${s.lastName} ${s.dateOfBirth ?? ''} at ${threshold}`;
        expect(ids(await findDelta(s, threshold, false)), label).toEqual(
          expect.arrayContaining(ids(expected)),
        );
      }
    }
    // The comparison means something only if most of these subjects alert.
    expect(alerting).toBeGreaterThan(subjects.length);
  }, 120_000);
});
