import { teamReportReplySchema } from '@sanctions/contracts';
import type { TeamReport } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildSessionUser } from '@test/fixtures';

const ORGANIZATION_ID = '2f6c1d8e-3b4a-4c5d-9e6f-7a8b9c0d1e2f';
export const OWNER = buildSessionUser({
  organizationId: ORGANIZATION_ID,
  organizationRole: 'owner',
});
export const PLAIN_MEMBER = buildSessionUser({
  id: '9e8d7c6b-5a49-4382-a716-f5e4d3c2b1a0',
  organizationId: ORGANIZATION_ID,
  organizationRole: 'member',
});
export const ANALYST_ID = '0d6f3a52-1c4b-4e7d-8a9f-2b3c4d5e6f70';

/** Two weeks: an analyst who searched, screened a bulk file and decided; the owner who reviewed. */
export const REPORT: TeamReport = teamReportReplySchema.parse({
  success: true,
  data: {
    from: '2026-03-02',
    to: '2026-03-15',
    period: 'week',
    periods: [
      {
        periodStart: '2026-03-02',
        singleSearches: 2,
        bulkRows: 1200,
        decisions: 2,
        reviews: 1,
        medianHoursToDecision: 4,
      },
      {
        periodStart: '2026-03-09',
        singleSearches: 1,
        bulkRows: 0,
        decisions: 1,
        reviews: 0,
        medianHoursToDecision: 10,
      },
    ],
    members: [
      {
        userId: ANALYST_ID,
        name: 'Omar Khalil',
        email: 'omar.khalil@example.com',
        singleSearches: 3,
        bulkRows: 1200,
        decisions: 3,
        reviews: 0,
        medianHoursToDecision: 6,
      },
      {
        userId: OWNER.id,
        name: 'Layla Haddad',
        email: OWNER.email,
        singleSearches: 0,
        bulkRows: 0,
        decisions: 0,
        reviews: 1,
        medianHoursToDecision: null,
      },
    ],
    rows: [
      {
        userId: ANALYST_ID,
        name: 'Omar Khalil',
        email: 'omar.khalil@example.com',
        periodStart: '2026-03-02',
        singleSearches: 2,
        bulkRows: 1200,
        decisions: 2,
        reviews: 0,
        medianHoursToDecision: 4,
      },
      {
        userId: ANALYST_ID,
        name: 'Omar Khalil',
        email: 'omar.khalil@example.com',
        periodStart: '2026-03-09',
        singleSearches: 1,
        bulkRows: 0,
        decisions: 1,
        reviews: 0,
        medianHoursToDecision: 10,
      },
      {
        userId: OWNER.id,
        name: 'Layla Haddad',
        email: OWNER.email,
        periodStart: '2026-03-02',
        singleSearches: 0,
        bulkRows: 0,
        decisions: 0,
        reviews: 1,
        medianHoursToDecision: null,
      },
    ],
    totals: {
      singleSearches: 3,
      bulkRows: 1200,
      decisions: 3,
      reviews: 1,
      medianHoursToDecision: 6,
    },
  },
}).data;

/** The report and its export; every request's query string is logged. */
export function teamReportHandlers(report: TeamReport = REPORT) {
  const log = { reports: [] as URLSearchParams[], exports: [] as URLSearchParams[] };
  const handlers = [
    http.get('*/api/v2/organization/reports/team', ({ request }) => {
      log.reports.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: report });
    }),
    http.get('*/api/v2/organization/reports/team/export', ({ request }) => {
      log.exports.push(new URL(request.url).searchParams);
      return new HttpResponse('\ufeffMember\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
  ];
  return { handlers, log };
}
