import type { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';
import type { BulkFileFormat } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import type { BulkReaderReply, BulkReaderRequest } from './bulk-reader-messages';
import type { BulkFileReader, BulkSourceRow } from './open-bulk-file';
import { BULK_READER_LIMITS, releaseReaderWorker, takeReaderWorker } from './reader-worker-pool';

export const READER_OUT_OF_MEMORY_MESSAGE =
  'The file needs more memory to read than an upload may use: it may be damaged or crafted. Save the data as a new CSV or Excel file and upload it again.';

/**
 * {@link openBulkFile} in a worker thread started with a memory limit: the same header and rows, read a
 * batch at a time as the caller asks for them. Refusals raised in the worker arrive as the same
 * AppErrors; a worker that runs out of memory is a 413 and the server carries on.
 */
export async function openBulkFileInWorker(
  path: string,
  format: BulkFileFormat,
  limits: ResourceLimits = BULK_READER_LIMITS,
): Promise<BulkFileReader> {
  const worker = takeReaderWorker(limits);
  const channel = replyChannel(worker);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    // The worker closes its reader before it answers; only a worker that did so is kept for the next file.
    const clean = await channel.closeReader();
    await releaseReaderWorker(worker, clean, limits);
  };
  try {
    const opened = await channel.ask({ type: 'open', path, format });
    if (opened.type !== 'columns') throw unexpected(opened);
    return { columns: opened.columns, rows: rowsOf(channel, release), close: release };
  } catch (error) {
    await release();
    throw error;
  }
}

async function* rowsOf(
  channel: ReplyChannel,
  release: () => Promise<void>,
): AsyncGenerator<BulkSourceRow> {
  try {
    for (;;) {
      const reply = await channel.ask({ type: 'more' });
      if (reply.type !== 'rows') throw unexpected(reply);
      yield* reply.rows;
      if (reply.done) return;
    }
  } finally {
    await release();
  }
}

interface ReplyChannel {
  /** Sends one request and waits for its one reply (the protocol has one request in flight). */
  ask(request: BulkReaderRequest): Promise<BulkReaderReply>;
  /** Asks the worker to release its file and detaches; true when it did and is fit for another. */
  closeReader(): Promise<boolean>;
}

function replyChannel(worker: Worker): ReplyChannel {
  let waiting:
    { resolve: (reply: BulkReaderReply) => void; reject: (error: unknown) => void } | undefined;
  let ended: unknown;
  const end = (error: unknown) => {
    ended ??= error;
    waiting?.reject(ended);
    waiting = undefined;
  };
  const onMessage = (reply: BulkReaderReply) => {
    const current = waiting;
    waiting = undefined;
    current?.resolve(reply);
  };
  const onError = (error: Error) => end(workerFailure(error));
  const onExit = (code: number) => end(new Error(`bulk file reader exited with code ${code}`));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const ask = (request: BulkReaderRequest) =>
    ended !== undefined
      ? Promise.reject(ended)
      : new Promise<BulkReaderReply>((resolve, reject) => {
          waiting = { resolve, reject };
          worker.postMessage(request);
        });
  return {
    ask,
    closeReader: async () => {
      if (ended !== undefined) return false;
      try {
        return (await ask({ type: 'close' })).type === 'closed';
      } catch {
        return false;
      } finally {
        // Only this channel's listeners: the Worker keeps internal ones of its own.
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      }
    },
  };
}

/** A worker stopped by its memory limit is the file's doing: 413, in the envelope. */
function workerFailure(error: Error): unknown {
  if ('code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new AppError('PAYLOAD_TOO_LARGE', READER_OUT_OF_MEMORY_MESSAGE, {
      messageKey: 'bulkFile.tooMuchMemory',
      cause: error,
    });
  }
  return error;
}

function unexpected(reply: BulkReaderReply): unknown {
  if (reply.type !== 'error')
    return new Error(`bulk file reader answered ${reply.type} out of turn`);
  if (reply.failure === null) return new Error(reply.message);
  const { code, message, messageKey, messageParams, details } = reply.failure;
  return new AppError(code, message, {
    ...(messageKey === undefined ? {} : { messageKey }),
    ...(messageParams === undefined ? {} : { messageParams }),
    ...(details === undefined ? {} : { details }),
  });
}
