import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { KUNYA_PARTICLES } from './kunya-replaced';

/**
 * R6.2: the listed name holds a kunya, Abu X ("father of X": the name of his child), and the query drops the
 * Abu and starts with X, followed by the rest of the listed name ("Maryam Asadi" / ABU MARYAM AL-AZADI;
 * "Mohamed al-Adnani" / ABOU MOHAMED AL ADNANI). Read without its Abu, the name is that of a person whose own
 * given name is X, a common thing to be called; with the Abu dropped it may still be the listed man (a word
 * left out), so the candidate stays for review, but never "high" on the name alone. Returns X (as listed) for
 * the explanation, or undefined.
 *
 * Not touched: a query with a given name of its own in the Abu's place (R4.60 holds it below the alert); a
 * query typing the Abu (it aligns); a query of X alone (one-name rules). Reads the current alignment of
 * `query` against `list`.
 */
export function kunyaDropped(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
): string | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  for (let j = 0; j + 1 < m; j += 1) {
    if (alignment.listPaired[j] === 1 || !isWeakTag(vocabulary.tags[list[j] ?? 0] ?? 0)) continue;
    if (!KUNYA_PARTICLES.has(vocabulary.token(list[j] ?? 0).text)) continue;
    if (alignment.listPaired[j + 1] !== 1) continue;
    const named = vocabulary.token(list[j + 1] ?? 0);
    if (named.tag !== TokenTag.name) continue;
    // X is the first name part of the query, and another query name part meets the rest of the listed name
    // (after the kunya, or before it where the publication writes the family name first: AL-AZADI, Abu Maryam).
    let first = -1;
    let rest = false;
    for (let i = 0; i < n; i += 1) {
      const token = query[i];
      if (token === undefined || token.arabic || isWeakTag(token.tag)) continue;
      if (first < 0) {
        first = i;
        continue;
      }
      const paired = alignment.pairedWith[i] ?? -1;
      if (paired >= 0 && paired !== j + 1) rest = true;
    }
    if (first >= 0 && alignment.pairedWith[first] === j + 1 && rest) return named.text;
  }
  return undefined;
}
