import type { BulkJob, BulkRow } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildJob, CLEAR_ROW, HIT_ROW, INVALID_ROW, JOB_ID, PREVIEW } from './bulk-fixtures';

export interface BulkRequestLog {
  /** Multipart fields of each POST /bulk-search (the file as its name). */
  starts: Record<string, string>[];
  /** Query strings of each rows request. */
  rowQueries: URLSearchParams[];
  cancels: number;
  downloads: string[];
}

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : value.name;
  });
  return fields;
}

/**
 * The bulk routes answered from fixtures. `jobStates` are the replies of GET /bulk-search/{id} in turn
 * (the last one repeats), so a test can watch a job move from processing to completed.
 */
export function bulkHandlers({
  jobStates = [buildJob()],
  jobs = [buildJob()],
  rows = [HIT_ROW, CLEAR_ROW, INVALID_ROW],
}: { jobStates?: BulkJob[]; jobs?: BulkJob[]; rows?: BulkRow[] } = {}) {
  const log: BulkRequestLog = { starts: [], rowQueries: [], cancels: 0, downloads: [] };
  let poll = 0;
  const handlers = [
    http.get('*/api/v2/bulk-search', () => ok({ jobs })),
    http.post('*/api/v2/bulk-search/preview', () => ok(PREVIEW)),
    http.post('*/api/v2/bulk-search', async ({ request }) => {
      log.starts.push(await formFields(request));
      const job = buildJob({ status: 'pending', processedRows: 0, rowsPerSecond: null });
      return HttpResponse.json(
        {
          success: true,
          data: {
            jobId: JOB_ID,
            job,
            invalidRowSample: [
              { rowNumber: 4, lineNumber: 5, reason: 'At least one name field must be provided' },
            ],
          },
        },
        { status: 202 },
      );
    }),
    http.get('*/api/v2/bulk-search/template', ({ request }) => {
      log.downloads.push(new URL(request.url).search);
      return new HttpResponse('Reference,First name\n', {
        headers: { 'Content-Type': 'text/csv' },
      });
    }),
    http.get('*/api/v2/bulk-search/:jobId', () => {
      const state = jobStates[Math.min(poll, jobStates.length - 1)];
      poll += 1;
      return ok(state);
    }),
    http.post('*/api/v2/bulk-search/:jobId/cancel', () => {
      log.cancels += 1;
      return ok(buildJob({ status: 'cancelled' }));
    }),
    http.get('*/api/v2/bulk-search/:jobId/rows', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.rowQueries.push(query);
      const status = query.get('status') ?? 'all';
      const risk = query.get('risk') ?? 'all';
      const shown = rows.filter(
        (row) =>
          (status === 'all' || row.status === status) && (risk === 'all' || row.riskLevel === risk),
      );
      return ok({
        rows: shown,
        total: shown.length,
        page: Number(query.get('page') ?? '1'),
        pageSize: Number(query.get('pageSize') ?? '25'),
      });
    }),
    http.get('*/api/v2/bulk-search/:jobId/results', ({ request }) => {
      log.downloads.push(new URL(request.url).pathname + new URL(request.url).search);
      return new HttpResponse('\uFEFFReference,Top match\n', {
        headers: { 'Content-Type': 'text/csv' },
      });
    }),
    http.get('*/api/v2/bulk-search/:jobId/report.pdf', ({ request }) => {
      log.downloads.push(new URL(request.url).pathname + new URL(request.url).search);
      return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  ];
  return { handlers, log };
}
