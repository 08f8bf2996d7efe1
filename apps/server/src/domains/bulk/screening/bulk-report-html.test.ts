import { describe, expect, it } from 'vitest';
import type { BulkJob } from '@sanctions/contracts';
import { renderBulkReportHtml } from './bulk-report-html';

const job: BulkJob = {
  jobId: 'job-42',
  fileName: 'customers <2026>.csv',
  status: 'completed',
  searchType: 'fuzzy',
  sanctionLists: 'un',
  minConfidence: 75,
  totalRows: 120,
  processedRows: 118,
  invalidRows: 4,
  clearRows: 115,
  errorRows: 2,
  hits: { high: 2, medium: 1, low: 0 },
  rowsPerSecond: 40,
  secondsRemaining: null,
  errorMessage: null,
  algorithmVersion: 'name-v2',
  createdAt: '2026-06-01T10:00:00.000Z',
  startedAt: '2026-06-01T10:00:01.000Z',
  completedAt: '2026-06-01T10:00:04.000Z',
};

const input = {
  job,
  startedBy: { firstName: 'Amira', lastName: 'Haddad', email: 'amira@example.test' },
  listVersions: [
    {
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      versionId: 'v-1',
      publishedAt: new Date('2026-05-30T00:00:00.000Z'),
    },
  ],
  hits: [
    {
      rowNumber: 7,
      reference: 'C-7',
      name: 'Saddam Hussein',
      topMatch: 'SADDAM HUSSEIN AL-TIKRITI',
      list: 'UN Consolidated List · IQi.001',
      confidence: 96,
      riskLevel: 'high' as const,
    },
  ],
  fontCss: '',
};

describe('renderBulkReportHtml', () => {
  it('states the job, who ran it and when (UTC), the options, versions, counts and the hit rows', () => {
    const html = renderBulkReportHtml({ ...input, lang: 'en' });
    for (const text of [
      'Bulk Screening Summary Report',
      'job-42',
      'customers &lt;2026&gt;.csv',
      'Amira Haddad &lt;amira@example.test&gt;',
      '2026-06-01 10:00:01 UTC',
      'Fuzzy',
      'UN',
      '75%',
      'name-v2',
      'UN Consolidated List',
      'v-1',
      'SADDAM HUSSEIN AL-TIKRITI',
      '96%',
      'High',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('dir="ltr"');
  });

  it('prints in Arabic right to left, with the English title beneath', () => {
    const html = renderBulkReportHtml({ ...input, lang: 'ar', hits: [] });
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('تقرير ملخّص الفحص المجمّع');
    expect(html).toContain('Bulk Screening Summary Report');
    expect(html).toContain('لم يطابق أي صف');
  });
});
