import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { ScreeningIndex } from '@sanctions/screening';
import type { StoredEntity } from '@sanctions/server/plugins/screening-index';
import {
  encodeIndexSnapshot,
  snapshotKey,
} from '@sanctions/server/domains/screening/engine/index-snapshot';

const LOAD_SCRIPT = fileURLToPath(new URL('./snapshot-load.ts', import.meta.url));
const loadedSchema = z.object({ seconds: z.number(), rssMb: z.number(), names: z.number() });

export interface SnapshotFigures {
  snapshotMb: number;
  snapshotEncodeSeconds: number;
  /** Reading the file and restoring the index in a fresh process (a restart), and that process's RSS. */
  snapshotDecodeSeconds: number;
  snapshotLoadRssMb: number;
}

/** Encodes the index as the server's snapshot file, writes it to a temporary folder and loads it in a new process. */
export async function measureSnapshot(
  index: ScreeningIndex<StoredEntity>,
): Promise<SnapshotFigures> {
  const key = snapshotKey(['bench']);
  const started = performance.now();
  const bytes = encodeIndexSnapshot(index, key);
  const snapshotEncodeSeconds = (performance.now() - started) / 1000;
  const folder = await mkdtemp(join(tmpdir(), 'scale-snapshot-'));
  try {
    const file = join(folder, 'screening-index.snapshot');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...process.execArgv, LOAD_SCRIPT, file, key],
      { maxBuffer: 1 << 20 },
    );
    const loaded = loadedSchema.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
    if (loaded.names !== index.nameCount) throw new Error('the snapshot read back another index');
    return {
      snapshotMb: bytes.length / 2 ** 20,
      snapshotEncodeSeconds,
      snapshotDecodeSeconds: loaded.seconds,
      snapshotLoadRssMb: loaded.rssMb,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
