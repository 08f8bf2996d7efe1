import type { Vocabulary } from '../index/vocabulary';
import { compoundComplementStem } from '../normalize/compounds';
import type { TokenData } from '../tokens/token-data';
import { alignment } from './align-tokens';

/**
 * R3.18: a listed compound met through its complement alone ("Jabbar" for ABDUL JABBAR) leaves the
 * compound's head over, as if it were a listed name of its own. Reads the current alignment of
 * `query` (`n` tokens) against `list`.
 */
export function leavesCompoundHead(
  query: readonly TokenData[],
  n: number,
  list: Int32Array,
  vocabulary: Vocabulary,
): boolean {
  for (let i = 0; i < n; i += 1) {
    const j = alignment.pairedWith[i] ?? -1;
    const token = query[i];
    if (j < 0 || token === undefined) continue;
    if (compoundComplementStem(token.text, vocabulary.token(list[j] ?? 0).text) !== undefined)
      return true;
  }
  return false;
}
