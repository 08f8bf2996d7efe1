import type { ParsedPublication } from '@sanctions/lists';
import type { ListEntity } from '@sanctions/screening';
import type { PublicationCandidate } from './group-publication-files';
import type { SourcedFile } from './sourced-file';

/** Entities per message from the parse worker. */
export const ENTITY_SLICE = 500;

type Unreadable = Extract<PublicationCandidate, { kind: 'unreadable' }>;

/** What the main thread sends the parse worker: the files, and the file hashes of the active versions. */
export interface ParseWorkerRequest {
  files: readonly SourcedFile[];
  activeFileHashes: readonly string[];
}

/**
 * What the parse worker sends back, in order: per publication a header then its entities in slices (with
 * their content hashes), then `done`. Files travel as indexes into the list the main thread sent.
 */
export type ParseWorkerMessage =
  | { type: 'unreadable'; candidate: Omit<Unreadable, 'files'>; fileIndexes: number[] }
  | { type: 'unchanged'; fileHash: string; fileIndexes: number[] }
  | { type: 'publication'; publication: Omit<ParsedPublication, 'entities'>; fileIndexes: number[] }
  | { type: 'entities'; entities: ListEntity[]; hashes: string[] }
  | { type: 'done'; ignored: string[] }
  | { type: 'error'; message: string };
