import { Rule } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import { isShortForm } from '../normalize/name-equivalents';
import { isWeakTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';

/**
 * R4.21 (ADR 002): the given name is met only through a short form (Paco for the listed Francisco) and every other
 * name the two share is common (in PARTIAL_NAME.commonListNames list names or more: Garcia, Hassan, Ivanov). A
 * short form stands for several people's names and a common family name for many families: the pair is held to the
 * low band, an alert for review. Reads the alignment of the pair just aligned (`alignment`).
 */
export function shortFormOnCommonName(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
): boolean {
  const n = Math.min(query.length, MAX_TOKENS);
  let shortForm = false;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    const j = alignment.pairedWith[i] ?? -1;
    if (token === undefined || j < 0 || j >= listLength || isWeakTag(token.tag)) continue;
    const listed = list[j] ?? 0;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    const listedText = vocabulary.token(listed).text;
    if (
      rule === Rule.variant &&
      token.text !== listedText &&
      isShortForm(token.text) &&
      !isShortForm(listedText)
    ) {
      shortForm = true;
      continue;
    }
    if (rule === Rule.initial) continue;
    // Another name matched, and it is distinctive: the short form is backed by a rare name.
    if ((vocabulary.weights[listed] ?? 0) > vocabulary.commonWeight) return false;
  }
  return shortForm;
}
