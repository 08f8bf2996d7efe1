import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  handmadeXlsx,
  readAll,
  useTempFiles,
} from '../../../../test/bulk/bulk-files-test-support';
import { openBulkFile } from './open-bulk-file';
import { TOO_MANY_ROWS_MESSAGE } from './row-limits';
import {
  XLSX_DAMAGED_MESSAGE,
  XLSX_LIMITS,
  XLSX_TOO_LARGE_MESSAGE,
  assertSafeXlsx,
} from './xlsx-zip-guard';

const files = useTempFiles();

async function xlsxFile(build: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  build(sheet, workbook);
  return files.file(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
}

describe('openBulkFile (XLSX)', () => {
  it('reads the first worksheet: strings, numbers, dates, rich text, formulas (cached result), hyperlinks', async () => {
    const path = await xlsxFile((sheet, workbook) => {
      sheet.addRow([
        'Reference',
        'First name',
        'Last name',
        'Date of birth',
        'Nationality',
        'Type',
      ]);
      sheet.addRow([1001, 'John', 'Smith', new Date(Date.UTC(1970, 0, 31)), 'GB', 'individual']);
      sheet.addRow([
        { formula: '"R"&"2"', result: 'R2' },
        { richText: [{ text: 'Ah', font: { bold: true } }, { text: 'med' }] },
        { text: 'Hassan', hyperlink: 'https://example.org' },
        { formula: 'DATE(1975,5,12)', result: new Date(Date.UTC(1975, 4, 12)) },
        { formula: 'NA()', result: { error: '#N/A' } },
        '',
      ]);
      sheet.getCell('D3').numFmt = 'yyyy-mm-dd';
      sheet.addRow([]);
      sheet.addRow(['R4', 'أحمد', 'حسن', '1980', 'مصر', 'فرد']);
      workbook.addWorksheet('Ignored').addRow(['not', 'read']);
    });
    const { columns, rows } = await readAll(path, 'xlsx');
    expect(columns).toEqual([
      'Reference',
      'First name',
      'Last name',
      'Date of birth',
      'Nationality',
      'Type',
    ]);
    expect(rows).toEqual([
      {
        lineNumber: 2,
        cells: {
          Reference: '1001',
          'First name': 'John',
          'Last name': 'Smith',
          'Date of birth': '1970-01-31',
          Nationality: 'GB',
          Type: 'individual',
        },
      },
      {
        lineNumber: 3,
        cells: {
          Reference: 'R2',
          'First name': 'Ahmed',
          'Last name': 'Hassan',
          'Date of birth': '1975-05-12',
          // The reader keeps no text for a formula whose cached result is an error.
          Nationality: '',
          Type: '',
        },
      },
      {
        lineNumber: 5,
        cells: {
          Reference: 'R4',
          'First name': 'أحمد',
          'Last name': 'حسن',
          'Date of birth': '1980',
          Nationality: 'مصر',
          Type: 'فرد',
        },
      },
    ]);
  });

  it('reads the same workbook whole every time (the streaming reader ends an archive early about once in a hundred reads)', async () => {
    const path = await xlsxFile((sheet, workbook) => {
      sheet.addRow(['Reference', 'First name', 'Last name']);
      sheet.addRow([{ formula: '"R"&"1"', result: 'R1' }, 'John', 'Smith']);
      workbook.addWorksheet('Ignored').addRow(['not', 'read']);
    });
    for (let read = 0; read < 150; read += 1) {
      const { rows } = await readAll(path, 'xlsx');
      expect(rows).toHaveLength(1);
    }
  }, 60_000);

  it('starts at the first non-blank row and names blank headers', async () => {
    const path = await xlsxFile((sheet) => {
      sheet.getCell('A3').value = 'Name';
      sheet.getCell('C3').value = 'DOB';
      sheet.getCell('A4').value = 'Smith';
      sheet.getCell('B4').value = 'x';
    });
    const { columns, rows } = await readAll(path, 'xlsx');
    expect(columns).toEqual(['Name', 'Column 2', 'DOB']);
    expect(rows).toEqual([{ lineNumber: 4, cells: { Name: 'Smith', 'Column 2': 'x', DOB: '' } }]);
  });

  it('reads a hand-built workbook (the bomb tests use the same builder)', async () => {
    const path = await files.file(
      handmadeXlsx({ sharedStrings: ['Name', 'Smith'], rows: [[0], [1]], dimension: 'A1:A2' }),
      'xlsx',
    );
    const { columns, rows } = await readAll(path, 'xlsx');
    expect(columns).toEqual(['Name']);
    expect(rows).toEqual([{ lineNumber: 2, cells: { Name: 'Smith' } }]);
  });

  it('refuses a shared strings table declared larger than the cap (a zip bomb) without inflating it', async () => {
    const path = await files.file(
      handmadeXlsx({ sharedStrings: ['Name'], rows: [[0]], sharedStringsDeclaredSize: 0xf0000000 }),
      'xlsx',
    );
    await expect(openBulkFile(path, 'xlsx')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: XLSX_TOO_LARGE_MESSAGE,
    });
  });

  it('counts the inflated bytes and stops at the cap when the header lies about the size', async () => {
    const item = '<si><t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</t></si>';
    const big = Buffer.from(`<sst>${item.repeat(50_000)}</sst>`);
    const path = await files.file(
      handmadeXlsx({
        sharedStrings: [],
        rows: [[0]],
        sharedStringsXml: big,
        sharedStringsDeclaredSize: 100,
      }),
      'xlsx',
    );
    const limits = { ...XLSX_LIMITS, maxSharedStringsBytes: 64 * 1024 };
    await expect(assertSafeXlsx(path, limits)).rejects.toMatchObject({
      message: XLSX_TOO_LARGE_MESSAGE,
      details: { entry: 'xl/sharedStrings.xml' },
    });
  });

  it('refuses an entry whose header under-declares its size (the inflated bytes are counted)', async () => {
    const path = await files.file(
      handmadeXlsx({
        sharedStrings: ['Name', 'Smith'],
        rows: [[0], [1]],
        sharedStringsDeclaredSize: 10,
      }),
      'xlsx',
    );
    await expect(openBulkFile(path, 'xlsx')).rejects.toMatchObject({
      message: XLSX_DAMAGED_MESSAGE,
    });
  });

  it('refuses a sheet whose dimension claims a million rows before reading any', async () => {
    const rows = Array.from({ length: 50 }, () => [0]);
    const path = await files.file(
      handmadeXlsx({ sharedStrings: ['Name'], rows, dimension: 'A1:XFD1048576' }),
      'xlsx',
    );
    await expect(openBulkFile(path, 'xlsx')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: TOO_MANY_ROWS_MESSAGE,
    });
  });

  it('refuses a ZIP archive that holds no worksheet', async () => {
    const path = await files.file(
      buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }]),
      'xlsx',
    );
    await expect(readAll(path, 'xlsx')).rejects.toMatchObject({ message: XLSX_DAMAGED_MESSAGE });
  });

  it('refuses a damaged archive (truncated) with a clear message', async () => {
    const whole = handmadeXlsx({ sharedStrings: ['Name'], rows: [[0]] });
    const path = await files.file(whole.subarray(0, whole.length - 30), 'xlsx');
    await expect(openBulkFile(path, 'xlsx')).rejects.toMatchObject({
      message: XLSX_DAMAGED_MESSAGE,
    });
  });
});
