import type { ListEntity, ListId, PepEntity, PepListId } from '@sanctions/screening';

/** One official publication parsed into the common entity model. */
export interface ParsedPublication {
  /** A sanctions list, or a PEP source when a PEP publication is imported like a list (issue 25). */
  sanctionList: ListId;
  /** Human name of the publication, e.g. "OFAC SDN"; equals `entities[i].listSource`. */
  listSource: string;
  /** Machine name of the file format, e.g. "ofac-csv", "ofac-sdn-xml", "un-xml", "eu-fsf-xml", "uk-ofsi-xlsx", "uk-fcdo-xml", "ca-sema-xml", "au-dfat-xlsx", "us-csl-csv", "us-bis-dpl-txt", "jp-mof-xlsx". */
  format: string;
  /** ISO 8601 date or date-time of publication when the file states one. */
  publishedAt?: string;
  entities: ListEntity[];
}

/** A file handed to the parsers: its base name and its raw bytes. */
export interface ListFile {
  name: string;
  bytes: Uint8Array;
}

/** One PEP source's file parsed into {@link PepEntity} records (issue 25). */
export interface PepPublication {
  sourceKind: 'pep';
  sanctionList: PepListId;
  /** Human name of the source, e.g. "US Congress and Executive (unitedstates/congress-legislators)". */
  listSource: string;
  /** Machine name of the file format, e.g. "us-congress-yaml", "ftm-jsonl". */
  format: string;
  publishedAt?: string;
  entities: PepEntity[];
}
