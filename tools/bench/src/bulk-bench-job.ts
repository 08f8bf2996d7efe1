import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { bulkJobCreatedSchema, bulkJobSchema, successEnvelope } from '@sanctions/contracts';
import type { BulkJob } from '@sanctions/contracts';

const createdEnvelope = successEnvelope(bulkJobCreatedSchema);
const jobEnvelope = successEnvelope(bulkJobSchema);
const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** Uploads the file to POST /api/v2/bulk-search and returns the job id from the 202 reply. */
export async function uploadBulkFile(
  baseUrl: string,
  token: string,
  path: string,
): Promise<string> {
  const form = new FormData();
  form.set('searchType', 'fuzzy');
  form.set('sanctionLists', 'all');
  form.set('minConfidence', '70');
  form.set('file', new Blob([await readFile(path)]), basename(path));
  const response = await fetch(`${baseUrl}/api/v2/bulk-search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body: unknown = await response.json();
  if (response.status !== 202)
    throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return createdEnvelope.parse(body).data.jobId;
}

export async function readBulkJob(baseUrl: string, token: string, jobId: string): Promise<BulkJob> {
  const response = await fetch(`${baseUrl}/api/v2/bulk-search/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`job: ${response.status} ${JSON.stringify(body)}`);
  return jobEnvelope.parse(body).data;
}

/** Polls the job until it has finished, printing its progress every few seconds. */
export async function waitForBulkJob(
  baseUrl: string,
  token: string,
  jobId: string,
  timeoutMs: number,
): Promise<BulkJob> {
  const deadline = Date.now() + timeoutMs;
  let lastPrint = 0;
  for (;;) {
    const job = await readBulkJob(baseUrl, token, jobId);
    if (FINISHED.has(job.status)) return job;
    if (Date.now() - lastPrint > 5_000) {
      lastPrint = Date.now();
      const rate = job.rowsPerSecond === null ? '-' : job.rowsPerSecond.toFixed(0);
      console.log(`    ${job.status}: ${job.processedRows}/${job.totalRows} rows, ${rate} rows/s`);
    }
    if (Date.now() > deadline)
      throw new Error(`job ${jobId} not finished after ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
