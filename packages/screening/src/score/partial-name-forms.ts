import type { NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';
import { tokenizeLatin } from '../normalize/tokenize';
import { tagLatinToken, TokenTag } from '../normalize/token-tags';

/**
 * How a one-name query was typed, read from the Latin field as written (ADR 002 R3.14-R3.16):
 * its one name word before compound folding, whether that word is an acronym, and its titles.
 */
export interface TypedPartial {
  /** The one name word as typed and folded to lower case ("abdullatif"), before compound folding. */
  readonly written: string | undefined;
  /** 2-5 capital letters and nothing else ("VSK"): read as an organisation's acronym. */
  readonly acronym: boolean;
  /** Titles and honorifics typed with the name ("haji" in "Haji Ashraf"). */
  readonly titles: readonly string[];
}

/** An acronym is typed in capitals, 2 to 5 letters; "Vsk" or "ALIEV" (6) is a name. */
const ACRONYM_RE = /^\p{Lu}{2,5}$/u;

/** The typed reading of a Latin one-name query; the Arabic field has no capitals or written compounds. */
export function typedPartial(latinText: string): TypedPartial {
  const tagOf = tagLatinToken;
  const rawWords = latinText.split(/\s+/u).filter((word) => word.length > 0);
  const words = tokenizeLatin(latinText);
  const titles = words.filter((word) => tagOf(word) === TokenTag.title);
  const names = words.filter((word) => {
    const tag = tagOf(word);
    return tag !== TokenTag.title && tag !== TokenTag.particle;
  });
  const nameRaw = rawWords.filter((word) => {
    const folded = tokenizeLatin(word);
    return folded.length === 1 && names.includes(folded[0] ?? '');
  });
  return {
    written: names.length === 1 ? names[0] : undefined,
    acronym: names.length === 1 && nameRaw.length === 1 && ACRONYM_RE.test(nameRaw[0] ?? ''),
    titles,
  };
}

/** The record's name holds the word as written (before compound folding): ABDULLATIF, not Abdul Latif. */
export function holdsWrittenForm(record: NameRecord, written: string): boolean {
  return tokenizeLatin(record.name.full).includes(written);
}

/**
 * Listed parties (entities) whose names write the word as typed, among the names holding its folded
 * form; counting stops above `limit` (only "few or many" matters).
 */
export function writtenFormHolders(
  records: readonly NameRecord[],
  postings: Int32Array | undefined,
  written: string,
  limit: number,
): number {
  if (postings === undefined) return 0;
  const entities = new Set<number>();
  for (let k = 0; k < postings.length && entities.size <= limit; k += 1) {
    const record = records[postings[k] ?? -1];
    if (record !== undefined && holdsWrittenForm(record, written)) entities.add(record.entity);
  }
  return entities.size;
}

/** The listed name carries one of the query's titles (Haji, Sheikh, Mullah...), as written. */
export function sharesTitle(
  record: NameRecord,
  vocabulary: Vocabulary,
  titles: readonly string[],
): boolean {
  if (titles.length === 0) return false;
  for (const id of record.tokens) {
    const token = vocabulary.token(id);
    if (token.tag === TokenTag.title && titles.includes(token.text)) return true;
  }
  return false;
}
