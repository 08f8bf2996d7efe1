import type { ParsedPublication } from '../model';
import { mapOfacCsvEntity } from './map-ofac-csv-entity';
import type { OfacCsvRecord } from './map-ofac-csv-entity';
import {
  readAddressRows,
  readAliasRows,
  readCommentRows,
  readPrimaryRows,
} from './read-ofac-csv-rows';

/** The publications OFAC ships as legacy CSV sets. */
export type OfacCsvListSource = 'OFAC SDN' | 'OFAC Consolidated (non-SDN)';

/** The raw bytes of one legacy CSV set; only the primary file is required. */
export interface OfacCsvSetFiles {
  /** sdn.csv or cons_prim.csv */
  primary: Uint8Array;
  /** add.csv or cons_add.csv */
  add?: Uint8Array;
  /** alt.csv or cons_alt.csv */
  alt?: Uint8Array;
  /** sdn_comments.csv or cons_comments.csv */
  comments?: Uint8Array;
}

/**
 * Parses an OFAC legacy CSV set (sdn.csv + add.csv + alt.csv + sdn_comments.csv, or the cons_* set)
 * into one publication: addresses, aliases and remark continuations are joined by ent_num.
 *
 * @throws Error when a file is malformed, an ent_num repeats in the primary file, or a secondary
 *   file refers to an ent_num the primary file lacks (a mixed set from two publications).
 */
export function readOfacCsvSet(
  files: OfacCsvSetFiles,
  listSource: OfacCsvListSource,
): ParsedPublication {
  const names = listSource === 'OFAC SDN' ? SDN_FILES : CONS_FILES;
  const records = new Map<string, OfacCsvRecord>();
  for (const primary of readPrimaryRows(files.primary, names.primary)) {
    if (records.has(primary.entNum)) {
      throw new Error(`${names.primary}: ent_num ${primary.entNum} appears twice`);
    }
    records.set(primary.entNum, { primary, addresses: [], aliases: [], remarkExtensions: [] });
  }
  const recordFor = (entNum: string, file: string): OfacCsvRecord => {
    const record = records.get(entNum);
    if (!record) {
      throw new Error(
        `${file}: ent_num ${entNum} is not in ${names.primary}; the files come from different publications`,
      );
    }
    return record;
  };

  if (files.add) {
    for (const row of readAddressRows(files.add, names.add))
      recordFor(row.entNum, names.add).addresses.push(row);
  }
  if (files.alt) {
    for (const row of readAliasRows(files.alt, names.alt))
      recordFor(row.entNum, names.alt).aliases.push(row);
  }
  if (files.comments) {
    for (const row of readCommentRows(files.comments, names.comments)) {
      recordFor(row.entNum, names.comments).remarkExtensions.push(row.remarksExtension);
    }
  }

  return {
    sanctionList: 'ofac',
    listSource,
    format: 'ofac-csv',
    entities: [...records.values()].map((record) => mapOfacCsvEntity(record, listSource)),
  };
}

const SDN_FILES = {
  primary: 'sdn.csv',
  add: 'add.csv',
  alt: 'alt.csv',
  comments: 'sdn_comments.csv',
};
const CONS_FILES = {
  primary: 'cons_prim.csv',
  add: 'cons_add.csv',
  alt: 'cons_alt.csv',
  comments: 'cons_comments.csv',
};
