import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, teamReportReplySchema } from '@sanctions/contracts';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import {
  insertAlert,
  insertBulkJob,
  insertDecision,
  insertReview,
  insertSearches,
} from '../../../../test/organizations/team-report-test-support';

const REPORT = '/api/v2/organization/reports/team';
const RANGE = 'from=2026-03-01&to=2026-03-14';

describe('team report', () => {
  const t = useTestApp();
  let acme: Team;
  let admin: TeamMember;
  let analyst: TeamMember;
  let rival: Team;

  beforeAll(async () => {
    acme = await buildTeam(t.app, t.db);
    admin = await addMember(t.app, t.db, acme.organization.id, 'admin');
    analyst = await addMember(t.app, t.db, acme.organization.id, 'member');
    const mine = { userId: analyst.user.id, organizationId: acme.organization.id };
    // Two searches in the week of Monday 2 March, one in the week of 9 March, one before the range.
    await insertSearches(t.db, mine, [
      '2026-03-02T09:00:00Z',
      '2026-03-03T10:00:00Z',
      '2026-03-10T08:00:00Z',
      '2026-02-20T08:00:00Z',
    ]);
    // Five rows: two hits and a clear were screened; the invalid and the pending row were not.
    await insertBulkJob(
      t.db,
      mine,
      ['clear', 'hit', 'hit', 'invalid', 'pending'],
      '2026-03-04T12:00:00Z',
    );
    // Decisions 2 h, 6 h and 10 h after their alerts were raised; an escalation is not a decision.
    const first = await insertAlert(
      t.db,
      acme.organization.id,
      acme.owner.user.id,
      '2026-03-02T00:00:00Z',
    );
    const second = await insertAlert(
      t.db,
      acme.organization.id,
      acme.owner.user.id,
      '2026-03-03T00:00:00Z',
    );
    const third = await insertAlert(
      t.db,
      acme.organization.id,
      acme.owner.user.id,
      '2026-03-10T00:00:00Z',
    );
    const proposed = await insertDecision(
      t.db,
      first,
      analyst.user.id,
      'true_match',
      '2026-03-02T02:00:00Z',
    );
    await insertDecision(t.db, second, analyst.user.id, 'false_positive', '2026-03-03T06:00:00Z');
    await insertDecision(t.db, third, analyst.user.id, 'escalate', '2026-03-10T01:00:00Z');
    await insertDecision(t.db, third, analyst.user.id, 'false_positive', '2026-03-10T10:00:00Z');
    await insertReview(
      t.db,
      { id: proposed, alertId: first },
      admin.user.id,
      '2026-03-02T05:00:00Z',
    );

    // Another organisation's and a standalone user's activity in the same range must not show.
    rival = await buildTeam(t.app, t.db);
    const outsider = { userId: rival.owner.user.id, organizationId: rival.organization.id };
    await insertSearches(t.db, outsider, ['2026-03-05T09:00:00Z']);
    await insertBulkJob(t.db, outsider, ['clear'], '2026-03-05T09:00:00Z');
    const rivalAlert = await insertAlert(
      t.db,
      rival.organization.id,
      rival.owner.user.id,
      '2026-03-05T00:00:00Z',
    );
    await insertDecision(
      t.db,
      rivalAlert,
      rival.owner.user.id,
      'true_match',
      '2026-03-05T01:00:00Z',
    );
    const standalone = await buildUser(t.db, { organizationId: null });
    await insertSearches(t.db, { userId: standalone.id, organizationId: null }, [
      '2026-03-05T09:00:00Z',
    ]);
  });

  const read = async (token: string, query: string) => {
    const response = await callAs(t.app, token, 'GET', `${REPORT}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return teamReportReplySchema.parse(response.json()).data;
  };

  it('answers 401 without a session', async () => {
    const response = await callAs(t.app, undefined, 'GET', `${REPORT}?${RANGE}`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a plain member, for the report and its export', async () => {
    for (const url of [`${REPORT}?${RANGE}`, `${REPORT}/export?${RANGE}`]) {
      const response = await callAs(t.app, analyst.accessToken, 'GET', url);
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
        'Only organization owners and admins can view team reports',
      );
    }
  });

  it("answers 404 for a member of another organisation, even to that organisation's owner's id", async () => {
    const response = await callAs(
      t.app,
      acme.owner.accessToken,
      'GET',
      `${REPORT}?${RANGE}&userId=${rival.owner.user.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found',
    });
  });

  it('refuses an end before the start and a range over 367 days', async () => {
    const backwards = await callAs(
      t.app,
      admin.accessToken,
      'GET',
      `${REPORT}?from=2026-03-14&to=2026-03-01`,
    );
    expect(backwards.statusCode).toBe(400);
    const long = await callAs(
      t.app,
      admin.accessToken,
      'GET',
      `${REPORT}?from=2025-01-01&to=2026-03-01`,
    );
    expect(long.statusCode).toBe(400);
  });

  it('counts single searches, screened bulk rows, decisions and reviews per member and week', async () => {
    const report = await read(admin.accessToken, `${RANGE}&period=week`);
    expect(report.periods.map((period) => period.periodStart)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(report.totals).toEqual({
      singleSearches: 3,
      bulkRows: 3,
      decisions: 3,
      reviews: 1,
      medianHoursToDecision: 6,
    });
    const analystRow = report.members.find((member) => member.userId === analyst.user.id);
    expect(analystRow).toMatchObject({
      email: analyst.user.email,
      singleSearches: 3,
      bulkRows: 3,
      decisions: 3,
      reviews: 0,
      medianHoursToDecision: 6,
    });
    expect(report.members.find((member) => member.userId === admin.user.id)).toMatchObject({
      singleSearches: 0,
      reviews: 1,
      medianHoursToDecision: null,
    });
    // The owner did nothing but is still listed; nobody of the other organisation is.
    expect(report.members.map((member) => member.userId).sort()).toEqual(
      [acme.owner.user.id, admin.user.id, analyst.user.id].sort(),
    );
    const analystWeeks = report.rows.filter((row) => row.userId === analyst.user.id);
    expect(
      analystWeeks.map((row) => [
        row.periodStart,
        row.singleSearches,
        row.bulkRows,
        row.decisions,
        row.medianHoursToDecision,
      ]),
    ).toEqual([
      ['2026-03-02', 2, 3, 2, 4],
      ['2026-03-09', 1, 0, 1, 10],
    ]);
  });

  it('buckets by day and by month, and narrows to one member', async () => {
    const byMonth = await read(acme.owner.accessToken, `${RANGE}&period=month`);
    expect(byMonth.periods).toEqual([
      {
        periodStart: '2026-03-01',
        singleSearches: 3,
        bulkRows: 3,
        decisions: 3,
        reviews: 1,
        medianHoursToDecision: 6,
      },
    ]);
    const byDay = await read(acme.owner.accessToken, `${RANGE}&period=day`);
    expect(byDay.periods).toHaveLength(14);
    expect(byDay.periods.find((period) => period.periodStart === '2026-03-04')?.bulkRows).toBe(3);
    const one = await read(acme.owner.accessToken, `${RANGE}&userId=${admin.user.id}`);
    expect(one.members.map((member) => member.userId)).toEqual([admin.user.id]);
    expect(one.totals).toMatchObject({ singleSearches: 0, reviews: 1 });
  });

  it('exports the report as CSV with a BOM, one line per member and period and the team total', async () => {
    const response = await callAs(
      t.app,
      admin.accessToken,
      'GET',
      `${REPORT}/export?${RANGE}&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="team-report-2026-03-01-to-2026-03-14-week.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Member,E-mail,Period start,Single searches,Bulk rows screened,Decisions recorded,Four-eyes reviews,Median hours to decision',
    );
    expect(lines).toContain(
      `${analyst.user.firstName} ${analyst.user.lastName},${analyst.user.email},2026-03-02,2,3,2,0,4`,
    );
    expect(lines.at(-1)).toBe('Team total,,2026-03-01 – 2026-03-14 (Week),3,3,3,1,6');
  });

  it('exports an Excel workbook with Arabic headings, right to left', async () => {
    const response = await callAs(
      t.app,
      acme.owner.accessToken,
      'GET',
      `${REPORT}/export?${RANGE}&format=xlsx&locale=ar&period=month`,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('تقرير الفريق');
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.getRow(1).getCell(4).value).toBe('عمليات البحث الفردية');
    expect(sheet?.getRow(sheet.rowCount).values).toEqual([
      undefined,
      'إجمالي الفريق',
      '',
      '2026-03-01 – 2026-03-14 (شهر)',
      3,
      3,
      3,
      1,
      6,
    ]);
  });
});
