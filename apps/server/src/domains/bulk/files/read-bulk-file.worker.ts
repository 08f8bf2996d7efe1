import { parentPort } from 'node:worker_threads';
import { isAppError } from '../../../lib/app-error';
import type { BulkReaderReply, BulkReaderRequest } from './bulk-reader-messages';
import { ROW_BATCH } from './bulk-reader-messages';
import { openBulkFile } from './open-bulk-file';
import type { BulkFileReader, BulkSourceRow } from './open-bulk-file';

// Started with a memory limit: whatever a hostile file makes the parsers hold, it is this worker that
// runs out, never the server (ADR 030).
const port = parentPort;
let reader: BulkFileReader | undefined;
let rows: AsyncIterator<BulkSourceRow> | undefined;

function post(reply: BulkReaderReply): void {
  port?.postMessage(reply);
}

function fail(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!isAppError(error)) {
    post({ type: 'error', failure: null, message });
    return;
  }
  post({
    type: 'error',
    message,
    failure: {
      code: error.code,
      message: error.message,
      ...(error.messageKey === undefined ? {} : { messageKey: error.messageKey }),
      ...(error.messageParams === undefined ? {} : { messageParams: error.messageParams }),
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  });
}

async function nextBatch(): Promise<void> {
  if (!rows) return;
  const batch: BulkSourceRow[] = [];
  while (batch.length < ROW_BATCH) {
    const next = await rows.next();
    if (next.done) {
      post({ type: 'rows', rows: batch, done: true });
      return;
    }
    batch.push(next.value);
  }
  post({ type: 'rows', rows: batch, done: false });
}

async function handle(request: BulkReaderRequest): Promise<void> {
  try {
    if (request.type === 'open') {
      await closeReader();
      reader = await openBulkFile(request.path, request.format);
      rows = reader.rows[Symbol.asyncIterator]();
      post({ type: 'columns', columns: reader.columns });
    } else if (request.type === 'more') {
      await nextBatch();
    } else {
      await closeReader();
      post({ type: 'closed' });
    }
  } catch (error) {
    fail(error);
  }
}

async function closeReader(): Promise<void> {
  const current = reader;
  reader = undefined;
  rows = undefined;
  await current?.close();
}

// One request at a time, in order: a worker reads one file, then may be handed the next.
let queue = Promise.resolve();
port?.on('message', (request: BulkReaderRequest) => {
  queue = queue.then(() => handle(request));
});
