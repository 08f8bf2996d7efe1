import { SLIP_FLOOR } from '../config';
import { editDistance } from '../compare/edit-distance';
import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag } from '../normalize/token-tags';
import { PACKED } from '../index/packed-records';
import type { TokenData } from '../tokens/token-data';

/**
 * R4.1, the recall floor (issue 22 item 1): a listed name whose distinctive part is typed with one slip is
 * never dropped from the reply by a cap or a penalty. The floor holds when
 * - every significant query token (not a particle, title, legal form or generic word) is a listed token of
 *   the name, exactly, except ONE that is a slip of a listed token: one insert, delete, substitute or
 *   transpose (the listed token 5+ letters), or the listed token split in two or two listed tokens joined;
 * - the slipped spelling is no token of any listed name (a listed spelling is another name: Olga / Oleg,
 *   Roman / Raman, the relative's given name);
 * - and the slipped listed token is distinctive (fewer list names than a common token hold it), or the query
 *   has two significant tokens or more and covers every significant token of the listed name.
 * Caps may still hold the score below "high"; the floor only keeps the record at the alert threshold.
 */
export function slipFloorHolds(
  query: readonly TokenData[],
  packed: Int32Array,
  at: number,
  vocabulary: Vocabulary,
): boolean {
  const { commonWeight } = vocabulary;
  const { texts: queryTokens, ids: queryIds } = significantQueryTokens(query, vocabulary);
  if (queryTokens.length === 0) return false;
  // The packed record (the scorer has just read it) and tags, not each listed token's object: these loads, for
  // every candidate below the floor, were the floor's main cost.
  const start = at + PACKED.header;
  const end = start + (packed[at + PACKED.tokenCount] ?? 0);
  const listIds: number[] = [];
  for (let p = start; p < end; p += 1) {
    const id = packed[p] ?? 0;
    if (!isWeakTag(vocabulary.tags[id] ?? 0)) listIds.push(id);
  }
  const used = new Uint8Array(listIds.length);
  const open: number[] = [];
  for (let k = 0; k < queryTokens.length; k += 1) {
    // Interned texts: the same id is the same text, and a query word the lists never use matches no id.
    const queryId = queryIds[k] ?? -1;
    const at = listIds.findIndex((id, j) => used[j] === 0 && id === queryId);
    if (at < 0) open.push(k);
    else used[at] = 1;
  }
  let slipWeight = -1;
  const first = open[0];
  if (first === undefined)
    return droppedOneWord(queryTokens.length, used, listIds, vocabulary, commonWeight);
  if (open.length > 2) return false;
  const listTexts = listIds.map((id) => vocabulary.token(id).text);
  const typed = queryTokens[first] ?? '';
  const second = open[1];
  const next = second === first + 1 ? queryTokens[second] : undefined;
  if (open.length === 2 && next !== undefined) {
    // Split: "KAMM OUN" for KAMMOUN. R4.5: a compound split after a slipped head, "ADBUL HAI" for
    // ABDULHAI: the second part typed as the listed word ends (CHO YONG SON is no CHO YONGWON).
    const split = typed + next;
    let j = listTexts.findIndex((text, i) => used[i] === 0 && text === split);
    if (j < 0 && vocabulary.idOf(split) === undefined)
      j = listTexts.findIndex(
        (text, i) =>
          used[i] === 0 &&
          text.length >= SLIP_FLOOR.minSplitSlipLength &&
          typed.length >= 4 &&
          next.length >= 3 &&
          text.endsWith(next) &&
          isOneSlip(split, text),
      );
    if (j < 0) return false;
    used[j] = 1;
    slipWeight = vocabulary.weights[listIds[j] ?? 0] ?? 0;
  } else if (open.length === 1 && vocabulary.idOf(typed) === undefined) {
    // A one-word query keeps the round-3 guards against another name (Roman / Raman, Roman / Romana): a
    // changed letter in a 5-letter word, or a letter added or dropped at the end, is no slip there.
    const thin = queryTokens.length === 1;
    const slips = slipMemo(vocabulary, typed);
    let j = listTexts.findIndex(
      (text, i) =>
        used[i] === 0 &&
        slipsOf(slips, typed, listIds[i] ?? 0, text, ONE_SLIP) &&
        !(thin && isThinSlip(typed, text)),
    );
    // R4.4: two slips in one long listed word (KADNESAKI / KANDELAKI), the word distinctive.
    let two = false;
    if (j < 0) {
      j = listTexts.findIndex(
        (text, i) => used[i] === 0 && slipsOf(slips, typed, listIds[i] ?? 0, text, TWO_SLIPS),
      );
      two = j >= 0;
    }
    if (j >= 0) {
      used[j] = 1;
      slipWeight = vocabulary.weights[listIds[j] ?? 0] ?? 0;
      if (two && slipWeight < commonWeight) return false;
    } else {
      // Joined: two adjacent listed words typed as one ("HARITHAL" for HARITH AL, "NARIAGENERAL").
      const joined = joinedPair(typed, packed, start, end, vocabulary);
      if (joined === undefined) return false;
      for (const id of joined) {
        const at = listIds.findIndex((listId, i) => used[i] === 0 && listId === id);
        if (at < 0) continue;
        used[at] = 1;
        slipWeight = Math.max(slipWeight, vocabulary.weights[id] ?? 0);
      }
      if (slipWeight < 0) return false;
    }
  } else return false;
  if (slipWeight >= commonWeight) return true;
  return queryTokens.length >= 2 && used.every((flag) => flag === 1);
}

/**
 * R4.6, one word dropped: every significant query word (two or more) is a word of the listed name as
 * listed, one of them distinctive, and the listed name keeps exactly one significant word the query left
 * out (OJSC ALMAZNY for OJSC ALMAZNY MIR). A garbled or other legal form (nothing left out) is no drop.
 */
function droppedOneWord(
  typed: number,
  used: Uint8Array,
  listIds: readonly number[],
  vocabulary: Vocabulary,
  commonWeight: number,
): boolean {
  if (typed < 2 || used.length < 3) return false;
  let left = 0;
  let distinctive = false;
  used.forEach((flag, i) => {
    if (flag === 0) left += 1;
    else if ((vocabulary.weights[listIds[i] ?? 0] ?? 0) >= commonWeight) distinctive = true;
  });
  return left === 1 && distinctive;
}

/**
 * The query's significant words (not particles, titles, legal forms or generic words) and their vocabulary ids
 * (-1 when the lists never use the word); none for a query holding Arabic script. Memoised for the last query,
 * which every candidate of a query repeats.
 */
const EMPTY = { texts: [] as string[], ids: [] as number[] };
const queryCache = {
  query: undefined as readonly TokenData[] | undefined,
  vocabulary: undefined as Vocabulary | undefined,
  words: EMPTY,
};

function significantQueryTokens(
  query: readonly TokenData[],
  vocabulary: Vocabulary,
): { texts: string[]; ids: number[] } {
  if (queryCache.query === query && queryCache.vocabulary === vocabulary) return queryCache.words;
  let words = { texts: [] as string[], ids: [] as number[] };
  for (const token of query) {
    if (token.arabic) {
      words = EMPTY;
      break;
    }
    if (isWeakTag(token.tag)) continue;
    words.texts.push(token.text);
    words.ids.push(vocabulary.idOf(token.text) ?? -1);
  }
  queryCache.query = query;
  queryCache.vocabulary = vocabulary;
  queryCache.words = words;
  return words;
}

/**
 * The slip tests of one typed token against listed tokens, memoised by listed token id: a query's candidates
 * share most of their tokens (mohammed, ali), and these edit distances ran once per candidate. Module-level like
 * the pair tables (screening is single-threaded per index); cleared when the index or the typed word changes.
 * Bits per listed token: ONE_SLIP / TWO_SLIPS known (the test ran), and the tests' outcomes one bit above.
 */
const ONE_SLIP = 1;
const TWO_SLIPS = 4;
const slipCache = {
  vocabulary: undefined as Vocabulary | undefined,
  typed: '',
  flags: new Map<number, number>(),
};

function slipMemo(vocabulary: Vocabulary, typed: string): Map<number, number> {
  if (slipCache.vocabulary !== vocabulary || slipCache.typed !== typed) {
    slipCache.vocabulary = vocabulary;
    slipCache.typed = typed;
    slipCache.flags.clear();
  }
  return slipCache.flags;
}

function slipsOf(
  flags: Map<number, number>,
  typed: string,
  id: number,
  text: string,
  test: typeof ONE_SLIP | typeof TWO_SLIPS,
): boolean {
  const known = flags.get(id) ?? 0;
  if ((known & test) !== 0) return (known & (test << 1)) !== 0;
  const holds = test === ONE_SLIP ? isOneSlip(typed, text) : isTwoSlips(typed, text);
  flags.set(id, known | test | (holds ? test << 1 : 0));
  return holds;
}

/** One edit between a typed token and a listed token of 5+ letters (the typed one at least 4). */
function isOneSlip(typed: string, listed: string): boolean {
  if (listed.length < SLIP_FLOOR.minListedLength || typed.length < SLIP_FLOOR.minListedLength - 1)
    return false;
  return editDistance(typed, listed, 1) <= 1;
}

/** R4.4: two edits between a typed token and a listed token of SLIP_FLOOR.twoSlipMinLength+ letters. */
function isTwoSlips(typed: string, listed: string): boolean {
  if (listed.length < SLIP_FLOOR.twoSlipMinLength || typed.length < SLIP_FLOOR.twoSlipMinLength - 1)
    return false;
  if (Math.abs(listed.length - typed.length) > 2 || typed[0] !== listed[0]) return false;
  return editDistance(typed, listed, 2) <= 2;
}

function isThinSlip(typed: string, listed: string): boolean {
  if (typed.startsWith(listed) || listed.startsWith(typed)) return true;
  return typed.length === listed.length && listed.length <= SLIP_FLOOR.minListedLength;
}

/** The ids of two adjacent tokens of the listed name that, run together, are the typed token. */
function joinedPair(
  typed: string,
  packed: Int32Array,
  start: number,
  end: number,
  vocabulary: Vocabulary,
): [number, number] | undefined {
  for (let p = start; p + 1 < end; p += 1) {
    const a = packed[p] ?? 0;
    const b = packed[p + 1] ?? 0;
    const left = vocabulary.token(a).text;
    if (!typed.startsWith(left) || typed.length !== left.length + vocabulary.token(b).text.length)
      continue;
    if (typed.endsWith(vocabulary.token(b).text)) return [a, b];
  }
  return undefined;
}
