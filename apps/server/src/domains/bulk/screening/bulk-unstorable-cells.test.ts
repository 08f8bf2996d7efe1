import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { bulkSearchJobs } from '../../../db/schema/search';
import { postForm, uploadForm } from '../../../../test/bulk-test-support';
import { useBulkMember } from '../../../../test/use-bulk-member';

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
  const bulk = useBulkMember();

  it('a file name with NUL and broken characters: stored without them', async () => {
    const { app, db } = bulk;
    const csv = 'Reference,Name\nF-1,Marigold Fenwickshire\n';
    const response = await postForm(
      app,
      bulk.token,
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
    const { app, db } = bulk;
    const before = await db.select().from(bulkSearchJobs);
    const response = await postForm(
      app,
      bulk.token,
      START,
      uploadForm(csvWithLateNul(3_000, 2_500)),
    );
    expect(response.statusCode, response.body).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await db.select().from(bulkSearchJobs)).toHaveLength(before.length);
  });
});
