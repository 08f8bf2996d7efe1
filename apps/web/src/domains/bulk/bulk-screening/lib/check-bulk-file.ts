import { MAX_BULK_FILE_BYTES } from '@sanctions/contracts';

/** What the file picker accepts; the server sniffs the content as well. */
export const BULK_FILE_ACCEPT = '.csv,.xlsx';

export type BulkFileProblem = 'tooLarge' | 'wrongType' | 'empty';

/**
 * Checks made before uploading, so a 25 MB file is refused at once rather than after its upload. The
 * server refuses the same files with the same words.
 */
export function bulkFileProblem(file: Pick<File, 'name' | 'size'>): BulkFileProblem | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'wrongType';
  if (file.size > MAX_BULK_FILE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}
