import { exportTemplateConfigurationSchema } from '@sanctions/contracts';
import type { ExportTemplateConfiguration } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestMatch } from '@test/screening/exports/build-test-match';
import { ENGLISH_REPORT_LABELS } from '@test/screening/exports/report-labels';
import { buildCsv } from './build-csv';
import { buildJsonExport } from './build-json-export';
import { buildHeaderRows, DEFAULT_LAYOUT, layoutOf } from './export-layout';
import type { ExportLayout } from './export-layout';
import { buildReportTable } from './report-table';

const HEADER_LABELS = {
  customFields: 'Template fields',
  summary: 'Summary',
  totalMatches: 'Total matches',
  riskMatches: {
    high: 'High risk matches',
    medium: 'Medium risk matches',
    low: 'Low risk matches',
  },
};
const AUDIT_ROWS = [['Audit context'], ['Search ID', 'search-1']];

function configuration(input: Partial<ExportTemplateConfiguration>): ExportTemplateConfiguration {
  return exportTemplateConfigurationSchema.parse({ format: 'csv', ...input });
}

const matches = [
  buildTestMatch({ birthPlaces: ['Giza, Egypt'], remarks: 'Listed in 2001.' }, 95),
  buildTestMatch({ fullName: 'AHMAD FUAD SALIM' }, 82),
];

function csvWith(layout: ExportLayout): string[] {
  const table = buildReportTable(matches, {
    language: 'en',
    labels: ENGLISH_REPORT_LABELS,
    includeDetails: true,
    columns: layout.matches ? layout.columns : [],
  });
  const header = buildHeaderRows(
    layout,
    { auditRows: AUDIT_ROWS, matches, totalMatches: 7 },
    HEADER_LABELS,
  );
  return buildCsv(table, header).slice(1).split('\r\n');
}

describe('export templates drive the export', () => {
  it('keeps the spec export without a template: spec columns with details, audit block first', () => {
    const lines = csvWith(DEFAULT_LAYOUT);
    expect(lines[0]).toBe('Audit context');
    expect(lines[3]).toBe(
      'Match #,Full Name,Arabic Name,Nationality,Date of Birth,Sanction List,Match Confidence,Risk Level,Additional Info,Match Analysis',
    );
  });

  it('writes only the columns the template chose, in template order', () => {
    const layout = layoutOf(
      configuration({
        sections: ['matches'],
        columns: ['riskLevel', 'fullName', 'status', 'placeOfBirth', 'remarks'],
      }),
    );
    const lines = csvWith(layout);
    // No audit, summary or fields: the table starts the file.
    expect(lines[0]).toBe('Full Name,Risk Level,Status,Place of Birth,Remarks');
    expect(lines[1]).toBe(
      'AYMAN MUHAMMED RABI AL-ZAWAHIRI,High,Active Sanction,"Giza, Egypt",Listed in 2001.',
    );
    expect(lines.join('\n')).not.toContain('Arabic Name');
    expect(lines.join('\n')).not.toContain('Search ID');
  });

  it('adds Additional Info with the entry details and Match Analysis with the explanations', () => {
    const withBoth = layoutOf(
      configuration({
        sections: ['matches', 'entryDetails', 'explanations'],
        columns: ['fullName'],
      }),
    );
    expect(withBoth.columns).toEqual(['fullName', 'additionalInfo', 'aiAnalysis']);
    const without = layoutOf(configuration({ sections: ['matches'], columns: ['fullName'] }));
    expect(without.columns).toEqual(['fullName']);
  });

  it('puts the custom fields first, then the audit block and the summary', () => {
    const layout = layoutOf(
      configuration({
        sections: ['auditContext', 'summary', 'matches'],
        columns: ['fullName'],
        customFields: [
          { label: 'Case number', value: 'KYC-2026-117' },
          { label: 'Reviewer', value: 'Layla, compliance' },
        ],
      }),
    );
    const lines = csvWith(layout);
    expect(lines.slice(0, 13)).toEqual([
      'Template fields',
      'Case number,KYC-2026-117',
      'Reviewer,"Layla, compliance"',
      '',
      'Audit context',
      'Search ID,search-1',
      '',
      'Summary',
      'Total matches,7',
      'High risk matches,1',
      'Medium risk matches,1',
      'Low risk matches,0',
      '',
    ]);
    expect(lines[13]).toBe('Full Name');
  });

  it('leaves the match table out without the matches section', () => {
    const layout = layoutOf(configuration({ sections: ['summary'], columns: ['fullName'] }));
    const lines = csvWith(layout);
    expect(lines.filter((line) => line !== '')).toEqual([
      'Summary',
      'Total matches,7',
      'High risk matches,1',
      'Medium risk matches,1',
      'Low risk matches,0',
    ]);
  });

  it('writes the JSON with the chosen sections, column ids as keys and the custom fields', () => {
    const layout = layoutOf(
      configuration({
        format: 'json',
        sections: ['matches', 'summary'],
        columns: ['fullName', 'confidence'],
        customFields: [{ label: 'Case number', value: 'KYC-1' }],
      }),
    );
    const table = buildReportTable(matches, {
      language: 'en',
      labels: ENGLISH_REPORT_LABELS,
      includeDetails: true,
      columns: layout.columns,
    });
    const document = buildJsonExport({
      layout,
      columns: layout.columns,
      table,
      audit: {
        searchId: 'search-1',
        user: 'Layla',
        generatedAt: new Date('2026-11-25T10:00:00Z'),
        query: {
          firstName: 'Ayman',
          lastName: '',
          arabicName: '',
          searchType: 'fuzzy',
          sanctionLists: 'all',
        },
        algorithm: 'v3',
        listVersions: [],
      },
      totalMatches: 2,
      riskCounts: { high: 1, medium: 1, low: 0 },
    });
    expect(document).toEqual({
      customFields: [{ label: 'Case number', value: 'KYC-1' }],
      summary: { totalMatches: 2, byRiskLevel: { high: 1, medium: 1, low: 0 } },
      matches: [
        { fullName: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI', confidence: 95 },
        { fullName: 'AHMAD FUAD SALIM', confidence: 82 },
      ],
    });
  });
});
