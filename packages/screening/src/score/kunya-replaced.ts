import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';

/** The particle of a kunya (Abu Ubaydah: "father of Ubaydah"), as the tokenizer spells it. */
export const KUNYA_PARTICLES: ReadonlySet<string> = new Set(['abu', 'abou', 'abo']);

/**
 * R4.60: the listed name holds a kunya, Abu X ("father of X"), and the query has a given name of its own
 * in the Abu's place, right before X ("Ali Mohamed AL ADNANI" / ABOU MOHAMED AL ADNANI; "Abdelhalim Ubaydah
 * Yusuf AL-ANABI" / ABU UBAYDAH YUSUF AL-ANABI). The query names a person whose own name holds X, a son or
 * a namesake, not the man known as the father of X. Returns X (as listed) for the explanation, or undefined.
 *
 * A query that only leaves the Abu out ("Mohamed al-Adnani") is the listed kunya with a word dropped and is
 * not touched; nor is a query part that is the particle misspelt (it aligns with it). Reads the current
 * alignment of `query` against `list`.
 */
export function kunyaReplaced(
  query: readonly TokenData[],
  list: Int32Array,
  listLength: number,
  vocabulary: Vocabulary,
): string | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  for (let j = 0; j + 1 < m; j += 1) {
    if (alignment.listPaired[j] === 1) continue;
    if (!KUNYA_PARTICLES.has(vocabulary.token(list[j] ?? 0).text)) continue;
    if (alignment.listPaired[j + 1] !== 1) continue;
    const named = vocabulary.token(list[j + 1] ?? 0);
    if (named.tag !== TokenTag.name) continue;
    let i = -1;
    for (let k = 0; k < n; k += 1) if (alignment.pairedWith[k] === j + 1) i = k;
    if (i <= 0) continue;
    const before = query[i - 1];
    if (before === undefined || (alignment.pairedWith[i - 1] ?? -1) >= 0) continue;
    if (isOwnGivenName(before)) return named.text;
  }
  return undefined;
}

function isOwnGivenName(token: TokenData): boolean {
  return (
    !token.arabic &&
    token.tag === TokenTag.name &&
    !isWeakTag(token.tag) &&
    token.text.length > 1 &&
    !KUNYA_PARTICLES.has(token.text)
  );
}
