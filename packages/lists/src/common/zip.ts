import { unzipSync } from 'fflate';

/** True when the bytes start with a ZIP local file header ("PK\x03\x04"). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Unpacks every file of a ZIP archive into memory, keyed by its path inside the archive
 * (directory entries left out).
 *
 * @throws Error when the bytes are not a readable ZIP archive.
 */
export function unzipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  if (!isZip(bytes)) throw new Error('ZIP: the file does not start with a ZIP header');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (error) {
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
