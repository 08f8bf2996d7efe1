import { MAX_BULK_ROWS } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { readAll, useTempFiles } from '../../../../test/bulk/bulk-files-test-support';
import { NOT_UTF8_MESSAGE } from './csv-records';
import { openBulkFile } from './open-bulk-file';
import { TOO_MANY_ROWS_MESSAGE } from './row-limits';
import { EMPTY_FILE_MESSAGE } from './sniff-bulk-file';

const files = useTempFiles();

describe('openBulkFile (CSV)', () => {
  it('reads a UTF-8 file with a byte order mark: the BOM is not part of the first header', async () => {
    const path = await files.file('\uFEFFReference,First name,Last name\r\nR1,John,Smith\r\n');
    const { columns, rows } = await readAll(path, 'csv');
    expect(columns).toEqual(['Reference', 'First name', 'Last name']);
    expect(rows).toEqual([
      { lineNumber: 2, cells: { Reference: 'R1', 'First name': 'John', 'Last name': 'Smith' } },
    ]);
  });

  it('reads a file without BOM, Arabic text intact', async () => {
    const path = await files.file('المرجع,الاسم بالعربية\nR1,أحمد حسن\n');
    const { columns, rows } = await readAll(path, 'csv');
    expect(columns).toEqual(['المرجع', 'الاسم بالعربية']);
    expect(rows[0]?.cells).toEqual({ المرجع: 'R1', 'الاسم بالعربية': 'أحمد حسن' });
  });

  it('detects semicolons from the header line (a comma inside a value stays in the value)', async () => {
    const path = await files.file('Ref;Name;DOB\nR1;Smith, John;1970\nR2;Doe;\n');
    const { columns, rows } = await readAll(path, 'csv');
    expect(columns).toEqual(['Ref', 'Name', 'DOB']);
    expect(rows.map((row) => row.cells)).toEqual([
      { Ref: 'R1', Name: 'Smith, John', DOB: '1970' },
      { Ref: 'R2', Name: 'Doe', DOB: '' },
    ]);
  });

  it('keeps quoted delimiters, quotes and line breaks in a field; line numbers are where each row starts', async () => {
    const path = await files.file(
      'Ref,Name,Note\nR1,"Smith, John","said ""hi""\nand left"\nR2,Doe,x\n\nR3,"Multi\r\nline\r\nname",y\nR4,Last,z\n',
    );
    const { rows } = await readAll(path, 'csv');
    expect(rows.map((row) => [row.lineNumber, row.cells.Name])).toEqual([
      [2, 'Smith, John'],
      [4, 'Doe'],
      [6, 'Multi\r\nline\r\nname'],
      [9, 'Last'],
    ]);
    expect(rows[0]?.cells.Note).toBe('said "hi"\nand left');
  });

  it('names blank headers by position and numbers repeated ones; short rows get empty cells', async () => {
    const path = await files.file('Name,,Name,name\nA,B,C,D\nE\n');
    const { columns, rows } = await readAll(path, 'csv');
    expect(columns).toEqual(['Name', 'Column 2', 'Name (2)', 'name (3)']);
    expect(rows[1]).toEqual({
      lineNumber: 3,
      cells: { Name: 'E', 'Column 2': '', 'Name (2)': '', 'name (3)': '' },
    });
  });

  it('yields a row with too many fields, counting the extra non-blank ones (the validator refuses it)', async () => {
    const path = await files.file('Ref,Name\nR1,Smith,John\nR2,Doe,\n');
    const { rows } = await readAll(path, 'csv');
    expect(rows).toEqual([
      { lineNumber: 2, cells: { Ref: 'R1', Name: 'Smith' }, extraFields: 1 },
      { lineNumber: 3, cells: { Ref: 'R2', Name: 'Doe' } },
    ]);
  });

  it('skips blank lines before the header and between rows', async () => {
    const path = await files.file('\n  \nRef,Name\n\n,\nR1,A\n');
    const { columns, rows } = await readAll(path, 'csv');
    expect(columns).toEqual(['Ref', 'Name']);
    expect(rows).toEqual([{ lineNumber: 6, cells: { Ref: 'R1', Name: 'A' } }]);
  });

  it('refuses an empty file and a file of blank lines', async () => {
    for (const content of ['', '\n\n \n']) {
      const path = await files.file(content);
      await expect(openBulkFile(path, 'csv')).rejects.toMatchObject({
        message: EMPTY_FILE_MESSAGE,
      });
    }
  });

  it('refuses text that is not UTF-8 (a Windows-1252 export)', async () => {
    const path = await files.file(
      Buffer.concat([Buffer.from('Ref,Name\nR1,Jos'), Buffer.from([0xe9]), Buffer.from('\n')]),
    );
    await expect(readAll(path, 'csv')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NOT_UTF8_MESSAGE,
    });
  });

  it(`accepts ${MAX_BULK_ROWS} rows and refuses ${MAX_BULK_ROWS + 1} (blank rows not counted)`, async () => {
    const body = Array.from({ length: MAX_BULK_ROWS }, (_, i) => `R${i},Name ${i}\n`).join('');
    const full = await files.file(`Ref,Name\n${body}\n\n`);
    const { rows } = await readAll(full, 'csv');
    expect(rows).toHaveLength(MAX_BULK_ROWS);
    expect(rows.at(-1)?.lineNumber).toBe(MAX_BULK_ROWS + 1);

    const over = await files.file(`Ref,Name\n${body}R-last,One too many\n`);
    const error: unknown = await readAll(over, 'csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: TOO_MANY_ROWS_MESSAGE });
    expect(TOO_MANY_ROWS_MESSAGE).toBe('The file has more than 100,000 rows');
  });

  it('stops at 200,000 records even when they are blank (blank rows are skipped, not free)', async () => {
    const path = await files.file(`Ref,Name\n${',\n'.repeat(MAX_BULK_ROWS * 2)}R1,A\n`);
    await expect(readAll(path, 'csv')).rejects.toMatchObject({ message: TOO_MANY_ROWS_MESSAGE });
  });

  it('stops reading and releases the file when the consumer stops early', async () => {
    const path = await files.file('Ref,Name\nR1,A\nR2,B\nR3,C\n');
    const reader = await openBulkFile(path, 'csv');
    for await (const row of reader.rows) {
      expect(row.cells.Ref).toBe('R1');
      break;
    }
    await reader.close();
  });
});
