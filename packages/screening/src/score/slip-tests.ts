import { editDistance } from '../compare/edit-distance';
import type { Vocabulary } from '../index/vocabulary';
import { FOLDED_HEAD } from '../normalize/compounds';
import { TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { leavesCompoundHead } from './dropped-head';
import type { QueryTokens } from './name-score';

/** Shortest token length at which one edit reads as a slip rather than another name (Oleg / Olga). */
const ONE_SLIP_MIN_LENGTH = 5;

/**
 * The aligned pair of query token `i` differs by one edit (typo, transposition) and both tokens are
 * long enough for that to be a slip: RAHTA / RAHAT, NGEAR / NEGAR, BWARS / BEARS.
 */
export function isOneSlip(
  query: QueryTokens,
  list: Int32Array,
  i: number,
  vocabulary: Vocabulary,
): boolean {
  const j = i < 0 ? -1 : (alignment.pairedWith[i] ?? -1);
  const token = query.tokens[i];
  if (j < 0 || token === undefined || token.arabic) return false;
  const listText = vocabulary.token(list[j] ?? 0).text;
  const shorter = Math.min(token.text.length, listText.length);
  const longer = Math.max(token.text.length, listText.length);
  // A dropped or doubled letter still reads as a slip in a 4-letter remainder (CEEC / CEIEC, PERA / OPERA).
  // A letter added at the end is a derivation rather than a slip (Roman / Romana, Denis / Denise).
  const droppedLetter =
    longer === shorter + 1 &&
    longer >= ONE_SLIP_MIN_LENGTH &&
    !token.text.startsWith(listText) &&
    !listText.startsWith(token.text);
  if (shorter < ONE_SLIP_MIN_LENGTH && !droppedLetter) return false;
  // A one-word query is too thin for a substituted letter (Roman / Raman, Artem / Artam); only a
  // swapped pair of letters, or a dropped one, still reads as a slip there (Ngear / Negar).
  if (query.tokens.length < 2 && !droppedLetter && !isTransposition(token.text, listText))
    return false;
  return editDistance(token.text, listText, 1) <= 1;
}

function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let first = -1;
  for (let k = 0; k < a.length; k += 1) {
    if (a.charCodeAt(k) === b.charCodeAt(k)) continue;
    if (first >= 0)
      return (
        k === first + 1 &&
        a[first] === b[k] &&
        a[k] === b[first] &&
        a.slice(k + 1) === b.slice(k + 1)
      );
    first = k;
  }
  return false;
}

/** Two Latin tokens more than one edit apart: a spelling match that supports a name but never makes one. */
export function isTwoEditsAway(query: TokenData, list: TokenData): boolean {
  if (query.arabic || list.arabic) return false;
  return editDistance(query.text, list.text, 1) > 1;
}

/**
 * One name of each side is left over after the alignment: a Latin name token of the query and one
 * of the list name (Omar Yusuf Khan vs Ahmad Yusuf Khan). That is another person sharing the rest
 * of the name (a brother, a namesake), not a spelling of the listed one (ADR 002 round 3, relatives).
 */
export function isSubstitutedName(
  query: readonly TokenData[],
  list: Int32Array,
  listLength: number,
  vocabulary: Vocabulary,
): boolean {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || (alignment.pairedWith[i] ?? -1) >= 0 || !isPlainName(token))
      continue;
    for (let j = 0; j < m; j += 1) {
      if (alignment.listPaired[j] === 1) continue;
      const listToken = vocabulary.token(list[j] ?? 0);
      if (isPlainName(listToken) && isOtherName(token.text, listToken.text)) return true;
    }
    // R3.18: "Jan Jabbar OMARI" for ABDUL JABBAR OMARI puts another name in the dropped head's place.
    if (isOtherName(token.text, FOLDED_HEAD) && leavesCompoundHead(query, n, list, vocabulary))
      return true;
  }
  return false;
}

function isPlainName(token: TokenData): boolean {
  return !token.arabic && token.tag === TokenTag.name && token.text.length > 1;
}

/** Left-over tokens that start alike or hold one another are a spelling or compound form, not another name. */
function isOtherName(a: string, b: string): boolean {
  if (a.includes(b) || b.includes(a)) return false;
  return a.slice(0, SAME_NAME_PREFIX) !== b.slice(0, SAME_NAME_PREFIX);
}

/** Leading letters two left-over tokens may share before they read as one name spelled apart (Abdulalmuayyid / Abdulmuayyid). */
const SAME_NAME_PREFIX = 3;
