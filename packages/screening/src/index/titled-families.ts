import type { EntityType } from '../model/list-entity';
import { complementCompound } from '../normalize/compounds';
import { TokenTag } from '../normalize/token-tags';
import { familyTokens } from '../score/family-tokens';
import type { TokenData } from '../tokens/token-data';
import type { NameRecord } from './build-index';
import type { Vocabulary } from './vocabulary';

/**
 * ADR 002 R3.17: the retrieval key of a title with a family name ("sheikh hassan" for the alias
 * "Sheikh Dawood Hassan"). A title is never an index key and a common family name ties hundreds of
 * names at the top-K cut, so the listed person R3.16 would score was not always a candidate. Only
 * persons' names that carry a title get these keys (under 700 of ~55k names on the current lists).
 */
export type TitledFamilies = ReadonlyMap<string, Int32Array>;

/** Records between two yields of the sliced build (the same slice as the key index). */
const SLICE = 500;

/** The key of a title and a family-name token, both as normalised. */
export function titledFamilyKey(title: string, family: string): string {
  return `${title} ${family}`;
}

/** The one name of a one-name query and the titles typed with it (see `PartialToken`). */
interface TitledName {
  readonly token: TokenData;
  readonly titles: readonly string[];
}

/**
 * Keys a one-name query looks up: each title typed with the name ("Sheikh Hassan"), and, R3.18,
 * with the family compound the name may stand for ("Haji Basir" for HAJI ABDUL BASIR).
 */
export function titledFamilyQueryKeys(names: readonly TitledName[]): string[] {
  const out: string[] = [];
  for (const { token, titles } of names) {
    const compound = token.arabic ? undefined : complementCompound(token.text);
    for (const title of titles) {
      out.push(titledFamilyKey(title, token.text));
      if (compound !== undefined) out.push(titledFamilyKey(title, compound));
    }
  }
  return out;
}

/**
 * Title + family-name keys of every person's name that carries a title: each title of the name
 * with each family token (`familyTokens`: the publication's family name, or the guessed one), as
 * R3.16 compares them. Yields between slices, like the rest of the index build.
 */
export function* buildTitledFamilies(
  records: readonly NameRecord[],
  typeOf: (entity: number) => EntityType,
  vocabulary: Vocabulary,
): Generator<void, TitledFamilies, void> {
  const buckets = new Map<string, number[]>();
  for (let recordId = 0; recordId < records.length; recordId += 1) {
    if (recordId % SLICE === SLICE - 1) yield;
    const record = records[recordId];
    if (record === undefined || !hasTitle(record, vocabulary)) continue;
    const type = typeOf(record.entity);
    if (type !== 'individual') continue;
    const family = familyTokens(record, type, vocabulary);
    for (const titleId of record.tokens) {
      if (vocabulary.tags[titleId] !== TokenTag.title) continue;
      const title = vocabulary.token(titleId).text;
      for (const familyId of family) {
        const text = vocabulary.token(familyId).text;
        add(buckets, titledFamilyKey(title, text), recordId);
      }
    }
  }
  const out = new Map<string, Int32Array>();
  for (const [key, ids] of buckets) out.set(key, Int32Array.from(ids));
  return out;
}

function add(buckets: Map<string, number[]>, key: string, recordId: number): void {
  const bucket = buckets.get(key);
  // A name repeating its title ("Haji ... Haji") is added once.
  if (bucket === undefined) buckets.set(key, [recordId]);
  else if (bucket.at(-1) !== recordId) bucket.push(recordId);
}

function hasTitle(record: NameRecord, vocabulary: Vocabulary): boolean {
  for (const id of record.tokens) if (vocabulary.tags[id] === TokenTag.title) return true;
  return false;
}
