import { WEAK_NAME } from '../config';
import type { NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';

const flagsByRecords = new WeakMap<readonly NameRecord[], Uint8Array>();

/**
 * One flag per name record of an index (1 = written in Arabic script), computed once per index on first use:
 * R6.1 asks it for every candidate of a Latin query name, and loading each record's first token was a cache
 * miss each.
 */
export function arabicScriptRecordFlags(
  records: readonly NameRecord[],
  vocabulary: Vocabulary,
): Uint8Array {
  const known = flagsByRecords.get(records);
  if (known !== undefined) return known;
  const flags = new Uint8Array(records.length);
  records.forEach((record, id) => {
    const first = record.tokens[0];
    if (first !== undefined && vocabulary.token(first).arabic) flags[id] = 1;
  });
  flagsByRecords.set(records, flags);
  return flags;
}

/**
 * R6.1 (issue 22 item 5, relatives and namesakes): what a Latin query learns of a person from each of the
 * party's names, per query. A party listed as "AL-OLABI, Adel Anwar" and "عادل أنور العلبي" writes one name
 * twice. Against the Latin name the query "Ali Anwar AL-OLABI" is read word by word and held as a relative
 * (another given name, R3.9); against the Arabic-script name it is compared only through transliteration
 * keys, where the namesake rules (R3.9, R4.40, R4.60, R5.20) cannot read the words, so it alerted at 72.
 * The Arabic-script name says no more than the Latin name that spells it: when a Latin name of the party was
 * held as a namesake and none of its Latin names alerts on its own, its Arabic-script name is held the same.
 */
export class LatinNamesakeHolds {
  /** Parties with a Latin-script name held as a namesake by a Latin query name. */
  private readonly held = new Set<number>();
  /** Best score of a party's Latin-script names that no namesake rule held (after every cap and floor). */
  private readonly free = new Map<number, number>();

  /** Records one Latin query name against one Latin-script name of `entity`. */
  note(entity: number, score: number, heldAsNamesake: boolean): void {
    if (heldAsNamesake) {
      this.held.add(entity);
      return;
    }
    if (score > (this.free.get(entity) ?? 0)) this.free.set(entity, score);
  }

  /**
   * The score an Arabic-script name of `entity` met by a Latin query name may keep: the namesake cap when a
   * Latin name of the party was held as a namesake and none alerts on its own, else `score` as it is.
   */
  cap(entity: number, score: number): number {
    if (score <= WEAK_NAME.heldAcrossScriptsCap || !this.held.has(entity)) return score;
    if ((this.free.get(entity) ?? 0) > WEAK_NAME.heldAcrossScriptsCap) return score;
    return WEAK_NAME.heldAcrossScriptsCap;
  }
}
