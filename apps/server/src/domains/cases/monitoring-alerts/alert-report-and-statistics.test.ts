import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseStatisticsResponseSchema, decisionResponseSchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { insertAlert } from '../../../../test/cases/alerts-test-support';

const run = promisify(execFile);
const NOW = new Date('2026-11-20T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const ALERTS = '/api/v2/monitoring/alerts';

/** Text of a PDF as pdftotext extracts it (RTL embedding controls removed). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'alert-report-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // Lines wrap inside table cells: compare with single spaces.
    return stdout.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('alert evidence report and case statistics', () => {
  const clock = createTestClock(NOW);
  const t = useTestApp({ clock });
  let team: Team;
  let admin: TeamMember;
  let member: TeamMember;
  let other: Team;
  let reportedAlertId: string;

  const decide = async (token: string, alertId: string, decision: string) => {
    const reply = await callAs(t.app, token, 'POST', `${ALERTS}/${alertId}/decisions`, {
      decision,
      reason: `Reason for ${decision}`,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return decisionResponseSchema.parse(reply.json()).data.decision.id;
  };
  const approve = async (token: string, decisionId: string) => {
    const reply = await callAs(
      t.app,
      token,
      'POST',
      `/api/v2/monitoring/decisions/${decisionId}/approve`,
      {
        reason: 'Confirmed by the second reviewer',
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
  };

  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
    admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    member = await addMember(t.app, t.db, team.organization.id, 'member');
    other = await buildTeam(t.app, t.db);
    const org = { organizationId: team.organization.id, ownerUserId: member.user.id };
    // Two OFAC alerts raised 4 h and 10 h before their approval: one false positive, one true match.
    const fp = await insertAlert(t.db, { ...org, raisedAt: new Date(NOW.getTime() - 4 * HOUR) });
    const tm = await insertAlert(t.db, { ...org, raisedAt: new Date(NOW.getTime() - 10 * HOUR) });
    const un = await insertAlert(t.db, {
      ...org,
      sanctionList: 'un',
      raisedAt: new Date(NOW.getTime() - 2 * HOUR),
    });
    await insertAlert(t.db, { ...org, sanctionList: 'eu' });
    const escalated = await insertAlert(t.db, { ...org, sanctionList: 'uk' });
    const proposed = await insertAlert(t.db, { ...org });
    await insertAlert(t.db, {
      organizationId: other.organization.id,
      ownerUserId: other.owner.user.id,
    });
    await t.db
      .update(monitoredSubjects)
      .set({ status: 'paused' })
      .where(eq(monitoredSubjects.id, escalated.subject.id));

    await approve(
      admin.accessToken,
      await decide(member.accessToken, fp.alert.id, 'false_positive'),
    );
    await approve(
      team.owner.accessToken,
      await decide(member.accessToken, tm.alert.id, 'true_match'),
    );
    await approve(
      admin.accessToken,
      await decide(member.accessToken, un.alert.id, 'false_positive'),
    );
    await decide(member.accessToken, escalated.alert.id, 'escalate');
    await decide(member.accessToken, proposed.alert.id, 'true_match');
    await callAs(t.app, member.accessToken, 'POST', `${ALERTS}/${fp.alert.id}/comments`, {
      body: 'Passport number differs from the listed one',
    });
    reportedAlertId = fp.alert.id;
  });

  it("reports the organisation's figures: subjects, alerts by status, median hours, false-positive rate per list", async () => {
    const reply = await callAs(t.app, member.accessToken, 'GET', '/api/v2/monitoring/statistics');
    expect(reply.statusCode, reply.body).toBe(200);
    const stats = caseStatisticsResponseSchema.parse(reply.json()).data;
    expect(stats).toMatchObject({
      subjects: { active: 5, paused: 1 },
      open: 1,
      escalated: 1,
      proposed: 1,
      decided: 3,
      medianHoursToDecision: 4,
    });
    expect(stats.perList).toEqual([
      { sanctionList: 'ofac', decided: 2, falsePositives: 1, falsePositiveRate: 0.5 },
      { sanctionList: 'un', decided: 1, falsePositives: 1, falsePositiveRate: 1 },
      { sanctionList: 'eu', decided: 0, falsePositives: 0, falsePositiveRate: null },
      { sanctionList: 'uk', decided: 0, falsePositives: 0, falsePositiveRate: null },
      // Every list screened has its row, also those with no decided alert yet.
      { sanctionList: 'ca', decided: 0, falsePositives: 0, falsePositiveRate: null },
      { sanctionList: 'au', decided: 0, falsePositives: 0, falsePositiveRate: null },
      { sanctionList: 'us_csl', decided: 0, falsePositives: 0, falsePositiveRate: null },
      { sanctionList: 'jp', decided: 0, falsePositives: 0, falsePositiveRate: null },
    ]);
    expect(stats.perSource).toEqual([
      {
        source: 'sanctions',
        undecided: 3,
        decided: 3,
        falsePositives: 2,
        falsePositiveRate: 2 / 3,
      },
      { source: 'pep', undecided: 0, decided: 0, falsePositives: 0, falsePositiveRate: null },
      { source: 'watchlist', undecided: 0, decided: 0, falsePositives: 0, falsePositiveRate: null },
    ]);
    const elsewhere = caseStatisticsResponseSchema.parse(
      (await callAs(t.app, other.owner.accessToken, 'GET', '/api/v2/monitoring/statistics')).json(),
    ).data;
    expect(elsewhere).toMatchObject({ open: 1, decided: 0, medianHoursToDecision: null });
  });

  it('reports PEP and own-watchlist alerts per source, apart from the official lists (issue 25)', async () => {
    const third = await buildTeam(t.app, t.db);
    const org = { organizationId: third.organization.id, ownerUserId: third.owner.user.id };
    const asKind = async (
      alertId: string,
      source: { kind: 'pep'; sanctionList: 'pep_ftm' } | { kind: 'watchlist'; sanctionList: null },
    ) => {
      await t.db.update(monitoringAlerts).set(source).where(eq(monitoringAlerts.id, alertId));
    };
    await insertAlert(t.db, { ...org, sanctionList: 'un' });
    const pep = await insertAlert(t.db, org);
    await asKind(pep.alert.id, { kind: 'pep', sanctionList: 'pep_ftm' });
    const ownRows = [await insertAlert(t.db, org), await insertAlert(t.db, org)];
    for (const row of ownRows)
      await asKind(row.alert.id, { kind: 'watchlist', sanctionList: null });
    const thirdMember = await addMember(t.app, t.db, third.organization.id, 'member');
    const [ownFalsePositive] = ownRows;
    if (ownFalsePositive === undefined) throw new Error('no watchlist alert');
    await approve(
      third.owner.accessToken,
      await decide(thirdMember.accessToken, ownFalsePositive.alert.id, 'false_positive'),
    );

    const stats = caseStatisticsResponseSchema.parse(
      (await callAs(t.app, thirdMember.accessToken, 'GET', '/api/v2/monitoring/statistics')).json(),
    ).data;
    expect(stats).toMatchObject({ open: 3, decided: 1 });
    expect(stats.perSource).toEqual([
      { source: 'sanctions', undecided: 1, decided: 0, falsePositives: 0, falsePositiveRate: null },
      { source: 'pep', undecided: 1, decided: 0, falsePositives: 0, falsePositiveRate: null },
      { source: 'watchlist', undecided: 1, decided: 1, falsePositives: 1, falsePositiveRate: 1 },
    ]);
    // The official lists' rows count no PEP and no watchlist alert.
    expect(stats.perList.reduce((sum, row) => sum + row.decided, 0)).toBe(0);
  });

  it('prints the English evidence report with the entry, explanation, versions and every name and time', async () => {
    const reply = await callAs(
      t.app,
      member.accessToken,
      'GET',
      `${ALERTS}/${reportedAlertId}/report.pdf?lang=en`,
    );
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(reply.rawPayload);
    for (const expected of [
      'Monitoring alert evidence report',
      'Osama Laden',
      'Usama Ladin',
      'osama',
      'transliteration',
      'test-algo-1',
      'False positive',
      `${member.user.firstName} ${member.user.lastName}`,
      `${admin.user.firstName} ${admin.user.lastName}`,
      'Reason for false_positive',
      'Confirmed by the second reviewer',
      'Passport number differs from the listed one',
      '2026-11-20 10:00 UTC',
    ])
      expect(text).toContain(expected);
  });

  it('prints the Arabic report right to left, and 404 outside the scope', async () => {
    const reply = await callAs(
      t.app,
      admin.accessToken,
      'GET',
      `${ALERTS}/${reportedAlertId}/report.pdf?lang=ar`,
    );
    expect(reply.statusCode).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain('تقرير أدلة تنبيه المراقبة');
    expect(text).toContain('إيجابي كاذب');
    expect(text).toContain(`${admin.user.firstName} ${admin.user.lastName}`);
    const outside = await callAs(
      t.app,
      other.owner.accessToken,
      'GET',
      `${ALERTS}/${reportedAlertId}/report.pdf`,
    );
    expect(outside.statusCode).toBe(404);
  });
});
