import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { bulkSearchJobs } from '../../db/schema/search';
import { buildTestApp, createTestClock } from '../../../test/build-app';
import type { TestApp } from '../../../test/build-app';
import { createListsDir, importListsDir } from '../../../test/search-test-support';
import { buildBulkOrganization, postForm, uploadForm } from '../../../test/bulk-test-support';

const START = '/api/v2/bulk-search';
const NUL = '\u0000';

// Issue 24 §4 (also): text that comes with an upload is stored without what PostgreSQL refuses (NUL,
// unpaired surrogates). The cells cannot carry them: a CSV holding a NUL anywhere is refused whole, and
// the workbook reader never yields one. The file's name can, and is stored cleaned.

/** A CSV well over the 64 KB the format sniffing reads, with NUL bytes in row `nulRow`. */
function csvWithLateNul(rows: number, nulRow: number): string {
  const lines = ['Reference,Name,Note'];
  for (let row = 1; row <= rows; row += 1) {
    const note = 'x'.repeat(40);
    lines.push(
      row === nulRow
        ? `R-${row}${NUL},Jo${NUL}hn Smith,${note}${NUL}`
        : `R-${row},Marigold Fenwickshire,${note}`,
    );
  }
  return lines.join('\n');
}

describe('bulk uploads holding NUL bytes: nothing unstorable is stored', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let token: string;
  const clock = createTestClock(new Date('2026-06-12T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
    ({
      member: { token },
    } = await buildBulkOrganization(testApp.app, testApp.db));
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('a file name with NUL and broken characters: stored without them', async () => {
    const { app, db } = testApp;
    const csv = 'Reference,Name\nF-1,Marigold Fenwickshire\n';
    const response = await postForm(
      app,
      token,
      START,
      uploadForm(csv, `cust${NUL}omers\ud800.csv`),
    );
    expect(response.statusCode, response.body).toBe(202);
    const jobId = String(response.json().data.jobId);
    const [job] = await db.select().from(bulkSearchJobs).where(eq(bulkSearchJobs.jobId, jobId));
    expect(job?.fileName).toMatch(/^cust.*omers.*\.csv$/);
    expect(job?.fileName).not.toContain(NUL);
  });

  it('a CSV with NUL bytes past the sniffed head: refused as a whole (415), nothing stored', async () => {
    const { app, db } = testApp;
    const before = await db.select().from(bulkSearchJobs);
    const response = await postForm(app, token, START, uploadForm(csvWithLateNul(3_000, 2_500)));
    expect(response.statusCode, response.body).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await db.select().from(bulkSearchJobs)).toHaveLength(before.length);
  });
});
