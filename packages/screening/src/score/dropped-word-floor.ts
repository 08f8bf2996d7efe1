import { PARTIAL_NAME } from '../config';
import type { Vocabulary } from '../index/vocabulary';
import { isWordOfForm } from '../normalize/legal-forms';
import { TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';

/**
 * Why the recall floor held (the analysis says it): `slip` for R4.1-R4.6, else the round-4 reading that let
 * it hold: a coined name one letter off (R4.50), a slipped word held by few parties (R4.51), business words
 * typed beside a distinctive one (R4.52), a legal form typed in part (R4.53), words held together by few
 * names (R4.54); R8: a person's one word typed as no name at all (R8.6), the whole name typed with its business
 * words (R8.5), the slip read on the listed name as written (R8.2) or on another reading of the query (R8.3).
 */
export type FloorReading =
  | 'slip'
  | 'coinedName'
  | 'fewParties'
  | 'businessWords'
  | 'formInPart'
  | 'fewNames'
  | 'noNameWord'
  | 'wholeName'
  | 'asWritten'
  | 'otherReading';

/** What the recall floor knows of the listed party and the index beyond the two names. */
export interface FloorParty {
  /** R4.50: the party is an organisation, vessel or aircraft, whose name is a coined word. */
  readonly coinedName: boolean;
  /**
   * R4.54: how many list names hold every one of the words (counted up to the limit + 1); absent for a
   * person's query (R4.41: a person's name is not an organisation's unless the whole name agrees).
   */
  readonly namesHoldingAll?: (texts: readonly string[], limit: number) => number;
}

/** The two names after the slip floor's alignment: every significant query word is a listed word. */
export interface DroppedWordInput {
  readonly query: readonly TokenData[];
  readonly list: Int32Array;
  /** The listed name's significant token ids, and which of them the query typed. */
  readonly listIds: readonly number[];
  readonly used: Uint8Array;
  readonly vocabulary: Vocabulary;
  readonly party: FloorParty;
}

/**
 * The recall floor for a name typed with a word left out (R4.6, R4.52-R4.54): every significant query word
 * is a word of the listed name as listed, and what is missing is one word of the name or of its legal form.
 */
export function droppedWordFloorHolds(input: DroppedWordInput): FloorReading | undefined {
  const { query, list, vocabulary } = input;
  const typed = input.used.reduce((sum, flag) => sum + flag, 0);
  if (droppedOneWord(typed, 0, input)) return 'slip';
  if (droppedOneWord(typed, typedBusinessWords(query, list, vocabulary), input))
    return 'businessWords';
  if (formTypedInPart(input)) return 'formInPart';
  return droppedWordOfFewNames(input) ? 'fewNames' : undefined;
}

/**
 * R4.6, one word dropped: every significant query word (two or more) is a word of the listed name as
 * listed, one of them distinctive, and the listed name keeps exactly one significant word the query left
 * out (Peter NJOROGE for Peter Kamau NJOROGE). A garbled or other legal form (nothing left out) is no drop.
 * `business`: the R4.52 words counted beside the significant ones (0 for R4.6 itself).
 */
function droppedOneWord(
  typed: number,
  business: number,
  { used, listIds, vocabulary }: DroppedWordInput,
): boolean {
  if (typed + business < 2 || used.length + business < 3) return false;
  let left = 0;
  let distinctive = false;
  used.forEach((flag, i) => {
    if (flag === 0) left += 1;
    else if (vocabulary.isDistinctive(listIds[i] ?? 0)) distinctive = true;
  });
  return left === 1 && distinctive;
}

/**
 * R4.52: the legal-form and business words a query shares with the listed name, counted as typed words of
 * it when every one of them is listed (OJSC ALMAZNY, RAJAH MOVEMENT, HIND SHIPPING COMPANY): a company's
 * name is often one distinctive word beside such words, and typing them is typing the name. A business
 * word the listed name lacks counts nothing (then two significant words are needed, as in R4.6).
 */
function typedBusinessWords(
  query: readonly TokenData[],
  list: Int32Array,
  vocabulary: Vocabulary,
): number {
  let shared = 0;
  for (const token of query) {
    if (token.tag !== TokenTag.orgClass && token.tag !== TokenTag.generic) continue;
    const id = vocabulary.idOf(token.text);
    if (id === undefined || !list.includes(id)) return 0;
    shared += 1;
  }
  return shared;
}

/**
 * R4.53: every significant word of the listed name typed as listed, one of them distinctive, and the legal
 * form typed in part: each legal-form word of the query the listed name lacks is a word of a listed form
 * spelled out ("LIMITED COMPANY KAPO-ZHILBILTSERVIS" for LIMITED LIABILITY COMPANY KAPO-ZHILBILTSERVIS, read
 * as LLC). LIMITED COMPANY alone is no LLC (it may be a listed LTD, R4.12); beside the listed LLC it is
 * that form with a word left out, not another form.
 */
function formTypedInPart(input: DroppedWordInput): boolean {
  const { query, list, used, listIds, vocabulary } = input;
  if (!used.every((flag) => flag === 1)) return false;
  if (!listIds.some((id) => vocabulary.isDistinctive(id)) && !fewNamesHold(input)) return false;
  const listedForms: string[] = [];
  for (const id of list) {
    const token = vocabulary.token(id);
    if (token.tag === TokenTag.orgClass) listedForms.push(token.text);
  }
  let partial = 0;
  for (const token of query) {
    if (token.tag !== TokenTag.orgClass || listedForms.includes(token.text)) continue;
    if (!listedForms.some((form) => isWordOfForm(token.text, form))) return false;
    partial += 1;
  }
  return partial > 0;
}

/**
 * R4.54: an organisation's name typed with one word left out where no word typed is distinctive on its own
 * (TECHNICAL GROUP for ETTEHAD TECHNICAL GROUP, NATIONAL ARMY for ALBANIAN NATIONAL ARMY): the words typed,
 * taken together, are held by no more list names than a fully distinctive word is
 * (PARTIAL_NAME.distinctiveListNames, 6), so together they point to this party as a rare word would. Every
 * typed word (two or more; particles and titles aside) is a word of the listed name as listed, and the
 * listed name keeps exactly one significant word the query left out. Organisations, vessels and aircraft
 * only, and never for a person's query: two common name parts in common never alert on their own (R4.40).
 */
function droppedWordOfFewNames(input: DroppedWordInput): boolean {
  const { used, party } = input;
  if (!party.coinedName) return false;
  const left = used.length - used.reduce((sum, flag) => sum + flag, 0);
  return left === 1 && fewNamesHold(input, true);
}

/**
 * R4.54: the query's words that are words of the listed name (two or more) are held together by few names;
 * `every`: each typed word must be one (a legal-form word typed in part, R4.53, is not).
 */
function fewNamesHold(
  { query, list, vocabulary, party }: DroppedWordInput,
  every = false,
): boolean {
  if (party.namesHoldingAll === undefined) return false;
  const texts: string[] = [];
  for (const token of query) {
    if (token.tag === TokenTag.particle || token.tag === TokenTag.title) continue;
    const id = vocabulary.idOf(token.text);
    if (id === undefined || !list.includes(id)) {
      if (every) return false;
      continue;
    }
    texts.push(token.text);
  }
  if (texts.length < 2) return false;
  const limit = PARTIAL_NAME.distinctiveListNames;
  return party.namesHoldingAll(texts, limit) <= limit;
}
