import { Rule } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { alike, isNamePart, isSameName } from './common-parts';
import { isLeftOverOfItsOwn } from './patronymic';

/**
 * R6.4 (issue 22 item 5): a person's query none of whose name parts is the same name as a listed part, each
 * met only by a name that sounds or looks alike (phonetic key, consonant skeleton, a spelling two edits away in
 * a short name: Said / SIDI, Omari / AMAR), while the listed name keeps a name part of its own (DAHA). Nothing
 * of the listed person's name was typed: another person whose names resemble his. Returns the pairs met
 * ([typed, listed]) for the explanation, or undefined.
 *
 * Not touched: any part agreeing as written, as a curated variant or transliteration, with one slip, or alike
 * (one inside the other, two edits in 6+ letters); a listed name met in full (every part met, a respelling of
 * the whole name: the transliteration categories); initials. Reads the current alignment of `query`.
 */
export function lookAlikeOnly(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
  patronymicsCount = false,
): [string, string][] | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  const pairs: [string, string][] = [];
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    const j = alignment.pairedWith[i] ?? -1;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    if (j < 0 || rule === Rule.initial) continue;
    const listed = vocabulary.token(list[j] ?? 0);
    if (
      listed.arabic ||
      isSameName(rule, token.text, listed.text) ||
      alike(token.text, listed.text)
    )
      return undefined;
    pairs.push([token.text, listed.text]);
  }
  if (pairs.length === 0) return undefined;
  for (let j = 0; j < m; j += 1) {
    if (alignment.listPaired[j] === 1) continue;
    const token = vocabulary.token(list[j] ?? 0);
    if (isNamePart(token) && isLeftOverOfItsOwn(token.text, patronymicsCount)) return pairs;
  }
  return undefined;
}
