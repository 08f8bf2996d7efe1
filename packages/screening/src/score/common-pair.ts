import { isSameNameRule, Rule } from '../compare/token-similarity';
import { WEAK_NAME } from '../config';
import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { alike, isNamePart, isSameName } from './common-parts';
import { nisbaStem } from './nisba-form';
import { isLeftOverOfItsOwn } from './patronymic';

/**
 * R5.20 (issue 22 item 5: "two common parts in common never alert on their own"): a person's query whose
 * names agree with the listed name on one or two name parts, all of them common (`isCommonPairPart`), while
 * something else says "another person":
 * - another part of the query meets a different name (Hasnaa / HASAN: two edits in a short name);
 * - a shared part agrees only by sound or by look (consonant skeleton, phonetic key, spelling: Omari / OMAR)
 *   while either name keeps a part of its own (left over, or typed in full against a listed initial);
 * - a shared part is the other plus the nisba -i (Bakri / BAKR, Ahmadi / AHMAD): a family name formed from a
 *   given name, another name.
 * Two common parts are carried by thousands of people: such a pair is a namesake until other details agree.
 * Left alone, as positives of the deck show them: a listed name typed as written or through a curated variant
 * with a listed part left out (a dropped middle name: "Mohammed SALEH" for Mohammed Ali SALEH) or with a name
 * of the query's own beside it (an extra name: "Hossein Ahmad HASAN" for Ahmad HASAN), a left-over
 * query part resembling a left-over listed part (a slip too far for the alignment), any distinctive part
 * agreeing. Returns the shared parts as listed, or undefined. Reads the current alignment of `query`.
 */
export function commonPairOnly(
  query: readonly TokenData[],
  queryWeights: Float64Array,
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
  patronymicsCount = false,
): string[] | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  const shared: string[] = [];
  const queryLeft: string[] = [];
  let differs = false;
  /** A shared part agrees by sound or look only, not as written or as a curated variant. */
  let loose = false;
  let nisba = false;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    const j = alignment.pairedWith[i] ?? -1;
    if (j < 0) {
      queryLeft.push(token.text);
      continue;
    }
    const id = list[j] ?? 0;
    const listed = vocabulary.token(id);
    const rule = alignment.rules[i] ?? Rule.unmatched;
    if (rule === Rule.initial) {
      // A listed initial stands for some name; a full name typed against it is the query's own.
      if (listed.text.length === 1) queryLeft.push(token.text);
      continue;
    }
    if (!isSameName(rule, token.text, listed.text) && !alike(token.text, listed.text)) {
      // Another name (Hasnaa / HASAN, Shafi / THAFIR); but a long rare listed name with the same consonants
      // is the listed person's own name respelled (Abdyrrahim / ABDURAHEM), which the recall floor keeps.
      if (isLongRespelling(rule, token.text, listed.text, vocabulary.weights[id] ?? 0, vocabulary))
        return undefined;
      differs = true;
      continue;
    }
    if (!isCommonPairPart(id, queryWeights[i] ?? 0, vocabulary)) return undefined;
    if (!isSameNameRule(rule)) loose = true;
    if (nisbaStem(token.text, listed.text) !== undefined) nisba = true;
    shared.push(listed.text);
  }
  if (shared.length === 0 || shared.length > WEAK_NAME.commonPairMostShared) return undefined;
  const listLeft: string[] = [];
  for (let j = 0; j < m; j += 1) {
    if (alignment.listPaired[j] === 1) continue;
    const token = vocabulary.token(list[j] ?? 0);
    if (isListedNamePart(token) && isLeftOverOfItsOwn(token.text, patronymicsCount))
      listLeft.push(token.text);
  }
  const partOfItsOwn = queryLeft.length > 0 || listLeft.length > 0;
  if (!differs && !(loose && partOfItsOwn) && !nisba) return undefined;
  for (const a of queryLeft) for (const b of listLeft) if (alike(a, b)) return undefined;
  return shared;
}

/**
 * A common part for this rule: used by at least `commonPairListNames` list names and carried by at least
 * `commonPairParties` listed parties (a name one party repeats in many aliases is not common), on the query's
 * side too (a query spelling the lists never use takes the weight of the rarest list token).
 */
function isCommonPairPart(id: number, queryWeight: number, vocabulary: Vocabulary): boolean {
  const weight = Math.min(vocabulary.weights[id] ?? 0, queryWeight);
  return (
    weight <= vocabulary.commonPairWeight &&
    (vocabulary.parties[id] ?? 0) >= WEAK_NAME.commonPairParties
  );
}

/** Shortest pair of names (letters) in which the same consonants spell one name rather than two. */
const LONG_NAME = 7;

function isLongRespelling(
  rule: number,
  typed: string,
  listed: string,
  listedWeight: number,
  vocabulary: Vocabulary,
): boolean {
  return (
    (rule === Rule.skeleton || rule === Rule.phonetic || rule === Rule.transliteration) &&
    Math.min(typed.length, listed.length) >= LONG_NAME &&
    listedWeight > vocabulary.commonPairWeight
  );
}

/** A listed name part in either script (particles, titles and one-letter initials are not). */
function isListedNamePart(token: TokenData): boolean {
  return token.tag === TokenTag.name && !isWeakTag(token.tag) && token.text.length > 1;
}
