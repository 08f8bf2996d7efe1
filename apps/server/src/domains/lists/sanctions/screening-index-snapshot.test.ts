import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRunReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import {
  SHARED_DATA,
  call,
  createListsDir,
  tokenFor,
} from '../../../../test/lists/sanctions-test-support';
import { encodeIndexSnapshot, snapshotKey } from '../../screening';

/** Starts an app on the shared database with the snapshot file, and says where its index came from. */
async function startAndReadSource(database: TestDatabase, snapshotPath: string) {
  const started = await buildTestApp({ database, screeningIndex: { snapshotPath } });
  const current = started.app.screeningIndex.current();
  await started.close();
  return {
    source: current?.source,
    size: current?.index.size,
    nameCount: current?.index.nameCount,
  };
}

describe('screening index snapshot at start-up (issue 26)', () => {
  let database: TestDatabase;
  let listsDir: Awaited<ReturnType<typeof createListsDir>>;
  let folder: string;
  let snapshotPath: string;
  let built: { size: number | undefined; nameCount: number | undefined };

  beforeAll(async () => {
    database = await createTestDatabase();
    listsDir = await createListsDir();
    folder = await mkdtemp(join(tmpdir(), 'index-snapshot-'));
    snapshotPath = join(folder, 'screening-index.snapshot');
    await listsDir.put(
      'eu',
      'sample_eu_sanctions.xml',
      await readFile(join(SHARED_DATA, 'lists/eu/sample_eu_sanctions.xml')),
    );
    const first = await buildTestApp({
      database,
      env: { LISTS_DIR: listsDir.dir },
      screeningIndex: { snapshotPath },
    });
    const admin = await tokenFor(first.app, 'admin');
    const response = await call(first.app, 'POST', '/api/v2/admin/sanctions/refresh', admin);
    expect(importRunReplySchema.parse(response.json()).data.results[0]?.outcome).toBe('activated');
    await first.app.screeningIndex.rebuild();
    const current = first.app.screeningIndex.current();
    built = { size: current?.index.size, nameCount: current?.index.nameCount };
    await first.close();
  });
  afterAll(async () => {
    await database?.close();
    await listsDir?.remove();
    await rm(folder, { recursive: true, force: true });
  });

  it('builds on the first start and writes the snapshot; the next start loads it', async () => {
    await expect(readFile(snapshotPath)).resolves.toBeInstanceOf(Buffer);
    expect(await startAndReadSource(database, snapshotPath)).toEqual({
      source: 'snapshot',
      ...built,
    });
  });

  it('builds when the snapshot is corrupt, and writes a good one again', async () => {
    const bytes = await readFile(snapshotPath);
    const at = bytes.length - 20;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await writeFile(snapshotPath, bytes);
    expect(await startAndReadSource(database, snapshotPath)).toEqual({ source: 'build', ...built });
    expect(await startAndReadSource(database, snapshotPath)).toEqual({
      source: 'snapshot',
      ...built,
    });
  });

  it('builds when the snapshot was written for other list versions', async () => {
    const loaded = await buildTestApp({ database, screeningIndex: { snapshotPath } });
    const index = loaded.app.screeningIndex.current()?.index;
    await loaded.close();
    if (index === undefined) throw new Error('no index');
    await writeFile(snapshotPath, encodeIndexSnapshot(index, snapshotKey(['an-older-version'])));
    expect(await startAndReadSource(database, snapshotPath)).toEqual({ source: 'build', ...built });
  });
});
