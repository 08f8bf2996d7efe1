import type { ListEntity } from '@sanctions/screening';
import type { DeckCase, DeckQuery } from './deck-model';
import {
  COMMON_FAMILY_NAMES,
  COMMON_GIVEN_NAMES,
  GENERIC_ORG_ACTIVITIES,
  GENERIC_ORG_WORDS,
  LEGAL_FORMS,
} from './common-names';
import type { ListedNames } from './listed-names';
import { bare, canonicalTokens, PARTICLES, primaryLatin } from './name-tools';
import { createPrng } from './prng';

export const NEGATIVE_COUNT = 400;
const NEAR_MISS = { sameGiven: 100, singleToken: 50, derivedFamily: 50, genericOrg: 50 };

const person = (firstName: string, lastName: string): DeckQuery => ({
  firstName,
  lastName,
  arabicName: '',
  searchType: 'fuzzy',
  sanctionLists: 'all',
});

/**
 * Realistic negatives (common names of many cultures, research 7.9 N1) and near misses (N2): a listed given name
 * with another family name, a lone common listed token, a patronymic-style derivative, generic company names.
 * Any combination whose tokens all appear together in one listed name is dropped: it would not be a negative.
 */
export function buildNegatives(entities: readonly ListEntity[], listed: ListedNames): DeckCase[] {
  const cases: DeckCase[] = [];
  const seen = new Set<string>();
  const push = (
    category: DeckCase['category'],
    prefix: string,
    query: DeckQuery,
    note: string,
    // A lone token is part of many listed names by design; only an identical listed name disqualifies it.
    check: 'all-tokens' | 'whole-name' = 'all-tokens',
  ) => {
    const text = `${query.firstName} ${query.lastName}`;
    const onList = check === 'whole-name' ? listed.isListed(text) : listed.containsAll(text);
    if (seen.has(text.toLowerCase()) || onList || listed.isListed(text)) return false;
    seen.add(text.toLowerCase());
    cases.push({ id: `${prefix}/${cases.length}`, category, query, expected: null, note });
    return true;
  };

  const rng = createPrng('negatives');
  for (let tries = 0, made = 0; made < NEGATIVE_COUNT && tries < NEGATIVE_COUNT * 20; tries++) {
    const given =
      rng.next() < 0.25
        ? `${rng.pick(COMMON_GIVEN_NAMES)} ${rng.pick(COMMON_GIVEN_NAMES)}`
        : rng.pick(COMMON_GIVEN_NAMES);
    if (push('negative', 'negative', person(given, rng.pick(COMMON_FAMILY_NAMES)), 'common names'))
      made++;
  }

  const people = entities
    .filter((e) => e.type === 'individual')
    .flatMap((e) => {
      const name = primaryLatin(e);
      return name ? [{ entity: e, parts: canonicalTokens(name, e) }] : [];
    })
    .filter((p) => p.parts.length >= 2);
  const nearRng = createPrng('near-miss');
  const shuffled = nearRng.shuffle(people);

  let made = 0;
  for (const { parts } of shuffled) {
    if (made >= NEAR_MISS.sameGiven) break;
    const given = parts[0] ?? '';
    if (bare(given).length < 3 || PARTICLES.has(bare(given))) continue;
    const family = nearRng.pick(COMMON_FAMILY_NAMES);
    if (
      push(
        'near-miss',
        'near-miss/same-given',
        person(given, family),
        `listed given name ${given}, other family`,
      )
    )
      made++;
  }

  // The most frequent listed given names, alone: matching one common token must not alert.
  const givenCounts = new Map<string, number>();
  for (const { parts } of people) {
    const first = parts[0] ?? '';
    const token = bare(first);
    // Only plain single words: a hyphenated compound would not be a token of any listed name.
    if (/^\p{L}{3,}$/u.test(first) && !PARTICLES.has(token))
      givenCounts.set(token, (givenCounts.get(token) ?? 0) + 1);
  }
  const frequent = [...givenCounts.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  made = 0;
  for (const [token] of frequent) {
    if (made >= NEAR_MISS.singleToken) break;
    const display = token.charAt(0).toUpperCase() + token.slice(1);
    if (
      push(
        'near-miss',
        'near-miss/single-token',
        person(display, ''),
        'one frequent listed given name alone',
        'whole-name',
      )
    )
      made++;
  }

  made = 0;
  for (const { parts } of nearRng.shuffle(people)) {
    if (made >= NEAR_MISS.derivedFamily) break;
    const root = bare(parts[0] ?? '');
    if (root.length < 3 || PARTICLES.has(root)) continue;
    const suffix = nearRng.pick(['ov', 'ova', 'son', 'ovic', 'ski', 'enko', 'zadeh', 'pour']);
    const family = `${root.charAt(0).toUpperCase()}${root.slice(1)}${suffix}`;
    const given = nearRng.pick(COMMON_GIVEN_NAMES);
    if (
      push(
        'near-miss',
        'near-miss/derived-family',
        person(given, family),
        `family derived from listed ${root}`,
      )
    )
      made++;
  }

  made = 0;
  for (let tries = 0; made < NEAR_MISS.genericOrg && tries < 2000; tries++) {
    const name = [
      nearRng.pick(GENERIC_ORG_WORDS),
      nearRng.pick(GENERIC_ORG_ACTIVITIES),
      nearRng.pick(LEGAL_FORMS),
    ].join(' ');
    if (
      push(
        'near-miss',
        'near-miss/generic-org',
        person('', name),
        'generic words and legal form only',
      )
    )
      made++;
  }
  return cases;
}
