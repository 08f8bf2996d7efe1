import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../../lib/app-error';
import { MAX_BULK_LINES, TOO_MANY_ROWS_MESSAGE } from './row-limits';
import { XmlMarkupScanner } from './xml-markup-limits';

/**
 * Limits on what an XLSX file may inflate to. The workbook reader keeps the shared strings in memory and
 * streams the sheets, so the shared strings get the tight cap; the totals keep a small file that
 * inflates to gigabytes (a zip bomb) from keeping the parser busy.
 */
export const XLSX_LIMITS = {
  maxEntries: 10_000,
  maxSharedStringsBytes: 64 * 1024 * 1024,
  maxSheetBytes: 256 * 1024 * 1024,
  maxOtherEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 512 * 1024 * 1024,
};
export type XlsxLimits = typeof XLSX_LIMITS;

export const XLSX_TOO_LARGE_MESSAGE =
  'The Excel file expands to more data than a bulk upload may hold (possibly a zip bomb)';
export const XLSX_DAMAGED_MESSAGE = 'The Excel file is damaged or not a valid .xlsx workbook';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const HAS_DESCRIPTOR = 0x08;
const ENCRYPTED = 0x01;
const HEAD_BYTES = 4096;

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/**
 * Checks every entry of an XLSX before the streaming reader sees it: the central directory's declared
 * sizes first (cheap), then each entry is inflated with a byte counter that stops at the cap, so a
 * header that lies about its size is caught too. The local entries must lie back to back and end where
 * the central directory starts, so a streaming reader (which walks local headers) sees exactly the
 * entries checked here.
 */
export async function assertSafeXlsx(
  path: string,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const entries = await readCentralDirectory(handle, size, limits);
    let total = 0;
    for (const entry of entries) {
      const cap = capFor(entry.name, limits);
      if (entry.declaredSize > cap) throw tooLarge(entry.name, entry.declaredSize);
      total += entry.declaredSize;
      if (total > limits.maxTotalBytes) throw tooLarge('(all entries)', total);
    }
    let expectedOffset = 0;
    for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
      if (entry.localOffset !== expectedOffset) throw damaged('entries are not contiguous');
      expectedOffset = await checkLocalEntry(handle, path, entry, capFor(entry.name, limits));
    }
    const centralStart = await centralDirectoryOffset(handle, size);
    if (expectedOffset !== centralStart)
      throw damaged('data between the entries and the directory');
  } finally {
    await handle.close();
  }
}

function isSheet(name: string): boolean {
  return /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
}

/**
 * A sheet whose `<dimension>` claims more rows than a bulk file may hold is refused before any row is
 * parsed (the row counter would stop it too, but only after parsing up to the limit).
 */
function assertSheetDimension(head: string): void {
  const ref = /<dimension\s+ref="[A-Z]*\d*:?[A-Z]*(\d+)"/i.exec(head);
  const lastRow = Number(ref?.[1] ?? 0);
  if (lastRow > MAX_BULK_LINES) {
    throw new AppError('VALIDATION_FAILED', TOO_MANY_ROWS_MESSAGE, {
      details: { declaredRows: lastRow },
    });
  }
}

function capFor(name: string, limits: XlsxLimits): number {
  if (/^xl\/sharedStrings\.xml$/i.test(name)) return limits.maxSharedStringsBytes;
  if (isSheet(name)) return limits.maxSheetBytes;
  return limits.maxOtherEntryBytes;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw damaged('unexpected end of file');
  return buffer;
}

async function findEndOfCentralDirectory(handle: FileHandle, size: number): Promise<number> {
  if (size < EOCD_MIN) throw damaged('too short');
  const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
  const tailStart = size - tailLength;
  const tail = await readAt(handle, tailStart, tailLength);
  for (let index = tailLength - EOCD_MIN; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === EOCD_SIGNATURE) return tailStart + index;
  }
  throw damaged('no central directory');
}

async function centralDirectoryOffset(handle: FileHandle, size: number): Promise<number> {
  const eocd = await readAt(handle, await findEndOfCentralDirectory(handle, size), EOCD_MIN);
  return eocd.readUInt32LE(16);
}

async function readCentralDirectory(
  handle: FileHandle,
  size: number,
  limits: XlsxLimits,
): Promise<ZipEntry[]> {
  const eocdOffset = await findEndOfCentralDirectory(handle, size);
  const eocd = await readAt(handle, eocdOffset, EOCD_MIN);
  const count = eocd.readUInt16LE(10);
  const directorySize = eocd.readUInt32LE(12);
  const directoryOffset = eocd.readUInt32LE(16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: far beyond any workbook a bulk upload may hold.
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw tooLarge('(ZIP64 archive)', Number.POSITIVE_INFINITY);
  }
  if (count > limits.maxEntries) throw tooLarge('(entry count)', count);
  if (directoryOffset + directorySize > eocdOffset) throw damaged('directory out of bounds');
  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let cursor = 0;
  for (let index = 0; index < count; index += 1) {
    if (cursor + 46 > directory.length || directory.readUInt32LE(cursor) !== CENTRAL_SIGNATURE) {
      throw damaged('bad directory entry');
    }
    const nameLength = directory.readUInt16LE(cursor + 28);
    const extraLength = directory.readUInt16LE(cursor + 30);
    const commentLength = directory.readUInt16LE(cursor + 32);
    const entry: ZipEntry = {
      flags: directory.readUInt16LE(cursor + 8),
      method: directory.readUInt16LE(cursor + 10),
      compressedSize: directory.readUInt32LE(cursor + 20),
      declaredSize: directory.readUInt32LE(cursor + 24),
      localOffset: directory.readUInt32LE(cursor + 42),
      name: directory.toString('utf8', cursor + 46, cursor + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff) {
      throw tooLarge(entry.name, Number.POSITIVE_INFINITY);
    }
    if (entry.flags & ENCRYPTED) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The Excel file is password-protected: remove the password and upload it again',
      );
    }
    entries.push(entry);
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry with a byte counter; returns the offset just past it (descriptor included). */
async function checkLocalEntry(
  handle: FileHandle,
  path: string,
  entry: ZipEntry,
  cap: number,
): Promise<number> {
  const header = await readAt(handle, entry.localOffset, 30);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw damaged('bad local header');
  const nameLength = header.readUInt16LE(26);
  const extraLength = header.readUInt16LE(28);
  const dataStart = entry.localOffset + 30 + nameLength + extraLength;
  const scanner = isXml(entry.name) ? new XmlMarkupScanner(entry.name) : undefined;
  if (entry.method === DEFLATED) {
    const inflated = await inflateCounting(path, dataStart, entry.compressedSize, cap, scanner);
    if (inflated.size > cap) throw tooLarge(entry.name, inflated.size);
    if (inflated.size !== entry.declaredSize) {
      throw damaged(`${entry.name} does not match its declared size`);
    }
    if (isSheet(entry.name)) assertSheetDimension(inflated.head.toString('utf8'));
  } else if (entry.method === STORED && entry.compressedSize === entry.declaredSize) {
    if (scanner) await scanStored(path, dataStart, entry.compressedSize, scanner);
    if (isSheet(entry.name)) {
      assertSheetDimension(
        (await readAt(handle, dataStart, Math.min(HEAD_BYTES, entry.declaredSize))).toString(
          'utf8',
        ),
      );
    }
  } else {
    throw damaged(`unsupported compression of ${entry.name}`);
  }
  let end = dataStart + entry.compressedSize;
  if (entry.flags & HAS_DESCRIPTOR) {
    const signature = await readAt(handle, end, 4);
    end += signature.readUInt32LE(0) === DESCRIPTOR_SIGNATURE ? 16 : 12;
  }
  return end;
}

interface Inflated {
  size: number;
  /** The first bytes of the inflated data (a sheet's `<dimension>` is near the top). */
  head: Buffer;
}

/** Bytes the deflated range inflates to; counting stops (and the stream is torn down) past `cap`. */
function inflateCounting(
  path: string,
  start: number,
  length: number,
  cap: number,
  scanner: XmlMarkupScanner | undefined,
): Promise<Inflated> {
  return new Promise((resolve, reject) => {
    if (length === 0) {
      resolve({ size: 0, head: Buffer.alloc(0) });
      return;
    }
    const source = createReadStream(path, { start, end: start + length - 1 });
    const inflater = createInflateRaw();
    let size = 0;
    let head = Buffer.alloc(0);
    const stop = (outcome: () => void) => {
      source.destroy();
      inflater.destroy();
      outcome();
    };
    inflater.on('data', (chunk: Buffer) => {
      if (head.length < HEAD_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      size += chunk.length;
      if (size > cap) {
        stop(() => resolve({ size, head }));
        return;
      }
      try {
        scanner?.feed(chunk);
      } catch (error) {
        stop(() => reject(error));
      }
    });
    inflater.on('end', () => resolve({ size, head }));
    inflater.on('error', (error) => stop(() => reject(damaged('bad compressed data', error))));
    source.on('error', (error) => stop(() => reject(error)));
    source.pipe(inflater);
  });
}

/** A stored (uncompressed) XML part goes through the same markup limits as an inflated one. */
async function scanStored(
  path: string,
  start: number,
  length: number,
  scanner: XmlMarkupScanner,
): Promise<void> {
  if (length === 0) return;
  const source = createReadStream(path, { start, end: start + length - 1 });
  try {
    for await (const chunk of source) {
      if (!Buffer.isBuffer(chunk)) throw damaged('unreadable entry');
      scanner.feed(chunk);
    }
  } finally {
    source.destroy();
  }
}

/** Every part the workbook reader may parse as XML (relationships are XML too). */
function isXml(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

function tooLarge(entry: string, bytes: number): AppError {
  return new AppError('VALIDATION_FAILED', XLSX_TOO_LARGE_MESSAGE, { details: { entry, bytes } });
}

function damaged(why: string, cause?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', XLSX_DAMAGED_MESSAGE, { details: { why }, cause });
}
