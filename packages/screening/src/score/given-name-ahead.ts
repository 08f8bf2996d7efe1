import { Rule } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import { FOLDED_HEAD, isCompoundHead } from '../normalize/compounds';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { alike, isNamePart, isSameName } from './common-parts';

/** Fewest name parts of a query read as a chain: given name, father's name, family name. */
const CHAIN_PARTS = 3;

/**
 * R9.1 (issue 22 item 5, relatives): a person's query of three name parts or more whose first name part, its
 * given name, is not in the listed name, while the rest of the query agrees with the whole listed name: "Ali
 * Khaled Halil CHOUMAN" / SHOMAN, Khaled Khalil. In a name written as given name, father's name (and
 * grandfather's) and family name, the query without its given name is the name of the query person's father,
 * or of a brother or cousin named the same way: a relative, not the listed person. An extra name typed later in
 * the name (a middle name, a title) is not this shape and is left alone, as is a query whose given name meets a
 * listed name, or that starts with a title, a particle or a compound's head (Abdul); one-field and two-part queries
 * are not read as a chain. Returns the given name as typed, or
 * undefined. Reads the current alignment of `query`.
 */
export function givenNameAhead(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
): string | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  // The chain starts with the word typed first: after a title or a kunya's Abu ("Haji Omar Azizullah ALIZAI" for
  // ALIZAI, Haji Azizullah) a word is no given name of the query's own. Nor is a theophoric compound as the engine
  // folds it (abdul + the next word): "Abdul Omar Qadeer KHAN" for KHAN, Abdul Qadeer folds Abdul with Omar, and
  // a word typed inside the listed compound cannot be told from a compound given name of the query's own.
  const first = query[0];
  if (
    first === undefined ||
    !isNamePart(first) ||
    isCompoundHead(first.text) ||
    first.text.startsWith(FOLDED_HEAD)
  )
    return undefined;
  let given: TokenData | undefined;
  let parts = 0;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    parts += 1;
    const j = alignment.pairedWith[i] ?? -1;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    if (parts === 1) {
      // The given name must be the query's own: left without a counterpart.
      if (j >= 0) return undefined;
      given = token;
      continue;
    }
    if (j < 0 || rule === Rule.initial) return undefined;
    const listed = vocabulary.token(list[j] ?? 0);
    if (!isSameName(rule, token.text, listed.text) && !alike(token.text, listed.text))
      return undefined;
  }
  if (given === undefined || parts < CHAIN_PARTS) return undefined;
  let listedParts = 0;
  for (let j = 0; j < m; j += 1) {
    const token = vocabulary.token(list[j] ?? 0);
    if (token.tag !== TokenTag.name || isWeakTag(token.tag) || token.text.length < 2) continue;
    // The whole listed name agrees: every listed name part is met by the rest of the query.
    if (alignment.listPaired[j] !== 1) return undefined;
    if (alike(given.text, token.text)) return undefined;
    listedParts += 1;
  }
  return listedParts >= 2 ? given.text : undefined;
}
