import { unzipSync } from 'fflate';

/** True when the bytes start with a ZIP local file header ("PK\x03\x04"). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * What a list archive may expand to in memory, all entries together. Official list archives expand to
 * tens of megabytes; the cap keeps a small crafted archive (a zip bomb) from exhausting memory. The
 * unzipper writes an entry into a buffer of its declared size, so a header that understates the size
 * yields a truncated (and then unreadable) entry, never more memory.
 */
export const MAX_UNZIPPED_BYTES = 512 * 1024 * 1024;

/** An unzip filter that refuses the archive once the declared sizes pass `maxBytes`. */
export function unzippedSizeGuard(maxBytes: number = MAX_UNZIPPED_BYTES) {
  let total = 0;
  return (file: { name: string; originalSize: number }): void => {
    total += file.originalSize;
    if (total > maxBytes) {
      throw new UnzippedTooLargeError(
        `ZIP: the archive expands to more than ${Math.round(maxBytes / 1024 / 1024)} MB (at ${file.name}), more than any list file: refused as a possible zip bomb`,
      );
    }
  };
}

export class UnzippedTooLargeError extends Error {
  override name = 'UnzippedTooLargeError';
}

/**
 * Unpacks every file of a ZIP archive into memory, keyed by its path inside the archive
 * (directory entries left out).
 *
 * @throws Error when the bytes are not a readable ZIP archive or expand past MAX_UNZIPPED_BYTES.
 */
export function unzipEntries(
  bytes: Uint8Array,
  maxBytes: number = MAX_UNZIPPED_BYTES,
): Map<string, Uint8Array> {
  if (!isZip(bytes)) throw new Error('ZIP: the file does not start with a ZIP header');
  let files: Record<string, Uint8Array>;
  const guard = unzippedSizeGuard(maxBytes);
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        guard(file);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof UnzippedTooLargeError) throw error;
    throw new Error(
      `ZIP: the archive cannot be read (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const entries = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(files)) {
    if (!path.endsWith('/')) entries.set(path, content);
  }
  return entries;
}
