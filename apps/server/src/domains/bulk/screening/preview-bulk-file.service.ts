import type { BulkPreview } from '@sanctions/contracts';
import {
  openBulkFileInWorker,
  sniffBulkFile,
  suggestBulkMapping,
  unmappedBulkFields,
} from '../files';
import { noDataRows } from './bulk-file-errors';
import type { ReceivedBulkUpload } from './receive-bulk-upload';

/** Rows shown in the preview for the user to check the mapping against. */
const SAMPLE_ROWS = 5;

/**
 * What the server reads from the upload, nothing stored: the columns, the suggested mapping, the row
 * count (the whole file is streamed, so the row limit and a damaged file show here already) and a sample.
 */
export async function previewBulkFile(upload: ReceivedBulkUpload): Promise<BulkPreview> {
  const format = sniffBulkFile(upload.head, upload.fileName);
  const reader = await openBulkFileInWorker(upload.path, format);
  const suggestedMapping = suggestBulkMapping(reader.columns);
  const sampleRows: Record<string, string>[] = [];
  let totalRows = 0;
  try {
    for await (const row of reader.rows) {
      totalRows += 1;
      if (sampleRows.length < SAMPLE_ROWS) sampleRows.push(row.cells);
    }
  } finally {
    await reader.close();
  }
  if (totalRows === 0) throw noDataRows();
  return {
    fileName: upload.fileName,
    format,
    columns: reader.columns,
    suggestedMapping,
    unmappedFields: unmappedBulkFields(suggestedMapping),
    totalRows,
    sampleRows,
  };
}
