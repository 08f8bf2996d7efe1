import type { BulkFileFormat } from '@sanctions/contracts';
import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { saveFile } from '@/lib/save-file';
import { bulkPaths } from './bulk-paths';

const shortId = (jobId: string) => jobId.slice(0, 8);

/** The empty template with its headers in `locale` (the server recognises both languages). */
export async function downloadBulkTemplate(format: BulkFileFormat, locale: Language) {
  const blob = await apiClient.getBlob(bulkPaths.template(format, locale));
  saveFile(blob, `bulk-screening-template-${locale}.${format}`);
}

/** Every input row with its result, in input order. */
export async function downloadBulkResults(jobId: string, format: BulkFileFormat, locale: Language) {
  const blob = await apiClient.getBlob(bulkPaths.results(jobId, format, locale));
  saveFile(blob, `bulk-screening-results-${shortId(jobId)}.${format}`);
}

export async function downloadBulkReport(jobId: string, locale: Language) {
  const blob = await apiClient.getBlob(bulkPaths.report(jobId, locale), {
    accept: 'application/pdf',
  });
  saveFile(blob, `bulk-screening-report-${shortId(jobId)}.pdf`);
}
