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
});
