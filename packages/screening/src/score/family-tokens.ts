import type { NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';
import type { EntityType } from '../model/list-entity';
import { normalizeName } from '../normalize/normalize-name';
import { isWeakTag } from '../normalize/token-tags';

/** A word written in capitals inside a mixed-case name: UK and Cyrillic lists mark the family name so. */
const CAPITALISED_WORD = /^[\p{Lu}][\p{Lu}\p{M}'’-]+$/u;

function idsOf(text: string, vocabulary: Vocabulary): number[] {
  const ids: number[] = [];
  for (const token of normalizeName(text)) {
    const id = vocabulary.idOf(token);
    if (id !== undefined && !isWeakTag(vocabulary.token(id).tag)) ids.push(id);
  }
  return ids;
}

function significantIds(record: NameRecord, vocabulary: Vocabulary): number[] {
  return [...record.tokens].filter((id) => !isWeakTag(vocabulary.token(id).tag));
}

/**
 * Where the publication does not separate the family name: the part before a comma (SURNAME, Given),
 * else the words in capitals of a mixed-case name (Mahmoud ZAHAR, БЕГЛОВ Александр), else the last
 * significant word (Arabic, Russian and most Latin-script names end with it; a family name written
 * first, as in Korean, is matched by the ordinary rules but not promoted on its own).
 */
function guessedFamily(record: NameRecord, vocabulary: Vocabulary): number[] {
  const full = record.name.full;
  const comma = full.indexOf(',');
  if (comma > 0) {
    const before = idsOf(full.slice(0, comma), vocabulary);
    if (before.length > 0) return before;
  }
  const words = full.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  const capitals = words.filter((word) => CAPITALISED_WORD.test(word));
  if (capitals.length > 0 && capitals.length < words.length) {
    const ids = idsOf(capitals.join(' '), vocabulary);
    if (ids.length > 0) return ids;
  }
  const last = significantIds(record, vocabulary).at(-1);
  return last === undefined ? [] : [last];
}

/**
 * The distinctive word(s) of an organisation, vessel or aircraft name: its rarest significant
 * tokens (the ones that are not legal forms, generic words or particles).
 */
function distinctiveWords(record: NameRecord, vocabulary: Vocabulary): number[] {
  const significant = significantIds(record, vocabulary);
  let heaviest = 0;
  for (const id of significant) heaviest = Math.max(heaviest, vocabulary.weights[id] ?? 0);
  return significant.filter((id) => (vocabulary.weights[id] ?? 0) >= heaviest - 1e-9);
}

/** Family-name tokens per record, computed on first use (only one-name queries ask). */
const cache = new WeakMap<NameRecord, Int32Array>();

/**
 * Vocabulary ids of the tokens that carry a one-name query: the family name of a person (as the
 * publication separates it, or guessed), or the distinctive word of any other party.
 */
export function familyTokens(
  record: NameRecord,
  type: EntityType,
  vocabulary: Vocabulary,
): Int32Array {
  const known = cache.get(record);
  if (known !== undefined) return known;
  let ids: number[];
  if (type === 'individual') {
    const family = record.name.family;
    ids = family !== undefined && family.trim() !== '' ? idsOf(family, vocabulary) : [];
    if (ids.length === 0) ids = guessedFamily(record, vocabulary);
  } else {
    ids = distinctiveWords(record, vocabulary);
  }
  const out = Int32Array.from(ids);
  cache.set(record, out);
  return out;
}
