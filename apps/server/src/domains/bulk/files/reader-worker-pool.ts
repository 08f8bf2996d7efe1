import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';

/**
 * The reader worker's memory. The reader keeps the shared strings (at most 64 MiB of XML) and one row:
 * a 100,000-row workbook with 1.6 million distinct strings (64 MB of shared strings, the cap) read in
 * 256 MB and failed at 192 MB, so 384 MB leaves half again for headroom. A file crafted to make the
 * parsers hold more stops the worker, not the server, and is answered 413 (ADR 030).
 */
export const BULK_READER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 384,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

/** Idle readers kept for the next uploads; more run at once when needed and stop after their file. */
const MAX_IDLE = 2;
const idle: Worker[] = [];

/**
 * A reader worker for one file. Loading the parsers takes a worker a moment (seconds from the TypeScript
 * sources), so a worker that finished a file cleanly waits for the next one; one that failed or ran out
 * of memory is gone. A worker reads one file at a time. Idle workers are unreferenced: they never keep
 * the process alive.
 */
export function takeReaderWorker(limits: ResourceLimits = BULK_READER_LIMITS): Worker {
  const worker = limits === BULK_READER_LIMITS ? idle.pop() : undefined;
  if (worker) {
    worker.ref();
    return worker;
  }
  return startReaderWorker(limits);
}

/** Hands a worker back after a clean read (kept when there is room), or stops it. */
export async function releaseReaderWorker(
  worker: Worker,
  reusable: boolean,
  limits: ResourceLimits,
): Promise<void> {
  if (reusable && limits === BULK_READER_LIMITS && idle.length < MAX_IDLE) {
    worker.unref();
    idle.push(worker);
    return;
  }
  await worker.terminate();
}

function startReaderWorker(resourceLimits: ResourceLimits): Worker {
  const worker = newReaderWorker(resourceLimits);
  // An idle worker that dies (it never should) leaves the pool.
  worker.once('exit', () => {
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
  });
  return worker;
}

function newReaderWorker(resourceLimits: ResourceLimits): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./read-bulk-file.worker.js', import.meta.url), { resourceLimits });
  }
  // From the sources (tsx, tests) the worker registers tsx itself: loader flags in a worker's execArgv
  // are not honoured.
  const entry = new URL('./read-bulk-file.worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, resourceLimits },
  );
}
