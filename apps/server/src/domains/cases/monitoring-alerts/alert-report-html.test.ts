import { describe, expect, it } from 'vitest';
import type { AlertDetail } from '@sanctions/contracts';
import { renderAlertReportHtml } from './alert-report-html';
import { sampleMatch } from '../../../../test/cases/alerts-test-support';

const match = sampleMatch('Osama Laden', 'ofac', 'SDN-6365');
const alert: AlertDetail = {
  id: '5d0c1d1e-3f4a-4c1e-9a43-111111111111',
  kind: 'sanctions',
  subject: {
    id: 'subject-1',
    subjectType: 'person',
    firstName: 'Usama',
    lastName: 'Ladin',
    arabicName: 'أسامة لادن',
    dateOfBirth: '1957-03-10',
    nationality: 'SA',
    reference: 'CUST-<42>',
    status: 'active',
    source: 'manual',
    sourceRef: null,
    createdBy: { id: 'u-1', name: 'Maya Maker' },
    createdAt: '2026-11-01T08:00:00.000Z',
    lastScreenedAt: null,
    openAlerts: 0,
  },
  entry: {
    sanctionList: 'ofac',
    listSource: 'OFAC SDN',
    sourceId: 'SDN-6365',
    fullName: 'Osama Laden',
    contentHash: 'abc123',
  },
  confidence: 92,
  riskLevel: 'high',
  status: 'decided',
  resolution: 'false_positive',
  trigger: 'list_update',
  assignee: null,
  version: 3,
  raisedAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  match,
  raisedByListVersion: null,
  listVersions: [{ sanctionList: 'ofac', listSource: 'OFAC SDN', versionId: 'v-7' }],
  algorithmVersion: 'algo-9',
  decisions: [
    {
      id: 'd-1',
      alertId: '5d0c1d1e-3f4a-4c1e-9a43-111111111111',
      decision: 'false_positive',
      reason: 'Different date of birth',
      maker: { id: 'u-1', name: 'Maya Maker' },
      alertVersion: 1,
      createdAt: '2026-11-20T08:00:00.000Z',
      requiresApproval: true,
      approval: {
        id: 'a-1',
        outcome: 'approved',
        reason: 'Agreed',
        reviewer: { id: 'u-2', name: 'Rami Reviewer' },
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    },
  ],
  events: [],
  permissions: { decide: false, review: [], assign: false },
  closedNote: null,
};

describe('alert report HTML', () => {
  it('carries the subject, the entry, the explanation, the versions and every decision with names and times', () => {
    const html = renderAlertReportHtml({
      alert,
      lang: 'en',
      generatedAt: new Date('2026-11-21T00:00:00Z'),
      fontCss: '',
    });
    expect(html).toContain('dir="ltr"');
    for (const text of [
      'Usama Ladin',
      'Osama Laden',
      'SDN-6365',
      'osama',
      'laden',
      'algo-9',
      'v-7',
      'Maya Maker',
      'Rami Reviewer',
      '2026-11-20 08:00 UTC',
      '2026-11-20 10:00 UTC',
      'Different date of birth',
      'False positive',
    ])
      expect(html).toContain(text);
    // Customer data is escaped, never markup.
    expect(html).toContain('CUST-&lt;42&gt;');
    expect(html).not.toContain('CUST-<42>');
  });

  it('prints Arabic right to left with Arabic labels', () => {
    const html = renderAlertReportHtml({
      alert,
      lang: 'ar',
      generatedAt: new Date('2026-11-21T00:00:00Z'),
      fontCss: '',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('إيجابي كاذب');
    expect(html).toContain('تمت الموافقة');
    expect(html).toContain('Rami Reviewer');
  });
});
