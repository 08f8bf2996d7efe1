import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILE_MESSAGE,
  LEGACY_XLS_MESSAGE,
  NOT_CSV_OR_EXCEL_MESSAGE,
  sniffBulkFile,
} from './sniff-bulk-file';

describe('sniffBulkFile', () => {
  it('tells XLSX by the ZIP signature whatever the name', () => {
    expect(sniffBulkFile(Buffer.from('PK\x03\x04rest', 'latin1'), 'customers.csv')).toBe('xlsx');
  });

  it('takes UTF-8 text (BOM or not, Arabic, a character cut by the end of the head) as CSV', () => {
    expect(sniffBulkFile(Buffer.from('\uFEFFRef,Name\n', 'utf8'), 'a.csv')).toBe('csv');
    const arabic = Buffer.from('المرجع,الاسم\n', 'utf8');
    expect(sniffBulkFile(arabic, 'a.txt')).toBe('csv');
    expect(sniffBulkFile(arabic.subarray(0, arabic.length - 3), 'a.csv')).toBe('csv');
  });

  it('refuses a binary file named .csv', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect(() => sniffBulkFile(png, 'customers.csv')).toThrow(
      expect.objectContaining({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: NOT_CSV_OR_EXCEL_MESSAGE,
      }),
    );
    expect(() => sniffBulkFile(Buffer.from([0xff, 0xfe, 0x41, 0x00]), 'utf16.csv')).toThrow(
      NOT_CSV_OR_EXCEL_MESSAGE,
    );
  });

  it('refuses legacy .xls with its own message', () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(() => sniffBulkFile(ole, 'customers.xls')).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', message: LEGACY_XLS_MESSAGE }),
    );
    expect(() => sniffBulkFile(Buffer.from('a,b\n'), 'old.XLS')).toThrow(LEGACY_XLS_MESSAGE);
  });

  it('refuses an empty file', () => {
    expect(() => sniffBulkFile(Buffer.alloc(0), 'a.csv')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: EMPTY_FILE_MESSAGE }),
    );
  });
});
