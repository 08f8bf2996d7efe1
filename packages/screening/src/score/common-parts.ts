import { isSameNameRule, Rule } from '../compare/token-similarity';
import { editDistance } from '../compare/edit-distance';
import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { isLeftOverOfItsOwn } from './patronymic';

/**
 * R4.40: the names agree only on common name parts (Mohammed, Ali, Hassan, Wang, Ivanov: IDF weight at most
 * the vocabulary's `commonWeight`, the weight of a token in PARTIAL_NAME.commonListNames list names) while
 * the rest differs: a distinctive part of either name has no counterpart ("Lucia HERNANDEZ" / HERNANDEZ
 * LECHUGA, Lucio; "Mohamed Abdullah Mohammed" / Mohamed Mohamed Abdullah AL-AHDAL), or a part meets only
 * another name that sounds or looks alike, more than one slip away (Hasnaa / HASAN, Bakht / AL-BAHTITI).
 * Two people who share common name parts are not the same person. Returns the shared common parts (as
 * listed) for the explanation, or undefined when the rule does not apply.
 *
 * Not common parts only: a distinctive listed part met by the same name or a spelling of it (slips
 * allowed: it is the listed person's distinctive name); a left-over distinctive part that resembles a
 * left-over listed part (a slip too far for the alignment); a listed name of common parts that agrees in
 * full, each part the same name or one slip away (the listed person typed exactly or nearly; an extra
 * common name typed beside it changes nothing). Reads the current alignment of `query` against `list`.
 */
export function commonPartsOnly(
  query: readonly TokenData[],
  queryWeights: Float64Array,
  list: Int32Array,
  listLength: number,
  vocabulary: Vocabulary,
  patronymicsCount = false,
): string[] | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  const common = vocabulary.commonWeight;
  const shared: string[] = [];
  const queryLeft: string[] = [];
  let differs = false;
  /** A part meets only another name three edits or more away that sounds alike (Heidari / KHEDRI). */
  let otherName = false;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    const j = alignment.pairedWith[i] ?? -1;
    // An initial neither agrees nor differs: it stands for some name.
    if (j >= 0 && alignment.rules[i] === Rule.initial) continue;
    if (j < 0) {
      queryLeft.push(token.text);
      continue;
    }
    const id = list[j] ?? 0;
    const listed = vocabulary.token(id);
    const agrees =
      isSameName(alignment.rules[i] ?? Rule.unmatched, token.text, listed.text) ||
      alike(token.text, listed.text);
    if (!agrees) {
      differs = true;
      const rule = alignment.rules[i] ?? Rule.unmatched;
      if (
        (rule === Rule.skeleton || rule === Rule.phonetic) &&
        editDistance(token.text, listed.text, 3) >= 3
      )
        otherName = true;
      continue;
    }
    // A common name in a rare listed spelling (Sayed / SA'IID) is still a common name.
    const weight = Math.min(vocabulary.weights[id] ?? 0, queryWeights[i] ?? 0);
    // The listed person's distinctive name, typed or misspelt: not common parts only.
    if (weight > common) return undefined;
    shared.push(listed.text);
  }
  if (shared.length === 0 || (!differs && queryLeft.length === 0)) return undefined;
  // A listed name agreeing in full (every part aligned) is the listed person typed exactly or nearly.
  const listLeft: string[] = [];
  for (let j = 0; j < m; j += 1) {
    if (alignment.listPaired[j] === 1) continue;
    const token = vocabulary.token(list[j] ?? 0);
    if (isNamePart(token) && isLeftOverOfItsOwn(token.text, patronymicsCount))
      listLeft.push(token.text);
  }
  if (listLeft.length === 0 && !otherName) return undefined;
  for (const a of queryLeft) for (const b of listLeft) if (alike(a, b)) return undefined;
  return shared;
}

/** The same name: equal, a curated variant or transliteration, or a spelling at most one slip away. */
export function isSameName(rule: number, a: string, b: string): boolean {
  if (isSameNameRule(rule)) return true;
  return editDistance(a, b, 1) <= 1;
}

export function isNamePart(token: TokenData): boolean {
  return (
    !token.arabic && token.tag === TokenTag.name && !isWeakTag(token.tag) && token.text.length > 1
  );
}

/**
 * Left-over or weakly aligned parts that are still one name with slips: one inside the other (4+ letters),
 * or two edits apart in names of six letters or more (ZAWAHRYI / ZAWAHIRI), not in shorter ones (Imene / Ameen).
 */
export function alike(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) >= 4 && (a.includes(b) || b.includes(a))) return true;
  return Math.min(a.length, b.length) >= 6 && editDistance(a, b, 2) <= 2;
}
