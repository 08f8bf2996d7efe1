import { describe, expect, it } from 'vitest';
import { buildTestMatch } from '@test/screening/exports/build-test-match';
import { ENGLISH_REPORT_LABELS } from '@test/screening/exports/report-labels';
import { buildAuditRows } from './audit-block';
import type { AuditContext, AuditLabels } from './audit-block';
import { buildCsv } from './build-csv';
import { buildReportTable } from './report-table';

const LABELS: AuditLabels = {
  title: 'Audit context',
  searchId: 'Search ID',
  user: 'Exported by',
  generatedAt: 'Exported at (UTC)',
  query: 'Query',
  algorithm: 'Algorithm version',
  listVersions: 'List versions',
  totalMatches: 'Total matches',
  lists: ENGLISH_REPORT_LABELS.lists,
};

const CONTEXT: AuditContext = {
  searchId: '6a1f0c3e-7b52-4d1e-9c8a-3e2b1d0f4a77',
  user: 'Mona Analyst <mona@example.com>',
  generatedAt: new Date('2026-11-25T13:04:05.678Z'),
  query: {
    firstName: 'Ayman',
    lastName: 'Zawahiri',
    arabicName: '',
    searchType: 'fuzzy',
    sanctionLists: 'all',
  },
  algorithm: 'name-v3',
  listVersions: [
    {
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      versionId: 12,
      publishedAt: '2026-11-20T00:00:00.000Z',
    },
  ],
  totalMatches: 1,
};

describe('buildAuditRows', () => {
  it('names the search, who exported it, when in UTC, the query, algorithm and list versions', () => {
    expect(buildAuditRows(CONTEXT, LABELS)).toEqual([
      ['Audit context'],
      ['Search ID', '6a1f0c3e-7b52-4d1e-9c8a-3e2b1d0f4a77'],
      ['Exported by', 'Mona Analyst <mona@example.com>'],
      ['Exported at (UTC)', '2026-11-25 13:04:05 UTC'],
      ['Query', 'Ayman · Zawahiri · fuzzy · all'],
      ['Algorithm version', 'name-v3'],
      ['Total matches', 1],
      ['List versions', 'UN (UN Consolidated List) #12 2026-11-20'],
    ]);
  });

  it('heads the CSV, separated from the match table by an empty line', () => {
    const table = buildReportTable([buildTestMatch()], {
      language: 'en',
      labels: ENGLISH_REPORT_LABELS,
      includeDetails: false,
    });
    const lines = buildCsv(table, buildAuditRows(CONTEXT, LABELS)).slice(1).split('\r\n');
    expect(lines[0]).toBe('Audit context');
    expect(lines[1]).toBe('Search ID,6a1f0c3e-7b52-4d1e-9c8a-3e2b1d0f4a77');
    expect(lines[8]).toBe('');
    expect(lines[9]?.startsWith('Match #,Full Name')).toBe(true);
  });
});
