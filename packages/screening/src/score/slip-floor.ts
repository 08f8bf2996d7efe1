import { SLIP_FLOOR } from '../config';
import { PACKED } from '../index/packed-records';
import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import {
  droppedWordFloorHolds,
  type DroppedWordInput,
  type FloorParty,
  type FloorReading,
} from './dropped-word-floor';
import { SlipTest, type FloorQuery } from './floor-query';

const NO_PARTY: FloorParty = { coinedName: false };

/**
 * The listed name's significant token ids and which of them the query typed, in reused buffers: the floor runs
 * for most candidates of a query (those below it), and most of them fail at the first look (module-level like
 * the scorer's alignment buffers: screening is single-threaded per index, ADR 002).
 */
let listIds = new Int32Array(64);
let used = new Uint8Array(64);

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
 *
 * `wholeOnly` (R8.3, another reading of the query): the reading must also meet every significant listed word.
 *
 * Reads the listed name from its packed record (`packed` at `at`, which the scorer has just read) and the
 * vocabulary's tag array, and matches typed words by interned id (the same id is the same text): loading each
 * listed token's object for every candidate below the floor was most of the floor's cost (R4.23, R5.1).
 */
export function slipFloorHolds(
  query: FloorQuery,
  packed: Int32Array,
  at: number,
  party: FloorParty = NO_PARTY,
  wholeOnly = false,
): FloorReading | undefined {
  if (query.arabic) return undefined;
  const { vocabulary } = query;
  const start = at + PACKED.header;
  const end = start + (packed[at + PACKED.tokenCount] ?? 0);
  if (end - start > listIds.length) {
    listIds = new Int32Array(2 * (end - start));
    used = new Uint8Array(2 * (end - start));
  }
  let n = 0;
  for (let p = start; p < end; p += 1) {
    const id = packed[p] ?? 0;
    if (isWeakTag(vocabulary.tags[id] ?? 0)) continue;
    listIds[n] = id;
    used[n] = 0;
    n += 1;
  }
  // Each significant query word takes the first listed token of its text not yet taken; at most two are left
  // open (one slipped word, or one word split in two), else no reading holds.
  const words = query.ids;
  let open = 0;
  let first = -1;
  let second = -1;
  for (let k = 0; k < words.length; k += 1) {
    const taken = firstFree(words[k] ?? -1, n);
    if (taken >= 0) {
      used[taken] = 1;
      continue;
    }
    open += 1;
    if (open === 1) first = k;
    else if (open === 2) second = k;
    else return undefined;
  }
  // Every typed word is a listed word (or only weak words typed, NATIONAL ARMY): at most a word left out (R4.54).
  if (first < 0)
    return wholeOnly
      ? undefined
      : droppedWordFloorHolds(droppedWordInput(query, packed, start, end, n, party));
  let distinctive = 0;
  let slipped = false;
  /** R4.50: a slip the one-word guard would not read, in an organisation's coined name. */
  let coined = false;
  if (open === 2) {
    if (second !== first + 1) return undefined;
    // Split: "KAMM OUN" for KAMMOUN. R4.5: a compound split after a slipped head, "ADBUL HAI" for
    // ABDULHAI: the second part typed as the listed word ends (CHO YONG SON is no CHO YONGWON).
    const splitId = query.splitId(first);
    let j = splitId >= 0 ? firstFree(splitId, n) : -1;
    if (splitId < 0) j = firstFreeSlip(query, SlipTest.split, first, n);
    if (j < 0) return undefined;
    used[j] = 1;
    distinctive = distinctiveness(listIds[j] ?? 0, vocabulary);
  } else if ((words[first] ?? -1) < 0) {
    // A one-word query keeps the round-3 guards against another name (Roman / Raman, Roman / Romana): a
    // changed letter in a 5-letter word, or a letter added or dropped at the end, is no slip there.
    // R4.50: not against an organisation, vessel or aircraft: their names are coined words (PERUN, RCHBD,
    // BELOMO), where one letter off is a slip of that name, not another name nobody happened to list,
    // unless the typed word is itself a given name of the engine's tables (Roman is no slip of RAMAN).
    // R8.6: nor against a person listed under that one word (beside titles and particles) when the typed word
    // is no name at all (no list word, no given name of the tables): "Mr Qmari" is Mr Omari typed with a slip,
    // where "Roman" is another person than RAMAN, and "Tamak" no slip of Tarak BEN TAHER (a name of many words).
    const typed = query.text(first);
    const thin = words.length === 1;
    const coinable = !query.isKnownGivenName(first) && (party.coinedName || n === 1);
    let j = -1;
    for (let i = 0; i < n; i += 1) {
      if (used[i] !== 0 || !query.slips(SlipTest.one, first, listIds[i] ?? 0)) continue;
      if (thin && !coinable && isThinSlip(typed, textOf(listIds[i] ?? 0, vocabulary))) continue;
      j = i;
      break;
    }
    coined = j >= 0 && thin && isThinSlip(typed, textOf(listIds[j] ?? 0, vocabulary));
    // R4.4: two slips in one long listed word (KADNESAKI / KANDELAKI), the word distinctive.
    let two = false;
    if (j < 0) {
      j = firstFreeSlip(query, SlipTest.two, first, n);
      two = j >= 0;
    }
    if (j >= 0) {
      used[j] = 1;
      distinctive = distinctiveness(listIds[j] ?? 0, vocabulary);
      if (two && distinctive === NOT_DISTINCTIVE) return undefined;
    } else if (party.coinedName && titleSlipped(query, first, packed, start, end, n, coinable)) {
      // R8.5: an organisation's name word that is also a title (PRINCE ENGINEERING, JUNIOR INTERNATIONAL
      // S.A.) typed with a slip, every other word of the name typed as listed.
      return 'wholeName';
    } else {
      // Joined: two listed words typed as one ("HARITHAL" for HARITH AL, "NARIAGENERAL"); R8.4 also the last
      // run into the first ("AdnanMasouti" for MASOUTI, ... Adnan: the lists write the family name first).
      const joined = joinedPair(typed, packed, start, end, vocabulary);
      if (joined === undefined) return undefined;
      for (const id of joined) {
        const taken = firstFree(id, n);
        if (taken < 0) continue;
        used[taken] = 1;
        slipped = true;
        distinctive = Math.max(distinctive, distinctiveness(id, vocabulary));
      }
      if (!slipped) return undefined;
    }
  } else return undefined;
  if (wholeOnly) for (let i = 0; i < n; i += 1) if (used[i] !== 1) return undefined;
  if (distinctive !== NOT_DISTINCTIVE) {
    if (!coined) return distinctive === BY_PARTIES ? 'fewParties' : 'slip';
    return party.coinedName ? 'coinedName' : 'noNameWord';
  }
  if (words.length < 2) return undefined;
  for (let i = 0; i < n; i += 1) if (used[i] !== 1) return undefined;
  return 'slip';
}

/**
 * R8.5: the typed word `k` is one slip from a title-tagged word of an organisation's name (not thin unless the
 * word is no given name), every significant listed word is typed, and so is every other word (`wholeNameTyped`).
 */
function titleSlipped(
  query: FloorQuery,
  k: number,
  packed: Int32Array,
  start: number,
  end: number,
  n: number,
  coinable: boolean,
): boolean {
  for (let i = 0; i < n; i += 1) if (used[i] !== 1) return false;
  const { vocabulary } = query;
  const thin = query.ids.length === 1;
  for (let p = start; p < end; p += 1) {
    const id = packed[p] ?? 0;
    if (vocabulary.tags[id] !== TokenTag.title || !query.slips(SlipTest.one, k, id)) continue;
    if (thin && !coinable && isThinSlip(query.text(k), textOf(id, vocabulary))) continue;
    return wholeNameTyped(query, packed, start, end, p);
  }
  return false;
}

/**
 * R8.5: the query's words other than the significant ones (business, legal-form, particle and title words)
 * are exactly the listed name's (but the slipped one, a position of the packed name), and the listed name
 * holds at least one business or legal-form word.
 */
function wholeNameTyped(
  query: FloorQuery,
  packed: Int32Array,
  start: number,
  end: number,
  slipped: number,
): boolean {
  const { vocabulary } = query;
  const typed = query.weakIds.slice();
  let business = 0;
  for (let p = start; p < end; p += 1) {
    if (p === slipped) continue;
    const id = packed[p] ?? 0;
    const tag = vocabulary.tags[id] ?? 0;
    if (!isWeakTag(tag)) continue;
    const at = typed.indexOf(id);
    if (at < 0) return false;
    typed[at] = -1;
    if (tag === TokenTag.generic || tag === TokenTag.orgClass) business += 1;
  }
  return business > 0 && typed.every((id) => id === -1);
}

/** Position of the first listed token `id` not yet taken (-1: none; a word no list name uses is id -1). */
function firstFree(id: number, n: number): number {
  if (id < 0) return -1;
  for (let i = 0; i < n; i += 1) if (used[i] === 0 && listIds[i] === id) return i;
  return -1;
}

function firstFreeSlip(query: FloorQuery, test: SlipTest, k: number, n: number): number {
  for (let i = 0; i < n; i += 1)
    if (used[i] === 0 && query.slips(test, k, listIds[i] ?? 0)) return i;
  return -1;
}

/** The slipped listed token is common, distinctive by its weight, or (R4.51) by its few parties only. */
const NOT_DISTINCTIVE = 0;
const BY_WEIGHT = 1;
const BY_PARTIES = 2;

/**
 * Whether the slipped listed token is distinctive (R4.51: counted in parties, not in alias spellings): many
 * aliases may spell it while it belongs to few parties. BY_PARTIES outranks BY_WEIGHT when a joined pair
 * holds one of each, as the reading says "few parties" whenever any slipped word is distinctive that way.
 */
function distinctiveness(id: number, vocabulary: Vocabulary): number {
  if (!vocabulary.isDistinctive(id)) return NOT_DISTINCTIVE;
  return (vocabulary.weights[id] ?? 0) < vocabulary.commonWeight ? BY_PARTIES : BY_WEIGHT;
}

function textOf(id: number, vocabulary: Vocabulary): string {
  return vocabulary.token(id).text;
}

export function isThinSlip(typed: string, listed: string): boolean {
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
  // Adjacent pairs (the listed order), then R8.4 the last word run into the first: the name read the other way
  // round ("AdnanMasouti" for MASOUTI, Mohammed Humam Mohammed Adnan, as lists write the family name first).
  for (let p = start; p + 1 < end; p += 1) {
    const pair = joinedAs(typed, packed[p] ?? 0, packed[p + 1] ?? 0, vocabulary);
    if (pair !== undefined) return pair;
  }
  if (end - start > 2) return joinedAs(typed, packed[end - 1] ?? 0, packed[start] ?? 0, vocabulary);
  return undefined;
}

function joinedAs(
  typed: string,
  a: number,
  b: number,
  vocabulary: Vocabulary,
): [number, number] | undefined {
  const left = textOf(a, vocabulary);
  if (!typed.startsWith(left) || typed.length !== left.length + textOf(b, vocabulary).length)
    return undefined;
  return typed.endsWith(textOf(b, vocabulary)) ? [a, b] : undefined;
}

/** The dropped-word readings' view of the two names (rare: every typed word found as listed). */
function droppedWordInput(
  query: FloorQuery,
  packed: Int32Array,
  start: number,
  end: number,
  n: number,
  party: FloorParty,
): DroppedWordInput {
  return {
    query: query.tokens,
    list: packed.subarray(start, end),
    listIds: Array.from(listIds.subarray(0, n)),
    used: used.slice(0, n),
    vocabulary: query.vocabulary,
    party,
  };
}
