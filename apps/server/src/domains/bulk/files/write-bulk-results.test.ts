import { PassThrough, Readable } from 'node:stream';
import { BULK_ROW_REASONS } from '@sanctions/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readAll, useTempFiles } from '../../../../test/bulk/bulk-files-test-support';
import { writeBulkResults } from './write-bulk-results';
import type { BulkResultLine } from './write-bulk-results';

const files = useTempFiles();
const columns = ['Ref', 'Name', 'Note'];

const lines: BulkResultLine[] = [
  {
    source: { Ref: 'R1', Name: 'Usama bin Laden', Note: '=HYPERLINK("http://evil","x")' },
    reference: 'R1',
    status: 'hit',
    topMatchName: 'Usama Muhammed Awad BIN LADIN',
    confidence: 96,
    riskLevel: 'high',
    matchType: 'alias',
    list: 'UN',
    listId: 'QDi.001',
    allLists: 'EU FSF · 1; UK OFSI · 6923; UN Consolidated List · QDi.001',
    otherParties: 2,
    analysis: 'Name matches an alias, "exact" tokens',
    invalidReason: '',
  },
  {
    source: { Ref: 'R2', Name: '+44 20 7946 0000', Note: '@SUM(A1)' },
    reference: 'R2',
    status: 'clear',
    topMatchName: '',
    confidence: null,
    riskLevel: '',
    matchType: '',
    list: '',
    listId: '',
    allLists: '',
    otherParties: null,
    analysis: '',
    invalidReason: '',
  },
  {
    source: { Ref: 'R3', Name: '', Note: '-1\ttab' },
    reference: 'R3',
    status: 'invalid',
    topMatchName: '',
    confidence: null,
    riskLevel: '',
    matchType: '',
    list: '',
    listId: '',
    allLists: '',
    otherParties: null,
    analysis: '',
    invalidReason: BULK_ROW_REASONS.noName,
  },
];

async function* iterate(items: BulkResultLine[]) {
  for (const item of items) yield item;
}

async function write(format: 'csv' | 'xlsx', locale: 'en' | 'ar'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeBulkResults(format, locale, columns, iterate(lines), out);
  await ended;
  return Buffer.concat(chunks);
}

describe('writeBulkResults', () => {
  it('writes CSV with a BOM, the original columns then the result columns, formulas neutralised', async () => {
    const csv = await write('csv', 'en');
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const path = await files.file(csv);
    const { columns: header, rows } = await readAll(path, 'csv');
    expect(header).toEqual([
      ...columns,
      'Top match',
      'Confidence',
      'Risk',
      'Match type',
      'List',
      'List ID',
      'All lists of this party',
      'Other parties above the threshold',
      'Analysis',
      'Status',
      'Reason',
    ]);
    expect(rows.map((row) => row.cells)).toEqual([
      {
        Ref: 'R1',
        Name: 'Usama bin Laden',
        Note: `'=HYPERLINK("http://evil","x")`,
        'Top match': 'Usama Muhammed Awad BIN LADIN',
        Confidence: '96',
        Risk: 'High',
        'Match type': 'Alias',
        List: 'UN',
        'List ID': 'QDi.001',
        'All lists of this party': 'EU FSF · 1; UK OFSI · 6923; UN Consolidated List · QDi.001',
        'Other parties above the threshold': '2',
        Analysis: 'Name matches an alias, "exact" tokens',
        Status: 'Hit',
        Reason: '',
      },
      expect.objectContaining({
        Name: "'+44 20 7946 0000",
        Note: "'@SUM(A1)",
        Status: 'Clear',
        Confidence: '',
        'All lists of this party': '',
        'Other parties above the threshold': '',
      }),
      expect.objectContaining({
        Note: "'-1\ttab",
        Status: 'Invalid',
        Reason: BULK_ROW_REASONS.noName,
      }),
    ]);
  });

  it('writes Arabic headers, values and reasons', async () => {
    const path = await files.file(await write('csv', 'ar'));
    const { columns: header, rows } = await readAll(path, 'csv');
    expect(header.slice(3)).toEqual([
      'أقرب تطابق',
      'نسبة الثقة',
      'المخاطر',
      'نوع التطابق',
      'القائمة',
      'المعرف في القائمة',
      'جميع قوائم هذا الطرف',
      'أطراف أخرى فوق الحد',
      'التحليل',
      'الحالة',
      'السبب',
    ]);
    expect(rows[0]?.cells['الحالة']).toBe('تطابق');
    expect(rows[2]?.cells['السبب']).toBe('يجب إدخال حقل اسم واحد على الأقل');
  });

  it('writes XLSX through the streaming writer: bold header, RTL for Arabic, numbers as numbers, formulas neutralised', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from([await write('xlsx', locale)]));
      const sheet = workbook.worksheets[0];
      expect(sheet?.views[0]?.rightToLeft ?? false).toBe(locale === 'ar');
      expect(sheet?.getRow(1).font?.bold).toBe(true);
      expect(sheet?.getCell('C2').value).toBe(`'=HYPERLINK("http://evil","x")`);
      expect(sheet?.getCell('D2').value).toBe('Usama Muhammed Awad BIN LADIN');
      expect(sheet?.getCell('E2').value).toBe(96);
      expect(sheet?.getCell('K2').value).toBe(2);
      expect(sheet?.getCell('B3').value).toBe("'+44 20 7946 0000");
      expect(sheet?.rowCount).toBe(4);
    }
  });

  it('writes an XLSX that the bulk reader reads back (streamed entries with data descriptors)', async () => {
    const path = await files.file(await write('xlsx', 'en'), 'xlsx');
    const { columns: header, rows } = await readAll(path, 'xlsx');
    expect(header.slice(0, 4)).toEqual([...columns, 'Top match']);
    expect(rows.map((row) => [row.lineNumber, row.cells.Ref, row.cells.Confidence])).toEqual([
      [2, 'R1', '96'],
      [3, 'R2', ''],
      [4, 'R3', ''],
    ]);
  });
});
