import { Rule } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { isNamePart } from './common-parts';

/**
 * R10.1: a person's query meets the listed name with two departures at once: a listed name part is not typed
 * (a middle name or the father's name dropped) and a part that is typed agrees only through another spelling
 * (a curated variant, a transliteration, a sound- or look-alike), none of it typed as listed ("Meriem SALEH" /
 * SALEH, Mariam Mahmoud). Either departure alone is how people write their own name; both together also describe
 * every namesake whose name spells the same common parts another way. The candidate stays alerting, but "high"
 * (the listed name as written, or with one departure) is not reached on the name alone.
 *
 * Returns the listed parts left out (as listed), for the explanation, or undefined. Not touched: a query typing
 * every agreeing part as listed (one departure: a part dropped); a query meeting every listed name part (one
 * departure: a respelling); an Arabic-script query (its parts are compared through transliteration only). Reads
 * the current alignment of `query` against `list`.
 */
export function respelledAndShortened(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
): string[] | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  let respelled = false;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    const j = alignment.pairedWith[i] ?? -1;
    if (j < 0) continue;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    if (rule === Rule.initial) return undefined;
    if (rule !== Rule.exact) respelled = true;
  }
  if (!respelled) return undefined;
  const left: string[] = [];
  for (let j = 0; j < m; j += 1) {
    if (alignment.listPaired[j] === 1) continue;
    const token = vocabulary.token(list[j] ?? 0);
    if (token.tag === TokenTag.name && !isWeakTag(token.tag) && token.text.length > 1)
      left.push(token.text);
  }
  return left.length > 0 ? left : undefined;
}
