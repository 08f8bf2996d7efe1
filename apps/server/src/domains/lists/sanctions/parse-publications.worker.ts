import { parentPort } from 'node:worker_threads';
import { hashRecord } from './content-hash';
import { groupPublicationFiles } from './group-publication-files';
import type { SourcedFile } from './sourced-file';
import type { ParseWorkerMessage, ParseWorkerRequest } from './parse-worker-messages';
import { ENTITY_SLICE } from './parse-worker-messages';

// Off the main thread: the list parsers are synchronous and take seconds on the large publications.
parentPort?.once('message', ({ files, activeFileHashes }: ParseWorkerRequest) => {
  const port = parentPort;
  if (!port) return;
  const post = (message: ParseWorkerMessage) => port.postMessage(message);
  try {
    const { candidates, ignored } = groupPublicationFiles(files, new Set(activeFileHashes));
    const indexOf = (file: SourcedFile) => files.indexOf(file);
    for (const candidate of candidates) {
      const fileIndexes = candidate.files.map(indexOf);
      if (candidate.kind === 'unreadable') {
        const { files: _files, ...rest } = candidate;
        post({ type: 'unreadable', candidate: rest, fileIndexes });
        continue;
      }
      if (candidate.kind === 'unchanged') {
        post({ type: 'unchanged', fileHash: candidate.fileHash, fileIndexes });
        continue;
      }
      const { entities, ...publication } = candidate.publication;
      post({ type: 'publication', publication, fileIndexes });
      // Small slices: each one is deserialised on the main thread between requests, never all at once.
      for (let start = 0; start < entities.length; start += ENTITY_SLICE) {
        const slice = entities.slice(start, start + ENTITY_SLICE);
        post({ type: 'entities', entities: slice, hashes: slice.map(hashRecord) });
      }
    }
    post({ type: 'done', ignored });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
