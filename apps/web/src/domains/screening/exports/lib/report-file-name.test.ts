import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-file-name';

describe('reportFileName', () => {
  it.each([
    ['csv', 'sanctions-report-2026-11-21T07-05-09Z.csv'],
    ['xlsx', 'sanctions-report-2026-11-21T07-05-09Z.xlsx'],
    ['pdf', 'sanctions-report-2026-11-21T07-05-09Z.pdf'],
  ] as const)('names a %s file with a UTC timestamp free of colons', (extension, expected) => {
    expect(reportFileName(extension, new Date('2026-11-21T07:05:09.123Z'))).toBe(expected);
  });

  it('names a single match report after its match, without characters file systems reject', () => {
    expect(
      reportFileName('pdf', new Date('2026-11-21T07:05:09Z'), 'AL-ZAWAHIRI, Ayman / "Dr"'),
    ).toBe('sanctions-report-AL-ZAWAHIRI,-Ayman-Dr-2026-11-21T07-05-09Z.pdf');
  });

  it('keeps an Arabic name', () => {
    expect(reportFileName('pdf', new Date('2026-11-21T07:05:09Z'), 'أيمن الظواهري')).toBe(
      'sanctions-report-أيمن-الظواهري-2026-11-21T07-05-09Z.pdf',
    );
  });
});
