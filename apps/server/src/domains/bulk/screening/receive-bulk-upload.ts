import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
// The request's parts() comes from the plugin's type augmentation.
import type {} from '@fastify/multipart';
import { MAX_BULK_FILE_BYTES } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { toStorableText } from '../../../lib/storable-text';

/** Bytes read to recognise the file's format (CSV text or an XLSX zip). */
const SNIFF_BYTES = 4_096;
/** Longest upload name kept (file systems allow 255 bytes). */
const MAX_FILE_NAME_LENGTH = 255;

/** Multipart limits of an upload route: one file of at most MAX_BULK_FILE_BYTES and a few text fields. */
export const UPLOAD_MULTIPART_LIMITS = {
  fileSize: MAX_BULK_FILE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
} as const;

export interface ReceivedBulkUpload {
  /** The upload on disk, in a folder of its own under the system temp folder. */
  path: string;
  fileName: string;
  /** The file's first bytes, for sniffing. */
  head: Buffer;
  /** The multipart text fields sent beside the file. */
  fields: Record<string, string>;
  /** Removes the temp folder; safe to call twice. */
  remove(): Promise<void>;
}

const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_BULK_FILE_BYTES / 1024 / 1024} MB. Split it into smaller files and upload them one by one.`;

/**
 * Streams the multipart field `file` to a temp file (never held in memory) and collects the text
 * fields, whatever their order. Multipart's own limit errors become envelope errors with a clear message.
 */
export async function receiveBulkUpload(request: FastifyRequest): Promise<ReceivedBulkUpload> {
  const folder = await mkdtemp(join(tmpdir(), 'bulk-upload-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const fields: Record<string, string> = {};
    let received: { path: string; fileName: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received !== undefined) {
        part.file.resume();
        throw new AppError(
          'VALIDATION_FAILED',
          'Send exactly one file, in the form field named "file".',
        );
      }
      const path = join(folder, 'upload');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
      // The name is the client's text, stored with the job and its audit row: kept storable and short
      // (a NUL in it made the upload fail with 400, issue 24 §4).
      received = {
        path,
        fileName: toStorableText(part.filename, MAX_FILE_NAME_LENGTH) || 'upload',
      };
    }
    if (received === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        'No file was sent: attach it in the form field "file".',
      );
    }
    return { ...received, head: await readHead(received.path), fields, remove };
  } catch (error) {
    await remove();
    throw toEnvelopeError(error);
  }
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a request that is not a multipart form before anything else is checked, the way a JSON route
 * validates its body first.
 */
export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Upload the file as multipart/form-data with the field "file".',
    );
  }
}

/** @fastify/multipart throws its own errors (code FST_...); the client gets our envelope codes. */
function toEnvelopeError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { cause: error });
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_FAILED', 'Send one file per upload.', { cause: error });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION_FAILED', 'The upload has too many form fields.', {
        cause: error,
      });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Upload the file as multipart/form-data with the field "file".',
        { cause: error },
      );
    default:
      return error;
  }
}
