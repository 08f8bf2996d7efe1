import { TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';

/** Tokens of this length or shorter may be written joined to their neighbour (jsc argument, al rahman, van der). */
const SHORT_TOKEN = 3;
const MAX_ALTERNATIVES = 3;

/**
 * Order-free identity of a name: its tokens sorted, titles left out ("Dr John Smith" = "SMITH, John").
 * '' when nothing but titles remains.
 */
export function exactKeyOf(tokens: readonly TokenData[]): string {
  return tokens
    .filter((token) => token.tag !== TokenTag.title)
    .map((token) => token.text)
    .sort()
    .join(' ');
}

/**
 * Short particles and legal forms are written glued to their neighbour (al rahman / alrahman,
 * jsc argument / jscargument, van der / vander); short given names are not (Ali Hassan is not Alihassan).
 */
function joinable(token: TokenData): boolean {
  if (token.text.length > SHORT_TOKEN) return false;
  return (
    token.tag === TokenTag.particle || token.tag === TokenTag.orgClass || token.text.length <= 2
  );
}

/** Token sequences with one short token joined to its neighbour, at most three per name. */
export function joinedAlternatives(tokens: readonly TokenData[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i + 1 < tokens.length && out.length < MAX_ALTERNATIVES; i += 1) {
    const left = tokens[i];
    const right = tokens[i + 1];
    if (left === undefined || right === undefined || left.arabic || right.arabic) continue;
    if (left.tag === TokenTag.numeric || right.tag === TokenTag.numeric) continue;
    // Articles and particles glue to the word after them (al otaibi -> alotaibi), legal forms to either side.
    if (!joinable(left) && right.tag !== TokenTag.orgClass) continue;
    const texts = tokens.map((token) => token.text);
    texts.splice(i, 2, left.text + right.text);
    out.push(texts);
  }
  return out;
}
