import { Readable } from 'node:stream';
import { BULK_FIELDS } from '@sanctions/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readAll, useTempFiles } from '../../../../test/bulk/bulk-files-test-support';
import { sniffBulkFile } from './sniff-bulk-file';
import { suggestBulkMapping } from './suggest-bulk-mapping';
import { validateBulkSourceRow } from './validate-bulk-row';
import { writeBulkTemplate } from './write-bulk-template';

const files = useTempFiles();

describe('writeBulkTemplate', () => {
  it.each([
    ['csv', 'en'],
    ['csv', 'ar'],
    ['xlsx', 'en'],
    ['xlsx', 'ar'],
  ] as const)(
    '%s/%s round-trips through the reader, the mapper and the validator',
    async (format, locale) => {
      const template = await writeBulkTemplate(format, locale);
      expect(sniffBulkFile(template.subarray(0, 4096), `template.${format}`)).toBe(format);
      const path = await files.file(template, format);
      const { columns, rows } = await readAll(path, format);
      const mapping = suggestBulkMapping(columns);
      expect(Object.values(mapping)).toEqual([...BULK_FIELDS]);
      expect(rows).toHaveLength(2);
      const results = rows.map((row) => validateBulkSourceRow(row, mapping));
      expect(
        results.map((result) => (result.ok ? result.fields.entityType : result.reason)),
      ).toEqual(['individual', 'entity']);
      expect(results[0]).toMatchObject({
        ok: true,
        fields: {
          reference: 'CUST-0001',
          dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      });
    },
  );

  it('starts the CSV with a BOM; the Excel file is right-to-left in Arabic with an instructions sheet', async () => {
    expect((await writeBulkTemplate('csv', 'en')).subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([await writeBulkTemplate('xlsx', 'ar')]));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['العملاء', 'التعليمات']);
    expect(workbook.worksheets[0]?.views[0]?.rightToLeft).toBe(true);
    expect(workbook.worksheets[0]?.getRow(1).font?.bold).toBe(true);
    expect(workbook.worksheets[0]?.getCell('A1').value).toBe('المرجع');
  });
});
