import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEntity } from '@sanctions/screening';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { sanctionEntries } from '../../../db/schema/sanctions';
import { buildEntryRows } from './build-entry-rows';
import { parseListFolder } from './parse-list-folder';
import { SHARED_DATA, createListsDir } from '../../../../test/lists/sanctions-test-support';
import { insertImportRun, insertListVersion } from './sanctions.queries';
import { ENTRY_WRITE_BATCH, writeVersionEntries } from './write-version-entries';

function bySourceId(a: { sourceId: string }, b: { sourceId: string }): number {
  return a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0;
}

/**
 * The entries are written as one JSON parameter per batch (jsonb_to_recordset): every column must come
 * back exactly as the row builder made it, Arabic script, dates, nulls and the whole record included.
 */
describe('writeVersionEntries', () => {
  let database: TestDatabase;
  let entities: ListEntity[];
  let versionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const lists = await createListsDir();
    await lists.put(
      'un',
      'consolidated.xml',
      await readFile(join(SHARED_DATA, 'lists/un/consolidated.xml')),
    );
    entities = (await parseListFolder(lists.dir)).entities.slice(0, ENTRY_WRITE_BATCH * 2 + 37);
    await lists.remove();
    const run = await insertImportRun(database.db, {
      kind: 'crawl',
      triggeredBy: 'schedule',
      status: 'running',
      startedAt: new Date('2026-01-15T09:00:00.000Z'),
    });
    const version = await insertListVersion(database.db, {
      sanctionList: 'un',
      listSource: 'UN Security Council Consolidated List',
      format: 'un-xml',
      status: 'pending',
      entryCount: entities.length,
      triggeredBy: 'schedule',
      importRunId: run.id,
    });
    versionId = version.id;
    await writeVersionEntries(database.db, versionId, entities);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('writes every entity across several batches, each column as built', async () => {
    const stored = await database.db
      .select()
      .from(sanctionEntries)
      .where(eq(sanctionEntries.listVersionId, versionId));
    stored.sort(bySourceId);
    const expected = buildEntryRows(versionId, entities).sort(bySourceId);
    expect(stored).toHaveLength(expected.length);
    stored.forEach((row, index) => {
      const { id, createdAt, ...columns } = row;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(createdAt).toBeInstanceOf(Date);
      expect(columns).toEqual(expected[index]);
    });
  });

  it('keeps the Arabic script of the records intact', async () => {
    const withArabic = entities.filter((entity) => entity.names.some((n) => n.script === 'arabic'));
    expect(withArabic.length).toBeGreaterThan(0);
    const stored = await database.db
      .select({ arabicName: sanctionEntries.arabicName, data: sanctionEntries.data })
      .from(sanctionEntries)
      .where(eq(sanctionEntries.sourceId, withArabic[0]?.sourceId ?? ''));
    expect(stored[0]?.data).toEqual(withArabic[0]);
  });
});
