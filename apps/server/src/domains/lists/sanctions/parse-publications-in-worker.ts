import { Worker } from 'node:worker_threads';
import type { ParsedPublication } from '@sanctions/lists';
import type { GroupedPublications, PublicationCandidate } from './group-publication-files';
import type { ParseWorkerMessage, ParseWorkerRequest } from './parse-worker-messages';
import { rememberEntryHash } from './precomputed-entry-hashes';
import type { SourcedFile } from './sourced-file';

/**
 * groupPublicationFiles in a worker thread: the parsers run for seconds on the large publications and
 * would stall every request meanwhile. The bundle ships the worker beside dist/server.js; from the
 * TypeScript sources (tsx, tests) it runs through tsx.
 */
export function parsePublicationsInWorker(
  files: readonly SourcedFile[],
  activeFileHashes: readonly string[],
): Promise<GroupedPublications> {
  const worker = startWorker();
  const result: GroupedPublications = { candidates: [], ignored: [] };
  const filesAt = (indexes: number[]) =>
    indexes.flatMap((index) => (files[index] ? [files[index]] : []));
  let current: ParsedPublication | undefined;

  return new Promise<GroupedPublications>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      worker.removeAllListeners();
      void worker.terminate();
      outcome();
    };
    worker.on('message', (message: ParseWorkerMessage) => {
      switch (message.type) {
        case 'unreadable':
          result.candidates.push({
            ...message.candidate,
            files: filesAt(message.fileIndexes),
          } satisfies PublicationCandidate);
          break;
        case 'unchanged':
          result.candidates.push({
            kind: 'unchanged',
            fileHash: message.fileHash,
            files: filesAt(message.fileIndexes),
          });
          break;
        case 'publication':
          current = { ...message.publication, entities: [] };
          result.candidates.push({
            kind: 'parsed',
            publication: current,
            files: filesAt(message.fileIndexes),
          });
          break;
        case 'entities':
          message.entities.forEach((entity, i) => {
            const hash = message.hashes[i];
            if (hash !== undefined) rememberEntryHash(entity, hash);
            current?.entities.push(entity);
          });
          break;
        case 'done':
          result.ignored = message.ignored;
          finish(() => resolve(result));
          break;
        case 'error':
          finish(() => reject(new Error(message.message)));
          break;
      }
    });
    worker.once('error', (error) => finish(() => reject(parseWorkerFailure(error))));
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`list parse worker exited with code ${code}`))),
    );
    worker.postMessage({ files, activeFileHashes } satisfies ParseWorkerRequest);
  });
}

/**
 * The parse worker's memory. The official files are 1-30 MB and parse in a few hundred megabytes; a
 * list file is at most 200 MB and an archive expands to at most 512 MB, so a file that makes the parsers
 * need more is crafted or broken: the run fails with the reason, and the server carries on.
 */
export const PARSE_WORKER_LIMITS = { maxOldGenerationSizeMb: 2_048 };

export const PARSE_OUT_OF_MEMORY_MESSAGE = `the list files need more than ${PARSE_WORKER_LIMITS.maxOldGenerationSizeMb.toLocaleString('en-US')} MB of memory to parse: a file is damaged or crafted`;

function parseWorkerFailure(error: Error): Error {
  if ('code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new Error(PARSE_OUT_OF_MEMORY_MESSAGE, { cause: error });
  }
  return error;
}

function startWorker(): Worker {
  const resourceLimits = PARSE_WORKER_LIMITS;
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./parse-publications.worker.js', import.meta.url), {
      resourceLimits,
    });
  }
  // From the sources, the worker registers tsx itself: loader flags in a worker's execArgv are not honoured.
  const entry = new URL('./parse-publications.worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, resourceLimits },
  );
}
