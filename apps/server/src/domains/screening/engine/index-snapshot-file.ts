import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ScreeningIndex } from '@sanctions/screening';
import type { StoredEntity } from '../../../plugins/screening-index';
import { decodeIndexSnapshot, encodeIndexSnapshot, type SnapshotRead } from './index-snapshot';

/** The snapshot file of a data directory: one per host, shared by the processes that start from it. */
export function indexSnapshotPath(dataDir: string): string {
  return join(dataDir, 'screening-index.snapshot');
}

/** The snapshot at `path` when it is current for `key`; a missing file reads as stale. */
export async function readIndexSnapshotFile(path: string, key: string): Promise<SnapshotRead> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return { ok: false, reason: 'stale', detail: 'no snapshot file' };
  }
  return decodeIndexSnapshot(bytes, key);
}

/**
 * Writes the snapshot beside its place and renames it over: a process reading meanwhile, or a crash
 * mid-write, sees the old file or the new one, never half of one.
 */
export async function writeIndexSnapshotFile(
  path: string,
  index: ScreeningIndex<StoredEntity>,
  key: string,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, encodeIndexSnapshot(index, key));
  await rename(partial, path);
}
