import { MAX_BULK_FILE_BYTES } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { bulkFileProblem } from './check-bulk-file';

describe('bulkFileProblem', () => {
  it('accepts CSV and XLSX up to 20 MB', () => {
    expect(bulkFileProblem({ name: 'customers.CSV', size: 10 })).toBeNull();
    expect(bulkFileProblem({ name: 'book.xlsx', size: MAX_BULK_FILE_BYTES })).toBeNull();
  });

  it('refuses a larger file, another type and an empty file', () => {
    expect(bulkFileProblem({ name: 'big.csv', size: MAX_BULK_FILE_BYTES + 1 })).toBe('tooLarge');
    expect(bulkFileProblem({ name: 'old.xls', size: 10 })).toBe('wrongType');
    expect(bulkFileProblem({ name: 'empty.csv', size: 0 })).toBe('empty');
  });
});
