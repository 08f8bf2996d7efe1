import { openBulkFileInWorker, validateBulkSourceRow } from '../files';
import type { BulkFileFormat } from '../files';
import type { BulkMapping } from '@sanctions/contracts';

export interface BulkRowCount {
  rows: number;
  valid: number;
}

/**
 * A first pass over the upload that stores nothing: the reader refuses a file over the row limit and a
 * damaged file here, and the valid rows are known before the quota check, so those refusals cost a read
 * of the file instead of inserting (and rolling back) up to a hundred thousand rows.
 */
export async function countBulkRows(
  path: string,
  format: BulkFileFormat,
  mapping: BulkMapping,
): Promise<BulkRowCount> {
  const reader = await openBulkFileInWorker(path, format);
  let rows = 0;
  let valid = 0;
  try {
    for await (const source of reader.rows) {
      rows += 1;
      if (validateBulkSourceRow(source, mapping).ok) valid += 1;
    }
  } finally {
    await reader.close();
  }
  return { rows, valid };
}
