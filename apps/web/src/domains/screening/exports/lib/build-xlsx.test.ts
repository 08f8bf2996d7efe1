import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildTestMatch } from '@test/screening/exports/build-test-match';
import { ENGLISH_REPORT_LABELS } from '@test/screening/exports/report-labels';
import { buildXlsx, columnLetter } from './build-xlsx';
import { buildReportTable } from './report-table';

function partsOf(isRightToLeft: boolean, fullName = 'AYMAN MUHAMMED RABI AL-ZAWAHIRI') {
  const table = buildReportTable([buildTestMatch({ fullName })], {
    language: isRightToLeft ? 'ar' : 'en',
    labels: ENGLISH_REPORT_LABELS,
    includeDetails: true,
  });
  const files = unzipSync(buildXlsx(table, { isRightToLeft }));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('buildXlsx', () => {
  it('writes the minimal OOXML package parts', () => {
    expect(Object.keys(partsOf(false)).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('names the sheet Sanctions Report', () => {
    expect(partsOf(false)['xl/workbook.xml']).toContain(
      '<sheet name="Sanctions Report" sheetId="1" r:id="rId1"/>',
    );
  });

  it.each([
    [true, true],
    [false, false],
  ])('right-to-left view when Arabic is %s', (isRightToLeft, expected) => {
    expect(partsOf(isRightToLeft)['xl/worksheets/sheet1.xml']?.includes('rightToLeft="1"')).toBe(
      expected,
    );
  });

  it('writes a bold header row, inline strings, numbers and Arabic text', () => {
    const sheet = partsOf(true)['xl/worksheets/sheet1.xml'] ?? '';
    expect(sheet).toContain(
      '<c r="A1" s="2" t="inlineStr"><is><t xml:space="preserve">Match #</t></is></c>',
    );
    expect(sheet).toContain('<c r="A2" s="1"><v>1</v></c>');
    expect(sheet).toContain('<c r="G2" s="1"><v>92</v></c>');
    expect(sheet).toContain('أيمن محمد ربيع الظواهري');
    expect(sheet).toContain('تطابق تام في جميع أجزاء الاسم.');
    expect(partsOf(false)['xl/styles.xml']).toContain('<font><b/>');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    const sheet = partsOf(false, 'A & B <Co> "x"\u0001')['xl/worksheets/sheet1.xml'] ?? '';
    expect(sheet).toContain('A &amp; B &lt;Co&gt; &quot;x&quot;</t>');
  });

  it.each([
    [0, 'A'],
    [9, 'J'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('column %i is %s', (index, letters) => {
    expect(columnLetter(index)).toBe(letters);
  });

  it('adds the audit context as a second sheet, named in the interface language', () => {
    const table = buildReportTable([buildTestMatch()], {
      language: 'ar',
      labels: ENGLISH_REPORT_LABELS,
      includeDetails: false,
    });
    const files = unzipSync(
      buildXlsx(table, {
        isRightToLeft: true,
        audit: { sheetName: 'التدقيق', rows: [['معرّف البحث', '\u2066abc-123\u2069']] },
      }),
    );
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(text('xl/workbook.xml')).toContain('<sheet name="التدقيق" sheetId="2" r:id="rId2"/>');
    expect(text('xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet2.xml"');
    expect(text('[Content_Types].xml')).toContain('/xl/worksheets/sheet2.xml');
    expect(text('xl/worksheets/sheet2.xml')).toContain('>abc-123<');
  });

  it('strips bidirectional control characters from cells', () => {
    const sheet = partsOf(false, '\u202BAL-ZAWAHIRI\u202C\u200F')['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('>AL-ZAWAHIRI<');
    expect(sheet).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });
});
