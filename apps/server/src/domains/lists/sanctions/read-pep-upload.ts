import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
// The request's file() comes from the plugin's type augmentation.
import type {} from '@fastify/multipart';
import { AppError } from '../../../lib/app-error';

/** Largest PEP file accepted: an OpenSanctions PEP export is a few hundred megabytes at most. */
export const MAX_PEP_FILE_BYTES = 500 * 1024 * 1024;

/**
 * The uploaded PEP file (multipart field `file`), read whole: the import hashes and parses it anyway.
 * Refuses a request without a file, an empty file or one over the limit, with the reason.
 */
export async function readPepUpload(
  request: FastifyRequest,
): Promise<{ name: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Upload the file as multipart/form-data with the field "file".',
    );
  }
  const part = await request.file({ limits: { fileSize: MAX_PEP_FILE_BYTES, files: 1 } });
  if (part === undefined || part.fieldname !== 'file') {
    throw new AppError('VALIDATION_FAILED', 'No file was sent in the field "file".');
  }
  const bytes = await part.toBuffer();
  if (part.file.truncated) {
    throw new AppError('VALIDATION_FAILED', 'The file is larger than 500 MB.');
  }
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  return { name: basename(part.filename || 'upload'), bytes };
}
