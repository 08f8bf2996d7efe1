import type { NameRecord } from './build-index';

/** Offsets of the fields of one packed record; the record's token ids follow the header. */
export const PACKED = {
  entity: 0,
  kindRank: 1,
  significant: 2,
  exactKey: 3,
  tokenCount: 4,
  header: 5,
} as const;

/**
 * The record fields the scorer reads for every candidate, packed per record into one Int32Array:
 * candidates are scattered over ~55k names, and reading a record object, its token array and its
 * name object cost a cache miss each; here one record is one or two adjacent cache lines.
 */
export class PackedRecords {
  readonly data: Int32Array;
  /** Start of each record in `data`, by record id. */
  readonly offsets: Int32Array;
  /** Id per distinct exact key (the integer compared per candidate instead of the string). */
  readonly exactKeyIds: ReadonlyMap<string, number>;

  constructor(records: readonly NameRecord[]) {
    const exactKeyIds = new Map<string, number>();
    let size = 0;
    for (const record of records) size += PACKED.header + record.tokens.length;
    this.data = new Int32Array(size);
    this.offsets = new Int32Array(records.length);
    let at = 0;
    records.forEach((record, recordId) => {
      let keyId = exactKeyIds.get(record.exactKey);
      if (keyId === undefined) {
        keyId = exactKeyIds.size;
        exactKeyIds.set(record.exactKey, keyId);
      }
      this.offsets[recordId] = at;
      this.data[at + PACKED.entity] = record.entity;
      this.data[at + PACKED.kindRank] = record.kindRank;
      this.data[at + PACKED.significant] = record.significant;
      this.data[at + PACKED.exactKey] = keyId;
      this.data[at + PACKED.tokenCount] = record.tokens.length;
      this.data.set(record.tokens, at + PACKED.header);
      at += PACKED.header + record.tokens.length;
    });
    this.exactKeyIds = exactKeyIds;
  }

  /** Id of an exact key; -1 (matching no record) for a key no list name has. */
  exactKeyId(key: string): number {
    return this.exactKeyIds.get(key) ?? -1;
  }
}
