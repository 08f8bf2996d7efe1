import { performance } from 'node:perf_hooks';
import type { ScreeningIndex } from '@sanctions/screening';
import type { StoredEntity } from '@sanctions/server/plugins/screening-index';
import {
  decodeIndexSnapshot,
  encodeIndexSnapshot,
  snapshotKey,
} from '@sanctions/server/screening/index-snapshot';

export interface SnapshotFigures {
  snapshotMb: number;
  snapshotEncodeSeconds: number;
  snapshotDecodeSeconds: number;
}

/** Encodes the index as the server's snapshot file holds it and decodes it back (in memory: no disk time). */
export function measureSnapshot(index: ScreeningIndex<StoredEntity>): SnapshotFigures {
  const key = snapshotKey(['bench']);
  let started = performance.now();
  const bytes = encodeIndexSnapshot(index, key);
  const snapshotEncodeSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const read = decodeIndexSnapshot(bytes, key);
  const snapshotDecodeSeconds = (performance.now() - started) / 1000;
  if (!read.ok || read.index.nameCount !== index.nameCount)
    throw new Error(
      `the snapshot did not read back: ${read.ok ? 'other name count' : read.detail}`,
    );
  return { snapshotMb: bytes.length / 2 ** 20, snapshotEncodeSeconds, snapshotDecodeSeconds };
}
