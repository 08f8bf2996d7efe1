import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';

/**
 * R3.19: two business names that share one significant word while each keeps a word the other lacks, one
 * of them an activity word ("Golden Logistics SA" / INTERNATIONAL GOLDEN SERVICES, "Eastern Trading SA" /
 * JSC EASTERN EXCHANGE): another business with a word in common, not the listed one. A name that only
 * adds words (MODERN TECHNOLOGIES + Corporation) or only drops some is left alone. Reads the current
 * alignment of `query` against `list`.
 */
export function sharesOneWordOnly(
  query: readonly TokenData[],
  list: Int32Array,
  listLength: number,
  vocabulary: Vocabulary,
): boolean {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  let shared = 0;
  let queryLeft: number = Leftover.none;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined) continue;
    if ((alignment.pairedWith[i] ?? -1) >= 0) {
      if (!isWeakTag(token.tag)) shared += 1;
    } else queryLeft = Math.max(queryLeft, leftoverKind(token));
  }
  if (shared !== 1 || queryLeft === Leftover.none) return false;
  let listLeft: number = Leftover.none;
  for (let j = 0; j < m; j += 1) {
    if (alignment.listPaired[j] !== 1)
      listLeft = Math.max(listLeft, leftoverKind(vocabulary.token(list[j] ?? 0)));
  }
  if (listLeft === Leftover.none) return false;
  return queryLeft === Leftover.activity || listLeft === Leftover.activity;
}

/** What a word left over after the alignment says: nothing (legal form, title, particle, number), a name, or an activity. */
const Leftover = { none: 0, name: 1, activity: 2 } as const;
type Leftover = (typeof Leftover)[keyof typeof Leftover];

function leftoverKind(token: TokenData): Leftover {
  if (token.arabic || token.text.length < 2) return Leftover.none;
  if (token.tag === TokenTag.generic) return Leftover.activity;
  return token.tag === TokenTag.name ? Leftover.name : Leftover.none;
}
