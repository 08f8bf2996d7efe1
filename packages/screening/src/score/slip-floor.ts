import { SLIP_FLOOR } from '../config';
import { editDistance } from '../compare/edit-distance';
import type { Vocabulary } from '../index/vocabulary';
import { isKnownGivenName } from '../normalize/name-equivalents';
import { isWeakTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { droppedWordFloorHolds, type FloorParty, type FloorReading } from './dropped-word-floor';

const NO_PARTY: FloorParty = { coinedName: false };

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
  list: Int32Array,
  vocabulary: Vocabulary,
  party: FloorParty = NO_PARTY,
): FloorReading | undefined {
  const { coinedName } = party;
  const queryTokens: string[] = [];
  for (const token of query) {
    if (token.arabic) return undefined;
    if (!isWeakTag(token.tag)) queryTokens.push(token.text);
  }
  const listIds: number[] = [];
  for (const id of list) if (!isWeakTag(vocabulary.token(id).tag)) listIds.push(id);
  const listTexts = listIds.map((id) => vocabulary.token(id).text);
  const used = new Uint8Array(listTexts.length);
  // Only weak words typed (NATIONAL ARMY): no slip to read, at most a word left out (R4.54).
  if (queryTokens.length === 0)
    return droppedWordFloorHolds({ query, list, listIds, used, vocabulary, party });
  const open: number[] = [];
  for (let k = 0; k < queryTokens.length; k += 1) {
    const at = listTexts.findIndex((text, j) => used[j] === 0 && text === queryTokens[k]);
    if (at < 0) open.push(k);
    else used[at] = 1;
  }
  /** The slipped listed token is distinctive (R4.51: counted in parties, not in alias spellings). */
  let slipDistinctive = false;
  let slipped = false;
  /** R4.51: the slipped word is distinctive by its parties only (many aliases spell it, few parties). */
  let byParties = false;
  /** R4.50: a slip the one-word guard would not read, in an organisation's coined name. */
  let coined = false;
  const distinctive = (id: number): boolean => {
    const held = vocabulary.isDistinctive(id);
    if (held && (vocabulary.weights[id] ?? 0) < vocabulary.commonWeight) byParties = true;
    return held;
  };
  const first = open[0];
  if (first === undefined)
    return droppedWordFloorHolds({ query, list, listIds, used, vocabulary, party });
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
    if (j < 0) return undefined;
    used[j] = 1;
    slipDistinctive = distinctive(listIds[j] ?? 0);
  } else if (open.length === 1 && vocabulary.idOf(typed) === undefined) {
    // A one-word query keeps the round-3 guards against another name (Roman / Raman, Roman / Romana): a
    // changed letter in a 5-letter word, or a letter added or dropped at the end, is no slip there.
    // R4.50: not against an organisation, vessel or aircraft: their names are coined words (PERUN, RCHBD,
    // BELOMO), where one letter off is a slip of that name, not another name nobody happened to list,
    // unless the typed word is itself a given name of the engine's tables (Roman is no slip of RAMAN).
    const thin = queryTokens.length === 1;
    const coinable = coinedName && !isKnownGivenName(typed);
    let j = listTexts.findIndex(
      (text, i) =>
        used[i] === 0 && isOneSlip(typed, text) && !(thin && !coinable && isThinSlip(typed, text)),
    );
    coined = j >= 0 && thin && isThinSlip(typed, listTexts[j] ?? '');
    // R4.4: two slips in one long listed word (KADNESAKI / KANDELAKI), the word distinctive.
    let two = false;
    if (j < 0) {
      j = listTexts.findIndex((text, i) => used[i] === 0 && isTwoSlips(typed, text));
      two = j >= 0;
    }
    if (j >= 0) {
      used[j] = 1;
      slipDistinctive = distinctive(listIds[j] ?? 0);
      if (two && !slipDistinctive) return undefined;
    } else {
      // Joined: two adjacent listed words typed as one ("HARITHAL" for HARITH AL, "NARIAGENERAL").
      const joined = joinedPair(typed, list, vocabulary);
      if (joined === undefined) return undefined;
      for (const id of joined) {
        const at = listIds.findIndex((listId, i) => used[i] === 0 && listId === id);
        if (at < 0) continue;
        used[at] = 1;
        slipped = true;
        if (distinctive(id)) slipDistinctive = true;
      }
      if (!slipped) return undefined;
    }
  } else return undefined;
  if (slipDistinctive) return coined ? 'coinedName' : byParties ? 'fewParties' : 'slip';
  return queryTokens.length >= 2 && used.every((flag) => flag === 1) ? 'slip' : undefined;
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
  list: Int32Array,
  vocabulary: Vocabulary,
): [number, number] | undefined {
  for (let p = 0; p + 1 < list.length; p += 1) {
    const a = list[p] ?? 0;
    const b = list[p + 1] ?? 0;
    const left = vocabulary.token(a).text;
    if (!typed.startsWith(left) || typed.length !== left.length + vocabulary.token(b).text.length)
      continue;
    if (typed.endsWith(vocabulary.token(b).text)) return [a, b];
  }
  return undefined;
}
