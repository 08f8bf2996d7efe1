import { KIND_RANK, type NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';
import type { AnyListEntity } from '../model/list-entity';

/** The English article opening a descriptive alias ("THE MOVEMENT OF THE NOBLE ONES", "THE BASE"). */
const ARTICLE = 'the';

/**
 * True for a name that identifies less than a full name (ADR 002 round 3, "weak aliases"): one the
 * publication itself calls weak or low quality (OFAC weak a.k.a., UN "Low", UK low-quality alias); a
 * person's alias of a single name word ("KHALID", "Haji YUSIF"): a given name or kunya alone names
 * thousands; an organisation's descriptive alias opening with "the": a translated description, not
 * the name it is registered under.
 */
function isWeakName(record: NameRecord, entity: AnyListEntity, vocabulary: Vocabulary): boolean {
  if (record.kindRank === KIND_RANK.weak) return true;
  if (record.kindRank === KIND_RANK.primary) return false;
  if (entity.type === 'individual') return record.significant <= 1;
  const first = record.tokens[0];
  return (
    first !== undefined && record.tokens.length > 2 && vocabulary.token(first).text === ARTICLE
  );
}

const flagsByRecords = new WeakMap<readonly NameRecord[], Uint8Array>();

/** One flag per record (1 = weak name), computed once per index on first use. */
export function weakNameFlags(
  records: readonly NameRecord[],
  entities: readonly AnyListEntity[],
  vocabulary: Vocabulary,
): Uint8Array {
  const known = flagsByRecords.get(records);
  if (known !== undefined) return known;
  const flags = new Uint8Array(records.length);
  records.forEach((record, id) => {
    const entity = entities[record.entity];
    if (entity !== undefined && isWeakName(record, entity, vocabulary)) flags[id] = 1;
  });
  flagsByRecords.set(records, flags);
  return flags;
}
