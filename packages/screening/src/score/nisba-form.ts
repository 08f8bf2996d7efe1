import { Rule } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { isNamePart } from './common-parts';

/** Shortest name a nisba's -i is read on. */
const MIN_NAME = 4;

/**
 * R12.2 (issue 22 item 5, common names in the high band): a typed name part meets a listed one only with the
 * nisba's -i added or taken away: Rahmani / Rahman, Mahmoudi / Mahmoud, Omari / Omar, Hakimi / Hakim. The -i
 * makes a family name of belonging out of a given name (of the house of Rahman), which many unrelated families
 * carry; it is another name, not another spelling of the same one, though a slip can make it too. The candidate
 * stays alerting for review, never high on the name alone. Not read: a pair the curated variant table or a
 * transliteration gives as one name (Ahmadi / Ahmad in the table; Zavorotny / Zavorotnyi, Cyrillic ый), or a
 * name ending in a vowel or y (Nikola / Nikolai), or a typed word the lists do not hold (a slip: Qurish for QURISHI).
 * Returns the typed and the listed word, or undefined. Reads the
 * current alignment of `query` against `list`.
 */
export function nisbaForm(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
): [string, string] | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    const j = alignment.pairedWith[i] ?? -1;
    if (j < 0 || j >= Math.min(listLength, MAX_TOKENS)) continue;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    if (!SPELLING_RULES.has(rule)) continue;
    const listed = vocabulary.token(list[j] ?? 0).text;
    // A typed word no list holds is a slip of the listed one (Qurish for QURISHI), not a name of its own.
    if (isNisbaPair(token.text, listed) && vocabulary.idOf(token.text) !== undefined)
      return [token.text, listed];
  }
  return undefined;
}

/** Rules that agree by spelling or sound only, not as one name (exact, variant, transliteration, short form). */
const SPELLING_RULES: ReadonlySet<number> = new Set<number>([
  Rule.skeleton,
  Rule.phonetic,
  Rule.fuzzy,
]);

/** The shorter name when one is the other with the nisba -i added, a family name formed from a given name (Bakri / BAKR). */
export function nisbaStem(a: string, b: string): string | undefined {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 3 && long === `${short}i` ? short : undefined;
}

/** R12.2 reads the -i only on a name of four letters or more that does not end in a vowel or y (Nikola / Nikolai). */
export function isNisbaPair(a: string, b: string): boolean {
  const stem = nisbaStem(a, b);
  return stem !== undefined && stem.length >= MIN_NAME && !/[aeiouy]$/.test(stem);
}
