import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { excelSerialToIso, isXlsx, readXlsxRows } from './xlsx';
import { MAX_UNZIPPED_BYTES } from './zip';
import { withDeclaredSize } from './zip-test-support';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** A minimal workbook as Excel writes it: workbook, relationships, shared strings, styles, one sheet. */
function workbook(sheetData: string): Uint8Array {
  return zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="worksheets/data.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst ${NS}><si><t>Name</t></si><si><r><t>حاجی </t></r><r><t>ستار</t></r><rPh><t>x</t></rPh></si></sst>`,
    ),
    'xl/styles.xml': strToU8(
      `<styleSheet ${NS}><numFmts><numFmt numFmtId="164" formatCode="dd/MM/yyyy"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
    ),
    'xl/worksheets/data.xml': strToU8(
      `<worksheet ${NS}><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  });
}

describe('readXlsxRows', () => {
  it('reads shared, rich-text and inline strings, numbers and date cells, keeping positions', () => {
    const bytes = workbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>inline &amp; text</t></is></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3" s="1"><v>45761</v></c><c r="C3" s="2"><v>21916.5</v></c><c r="D3"><v>42</v></c></row>',
    );
    expect(readXlsxRows(bytes)).toEqual([
      ['Name', '', 'inline & text'],
      [],
      ['حاجی ستار', '2025-04-14', '1960-01-01T12:00:00', '42'],
    ]);
  });

  it('rejects a truncated archive with a clear reason', () => {
    const bytes = workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>');
    expect(() => readXlsxRows(bytes.subarray(0, bytes.length - 30))).toThrow(
      /^XLSX: the zip archive is corrupt or truncated/,
    );
  });

  it('refuses a workbook whose sheet expands past the cap (a zip bomb) with a reason', () => {
    const bytes = withDeclaredSize(
      workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
      'xl/worksheets/data.xml',
      MAX_UNZIPPED_BYTES,
    );
    expect(() => readXlsxRows(bytes)).toThrow(/expands to more than 512 MB.*possible zip bomb/);
  });

  it('rejects a reference to a shared string that does not exist', () => {
    expect(() => readXlsxRows(workbook('<row r="1"><c r="A1" t="s"><v>9</v></c></row>'))).toThrow(
      'XLSX: shared string 9 does not exist',
    );
  });
});

describe('isXlsx and excelSerialToIso', () => {
  it('tells a workbook from another zip', () => {
    expect(isXlsx(workbook(''))).toBe(true);
    expect(isXlsx(zipSync({ 'CONS_ENHANCED.XML': strToU8('<x/>') }))).toBe(false);
    expect(isXlsx(strToU8('<xml/>'))).toBe(false);
  });

  it.each([
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [45761, '2025-04-14'],
  ])('serial %d is %s', (serial, iso) => {
    expect(excelSerialToIso(serial)).toBe(iso);
  });
});
