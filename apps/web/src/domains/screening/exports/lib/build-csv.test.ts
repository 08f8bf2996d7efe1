import { describe, expect, it } from 'vitest';
import { buildTestMatch } from '@test/screening/exports/build-test-match';
import { ARABIC_REPORT_LABELS, ENGLISH_REPORT_LABELS } from '@test/screening/exports/report-labels';
import { buildCsv } from './build-csv';
import { buildReportTable } from './report-table';

const SPEC_HEADER =
  'Match #,Full Name,Arabic Name,Nationality,Date of Birth,Sanction List,Match Confidence,Risk Level';

function csvOf(matches = [buildTestMatch()], includeDetails = true, language: 'en' | 'ar' = 'en') {
  return buildCsv(
    buildReportTable(matches, { language, labels: ENGLISH_REPORT_LABELS, includeDetails }),
  );
}

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM and the spec columns, details last', () => {
    const csv = csvOf();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(`${SPEC_HEADER},Additional Info,Match Analysis`);
  });

  it('leaves the details columns out when details are not included', () => {
    expect(csvOf([buildTestMatch()], false).slice(1).split('\r\n')[0]).toBe(SPEC_HEADER);
  });

  it('keeps Arabic text in logical order and quotes multi-line cells', () => {
    const [, row] = csvOf().slice(1).split('\r\n');
    expect(row).toBe(
      '1,AYMAN MUHAMMED RABI AL-ZAWAHIRI,أيمن محمد ربيع الظواهري,Egypt,1951-06-19,UN (UN Consolidated List),92,High,' +
        '"Type: Individual\nAliases: Ahmad Fuad Salim; Abu Mohammed",Exact match on all name tokens.',
    );
  });

  it('writes the analysis in the interface language', () => {
    expect(csvOf([buildTestMatch()], true, 'ar')).toContain('تطابق تام في جميع أجزاء الاسم.');
  });

  it.each([
    ['a comma', 'DOE, John', '"DOE, John"'],
    ['a double quote', 'John "Jack" Doe', '"John ""Jack"" Doe"'],
    ['a formula trigger', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a leading minus', '-1+2', "'-1+2"],
  ])('escapes a cell with %s', (_case, fullName, expected) => {
    const [, row] = csvOf([buildTestMatch({ fullName })], false)
      .slice(1)
      .split('\r\n');
    expect(row?.split(',').slice(1, 3).join(',').startsWith(expected)).toBe(true);
  });

  it('writes only the header for an empty result', () => {
    expect(csvOf([], false)).toBe(`\uFEFF${SPEC_HEADER}\r\n`);
  });

  it('strips bidirectional control characters from every cell', () => {
    const fullName = '\u2066AL-ZAWAHIRI\u2069 \u200Fأيمن\u202B\u202C\u200E';
    const csv = csvOf([buildTestMatch({ fullName })], false);
    expect(csv).toContain('AL-ZAWAHIRI أيمن');
    expect(csv).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('writes ISO nationality codes as the country name in the interface language', () => {
    const [, row] = csvOf([buildTestMatch({ nationality: 'EG' })], false, 'ar')
      .slice(1)
      .split('\r\n');
    expect(row).toContain('مصر');
  });

  it('writes no English label in the Arabic CSV: headers, list, risk, additional-info labels, analysis', () => {
    const csv = buildCsv(
      buildReportTable([buildTestMatch()], {
        language: 'ar',
        labels: ARABIC_REPORT_LABELS,
        includeDetails: true,
      }),
    );
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).not.toMatch(/[A-Za-z]/);
    expect(row).toContain('الأمم المتحدة');
    expect(row).toContain('النوع: فرد');
    expect(row).toContain('مصر');
    expect(row).toContain('الأسماء المستعارة: Ahmad Fuad Salim; Abu Mohammed');
    // Only the published Latin names remain in Latin script.
    const withoutNames = (row ?? '')
      .replace('AYMAN MUHAMMED RABI AL-ZAWAHIRI', '')
      .replace('Ahmad Fuad Salim; Abu Mohammed', '');
    expect(withoutNames).not.toMatch(/[A-Za-z]/);
  });
});
