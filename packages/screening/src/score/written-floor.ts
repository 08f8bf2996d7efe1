import type { NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';
import { cyrillicToLatin } from '../normalize/cyrillic';
import { isKnownGivenName } from '../normalize/name-equivalents';
import { normalizeName } from '../normalize/normalize-name';
import { tagLatinToken, TokenTag } from '../normalize/token-tags';
import { tokenizeLatin } from '../normalize/tokenize';
import { isOneSlip } from './floor-query';
import { isThinSlip } from './slip-floor';

/**
 * R8.2: the recall floor read on the listed name as written. Both sides fold a theophoric compound to one
 * canonical spelling (Abdillah -> `abdullah`, Abdellatif -> `abdullahtif`) and a spelled-out legal form to its
 * abbreviation (SOCIEDAD ANOMINA DE CAPITAL VARIABLE -> `sa de cv`). A slip that breaks the pattern the fold
 * reads ("Abdlilah", "Abdellwtif", "GBDELRAHMMAN", "SOCIEDAD ANOMINQA") leaves the typed word unfolded, two or
 * three letters from the listed fold though one letter from the listed spelling, and the floor (slip-floor.ts),
 * which reads folded words, saw no slip. Here the typed words and the listed words are compared as written.
 */

/** A name's words as written: Latin letters, before legal forms and compounds are folded; no particles or titles. */
export function writtenWords(text: string): string[] {
  return tokenizeLatin(cyrillicToLatin(text)).filter((word) => {
    const tag = tagLatinToken(word);
    return tag !== TokenTag.particle && tag !== TokenTag.title;
  });
}

/** Per index's records: each record's written words when they differ from its folded words, else null. */
const writtenByRecords = new WeakMap<readonly NameRecord[], (readonly string[] | null)[]>();

/**
 * The record's words as written when folding changed them (a compound or a legal form), else undefined: the
 * folded floor already read that name. Worked out once per record and index, on first use.
 */
export function writtenRecordWords(
  records: readonly NameRecord[],
  recordId: number,
  vocabulary: Vocabulary,
): readonly string[] | undefined {
  let memo = writtenByRecords.get(records);
  if (memo === undefined) {
    memo = new Array<readonly string[] | null>(records.length);
    writtenByRecords.set(records, memo);
  }
  let words = memo[recordId];
  if (words === undefined) {
    const record = records[recordId];
    const written = record === undefined ? [] : writtenWords(record.name.full);
    const folded: string[] = [];
    for (const id of record?.tokens ?? []) {
      const tag = vocabulary.tags[id] ?? 0;
      if (tag !== TokenTag.particle && tag !== TokenTag.title)
        folded.push(vocabulary.token(id).text);
    }
    words = written.length > 0 && written.join(' ') !== folded.join(' ') ? written : null;
    memo[recordId] = words;
  }
  return words ?? undefined;
}

/**
 * Every typed word is a listed word as written, but one, which is one slip (insert, delete, substitute,
 * transpose) from a listed word as written; the typed spelling is no list word (folded or not); and the slipped
 * listed word is distinctive (through its own fold, a word of the listed name's `folded` ids) or the typed words
 * are the whole listed name. A one-word
 * query keeps the one-word guard for known given names (Roman / Raman, R4.1, R8.6).
 */
export function writtenFloorHolds(
  typed: readonly string[],
  listed: readonly string[],
  folded: Int32Array,
  vocabulary: Vocabulary,
  coinedName: boolean,
): boolean {
  if (typed.length === 0 || typed.length > listed.length) return false;
  const free: (string | undefined)[] = [...listed];
  let open = -1;
  for (let k = 0; k < typed.length; k += 1) {
    const at = free.indexOf(typed[k]);
    if (at >= 0) {
      free[at] = undefined;
      continue;
    }
    if (open >= 0) return false;
    open = k;
  }
  if (open < 0) return false;
  const word = typed[open] ?? '';
  if (isListSpelling(word, vocabulary)) return false;
  let slipped = -1;
  for (let i = 0; i < free.length; i += 1) {
    const candidate = free[i];
    if (candidate === undefined || !isOneSlip(word, candidate)) continue;
    // The one-word guard (R4.1, R8.6): kept for a given name, and for a one-word query against a person's
    // name of several words (Miraz is no slip of Umar MIRZA).
    const guarded = isKnownGivenName(word) || (!coinedName && listed.length > 1);
    if (typed.length === 1 && guarded && isThinSlip(word, candidate)) continue;
    slipped = i;
    break;
  }
  if (slipped < 0) return false;
  const listedWord = free[slipped] ?? '';
  free[slipped] = undefined;
  if (isDistinctiveWritten(listedWord, folded, vocabulary)) return true;
  return typed.length >= 2 && free.every((rest) => rest === undefined);
}

/** The word, or its fold, is a word of a listed name: another name, not a slip. */
function isListSpelling(word: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.idOf(word) !== undefined) return true;
  const folded = normalizeName(word);
  return folded.length === 1 && vocabulary.idOf(folded[0] ?? '') !== undefined;
}

/**
 * The listed word folds on its own to a word of the listed name (a one-token compound: Abdelrahmman ->
 * `abdulrahmman`), which is a distinctive name word (R4.1, R4.51). A word the name folds with its neighbours
 * (RAZZAQ of ABD AL-RAZZAQ, a legal-form word) is judged by that unit, not alone: no.
 */
function isDistinctiveWritten(word: string, folded: Int32Array, vocabulary: Vocabulary): boolean {
  const own = normalizeName(word);
  if (own.length !== 1) return false;
  const id = vocabulary.idOf(own[0] ?? '');
  if (id === undefined || vocabulary.tags[id] !== TokenTag.name) return false;
  return folded.includes(id) && vocabulary.isDistinctive(id);
}
