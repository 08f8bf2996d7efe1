import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEntity } from '@sanctions/screening';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { importPublication } from './import-publication';
import type { ImportContext } from './import-publication';
import { ENTRY_WRITE_BATCH } from './write-version-entries';

// Enough batches that a poll lands between two of them even while another file's drop stalls the server.
const ENTRIES = ENTRY_WRITE_BATCH * 24;

function entity(i: number): ListEntity {
  return {
    sourceId: `EU.${i}`,
    sanctionList: 'eu',
    listSource: 'EU Financial Sanctions Files',
    type: 'individual',
    names: [{ full: `Person Number${i}`, kind: 'primary', script: 'latin' }],
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    isActive: true,
  };
}

// Issue 12 item 4: an import used to write a whole list in one transaction, which on PGlite held the only
// connection (every request's queries) until it committed. The entries are now written in short statements
// before a short switch: other queries run, and see the pending rows growing, while the import writes.
describe('importing a publication', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets other queries run between its writes', async () => {
    const ctx: ImportContext = {
      db: database.db,
      now: () => new Date('2026-11-25T10:00:00.000Z'),
      triggeredBy: 'startup',
      importRunId: null,
      publicUrl: 'http://localhost',
      activationOrigin: 'import-responsiveness-test',
    };
    const publication = {
      sanctionList: 'eu' as const,
      listSource: 'EU Financial Sanctions Files',
      format: 'eu-fsf-xml',
      entities: Array.from({ length: ENTRIES }, (_, i) => entity(i)),
    };
    const file = {
      name: 'eu.xml',
      bytes: new Uint8Array([1]),
      path: 'eu/eu.xml',
      sanctionList: 'eu' as const,
    };
    let isDone = false;
    const importing = importPublication(ctx, {
      kind: 'parsed',
      publication,
      files: [file],
    }).finally(() => {
      isDone = true;
    });
    const seen = new Set<number>();
    while (!isDone) {
      // A macrotask turn, as a request arriving over the network gives: PGlite answers in microtasks, so a
      // loop of bare queries would never let the importer's own event-loop turns come round.
      await new Promise((resolve) => setTimeout(resolve, 1));
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sanctionEntries);
      seen.add(row?.count ?? 0);
    }
    const result = await importing;

    expect(result.outcome).toBe('activated');
    if (result.versionId === null) throw new Error('an activated import names its version');
    // Counts strictly between none and all: queries answered while the entries were being written.
    expect([...seen].some((count) => count > 0 && count < ENTRIES)).toBe(true);
    const [version] = await database.db
      .select({ status: listVersions.status })
      .from(listVersions)
      .where(eq(listVersions.id, result.versionId));
    expect(version?.status).toBe('active');
  });
});
