import type { BulkFileFormat } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Compound File Binary (OLE2): the container of legacy .xls workbooks.
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const NOT_CSV_OR_EXCEL_MESSAGE = 'The file is not a CSV or Excel file';
// Password-protected .xlsx files are OLE2 containers too, so they get the same answer.
export const LEGACY_XLS_MESSAGE =
  'Legacy Excel files (.xls) and password-protected workbooks are not supported: save the file as .xlsx without a password, or as CSV, and upload it again';
export const EMPTY_FILE_MESSAGE = 'The file is empty';

/**
 * The format of an upload from its first bytes (at least the first 4 KB when the file has them): the name
 * only breaks ties, because a binary file named .csv must not reach the CSV parser.
 */
export function sniffBulkFile(head: Buffer, fileName: string): BulkFileFormat {
  if (head.length === 0) throw new AppError('VALIDATION_FAILED', EMPTY_FILE_MESSAGE);
  if (startsWith(head, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(head, OLE2_MAGIC) || /\.xls$/i.test(fileName)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', LEGACY_XLS_MESSAGE);
  }
  if (isUtf8Text(head)) return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV_OR_EXCEL_MESSAGE);
}

function startsWith(head: Buffer, magic: Buffer): boolean {
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
}

/** Valid UTF-8 without NUL bytes; a multi-byte character cut by the end of `head` is not an error. */
function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
