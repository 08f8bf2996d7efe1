import { LearnedTable } from '../arabic/learn-transliterations';
import type { AnyListEntity } from '../model/list-entity';
import type { ScreeningIndex } from '../types';
import { ScreeningIndexData, type KeyIndex } from './build-index';
import {
  arrayOf,
  isInt32Array,
  isNameRecord,
  isNumber,
  isNumberArray,
  isRecord,
  isString,
  isStringArray,
  isVocabularyState,
  mapOf,
  type Guard,
} from './snapshot-shape';
import { TrigramIndex } from './trigrams';
import { Vocabulary } from './vocabulary';

/**
 * Issue 26: a built index as plain data (maps, arrays, typed arrays: what V8's serializer and
 * `structuredClone` carry) and back, so a restart whose lists did not change loads the index instead of
 * building it (the server writes it to disk with a header and a checksum). The state is one object graph:
 * serialised in one piece, records keep pointing at their entities' name objects.
 */
export function screeningIndexState<T extends AnyListEntity>(index: ScreeningIndex<T>): unknown {
  if (!(index instanceof ScreeningIndexData))
    throw new TypeError('screeningIndexState() needs an index built by buildScreeningIndex()');
  const data: ScreeningIndexData<T> = index;
  if (!(data.transliterations instanceof LearnedTable))
    throw new TypeError('the index has no learned transliteration table');
  return {
    entities: data.entities,
    records: data.records,
    vocabulary: data.vocabulary.state(),
    transliterations: data.transliterations.entries,
    keys: data.keys,
    exactNames: data.exactNames,
    trigrams: {
      counts: data.trigrams.counts,
      postings: data.trigrams.postings,
      texts: data.trigrams.texts,
    },
    titledFamilies: data.titledFamilies,
  };
}

/**
 * The index a {@link screeningIndexState} describes, after checking its shape (`isEntity` checks each
 * party, the caller's entity type); undefined when the state is not one.
 */
export function restoreScreeningIndex<T extends AnyListEntity>(
  value: unknown,
  isEntity: Guard<T>,
): ScreeningIndex<T> | undefined {
  if (!isRecord(value)) return undefined;
  const { entities, records, vocabulary, transliterations, keys, exactNames, trigrams } = value;
  if (!arrayOf(entities, isEntity) || !arrayOf(records, isNameRecord)) return undefined;
  if (!isVocabularyState(vocabulary) || !mapOf(transliterations, isStringArray)) return undefined;
  if (!isKeyIndex(keys) || !mapOf(exactNames, isNumberArray)) return undefined;
  if (!mapOf(value.titledFamilies, isInt32Array) || !isRecord(trigrams)) return undefined;
  const { counts, postings, texts } = trigrams;
  if (!(counts instanceof Uint16Array) || !mapOf(postings, isInt32Array)) return undefined;
  if (!arrayOf(texts, isString)) return undefined;
  for (const record of records) {
    if (!(entities[record.entity]?.names.includes(record.name) ?? false)) return undefined;
  }
  const table = new LearnedTable(transliterations);
  return new ScreeningIndexData(
    entities,
    records,
    Vocabulary.restore(table, vocabulary),
    keys,
    exactNames,
    new TrigramIndex(counts, postings, texts),
    table,
    value.titledFamilies,
  );
}

function isKeyIndex(value: unknown): value is KeyIndex {
  return (
    isRecord(value) &&
    mapOf(value.ids, isNumber) &&
    arrayOf(value.tokenKeyIds, isInt32Array) &&
    arrayOf(value.postings, isInt32Array) &&
    value.idf instanceof Float64Array
  );
}
