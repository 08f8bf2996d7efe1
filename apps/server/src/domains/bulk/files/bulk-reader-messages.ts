import type { ErrorCode } from '@sanctions/contracts';
import type { BulkFileFormat } from '@sanctions/contracts';
import type { BulkSourceRow } from './open-bulk-file';

/** Rows per message from the reader worker: small enough to deserialise between requests. */
export const ROW_BATCH = 500;

/** What the main thread asks: open a file, one batch of rows per `more`, `close` to release it. */
export type BulkReaderRequest =
  { type: 'open'; path: string; format: BulkFileFormat } | { type: 'more' } | { type: 'close' };

/** A refusal raised in the worker, carried over as the fields of its AppError. */
export interface BulkReaderFailure {
  code: ErrorCode;
  message: string;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
  details?: Record<string, unknown>;
}

/** What the worker answers: the header once, then one `rows` per `more` until `done`, or an error. */
export type BulkReaderReply =
  | { type: 'columns'; columns: string[] }
  | { type: 'rows'; rows: BulkSourceRow[]; done: boolean }
  | { type: 'closed' }
  | { type: 'error'; failure: BulkReaderFailure | null; message: string };
