import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alertCountsResponseSchema,
  alertDetailResponseSchema,
  alertListResponseSchema,
  decisionResponseSchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { jobs } from '../../../db/schema/jobs';
import {
  alertDecisions,
  alertEvents,
  decisionApprovals,
  monitoringAlerts,
  monitoringClearances,
} from '../../../db/schema/monitoring';
import { MONITORING_JOBS } from '../monitoring/monitoring-jobs';
import { insertAlert } from '../../../../test/cases/alerts-test-support';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const ALERTS = '/api/v2/monitoring/alerts';
const DECISIONS = '/api/v2/monitoring/decisions';

describe('decisions and the four-eyes review (ADR 020)', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let team: Team;
  let admin: TeamMember;
  let member: TeamMember;
  let member2: TeamMember;
  let other: Team;

  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
    admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    member = await addMember(t.app, t.db, team.organization.id, 'member');
    member2 = await addMember(t.app, t.db, team.organization.id, 'member');
    other = await buildTeam(t.app, t.db);
  });

  const orgAlert = async () =>
    (
      await insertAlert(t.db, {
        organizationId: team.organization.id,
        ownerUserId: member.user.id,
      })
    ).alert;
  const decide = (token: string, alertId: string, body: Record<string, unknown>) =>
    callAs(t.app, token, 'POST', `${ALERTS}/${alertId}/decisions`, body);
  const review = (
    token: string,
    decisionId: string,
    action: 'approve' | 'reject',
    reason = 'Checked',
  ) => callAs(t.app, token, 'POST', `${DECISIONS}/${decisionId}/${action}`, { reason });
  const proposed = async (
    token: string,
    alertId: string,
    decision: string,
    alertVersion?: number,
  ) => {
    const reply = await decide(token, alertId, {
      decision,
      reason: 'Different date of birth',
      ...(alertVersion === undefined ? {} : { alertVersion }),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return decisionResponseSchema.parse(reply.json()).data.decision;
  };
  const alertRow = async (id: string) => {
    const [row] = await t.db.select().from(monitoringAlerts).where(eq(monitoringAlerts.id, id));
    if (row === undefined) throw new Error('no alert');
    return row;
  };

  it('a member proposes a false positive; the maker, a member and another organisation cannot approve; an owner can, and the pair is cleared', async () => {
    const alert = await orgAlert();
    const decision = await proposed(member.accessToken, alert.id, 'false_positive', 1);
    expect(decision).toMatchObject({
      decision: 'false_positive',
      requiresApproval: true,
      approval: null,
      alertVersion: 1,
    });
    expect(await alertRow(alert.id)).toMatchObject({ status: 'proposed', version: 2 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, MONITORING_JOBS.decisionProposed));
    expect(job?.payload).toEqual({ decisionId: decision.id });

    const again = await decide(member2.accessToken, alert.id, {
      decision: 'true_match',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'cases.awaitingReview' });

    const byMember = await review(member2.accessToken, decision.id, 'approve');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ messageKey: 'cases.notReviewer' });
    expect((await review(other.owner.accessToken, decision.id, 'approve')).statusCode).toBe(404);

    const counts = alertCountsResponseSchema.parse(
      (await callAs(t.app, admin.accessToken, 'GET', `${ALERTS}/counts`)).json(),
    ).data;
    expect(counts).toMatchObject({ proposed: 1, awaitingMyApproval: 1 });
    const detail = alertDetailResponseSchema.parse(
      (await callAs(t.app, admin.accessToken, 'GET', `${ALERTS}/${alert.id}`)).json(),
    ).data;
    expect(detail.permissions).toEqual({ decide: false, review: [decision.id], assign: true });

    const approved = await review(
      admin.accessToken,
      decision.id,
      'approve',
      'Agreed: other person',
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const record = decisionResponseSchema.parse(approved.json()).data.decision;
    expect(record.approval).toMatchObject({
      outcome: 'approved',
      reason: 'Agreed: other person',
      reviewer: { id: admin.user.id, name: `${admin.user.firstName} ${admin.user.lastName}` },
    });
    const decided = await alertRow(alert.id);
    expect(decided).toMatchObject({ status: 'decided', resolution: 'false_positive', version: 3 });
    expect(decided.decidedAt?.toISOString()).toBe(NOW.toISOString());
    const clearances = await t.db
      .select()
      .from(monitoringClearances)
      .where(eq(monitoringClearances.alertId, alert.id));
    expect(clearances).toHaveLength(1);
    expect(clearances[0]).toMatchObject({
      decisionId: decision.id,
      sourceId: alert.sourceId,
      sanctionList: 'ofac',
      entryContentHash: alert.entryContentHash,
      subjectId: alert.subjectId,
      organizationId: team.organization.id,
    });
    expect(clearances[0]?.subjectKey).toMatch(/^key-/);
    const decidedJobs = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, MONITORING_JOBS.alertDecided));
    expect(decidedJobs.map((j) => j.payload)).toContainEqual({
      alertId: alert.id,
      decisionId: decision.id,
    });

    const twice = await review(team.owner.accessToken, decision.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ messageKey: 'cases.alreadyReviewed' });
    const onDecided = await decide(member.accessToken, alert.id, {
      decision: 'true_match',
      reason: 'x',
    });
    expect(onDecided.statusCode).toBe(409);
    expect(onDecided.json()).toMatchObject({
      message: 'This alert is already decided; it takes no further decisions',
    });

    const history = alertDetailResponseSchema.parse(
      (await callAs(t.app, member.accessToken, 'GET', `${ALERTS}/${alert.id}`)).json(),
    ).data;
    expect(history.events.map((e) => e.kind)).toEqual(['decision_proposed', 'approved']);
    expect(history.decisions).toHaveLength(1);
    expect(history.decisions[0]?.approval?.outcome).toBe('approved');
  });

  it('the maker cannot approve their own decision, even as owner; a second reviewer can', async () => {
    const alert = await orgAlert();
    const decision = await proposed(team.owner.accessToken, alert.id, 'true_match');
    const own = await review(team.owner.accessToken, decision.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: 'You cannot approve your own decision' });
    const ok = await review(admin.accessToken, decision.id, 'approve');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await alertRow(alert.id)).toMatchObject({ status: 'decided', resolution: 'true_match' });
    const clearances = await t.db
      .select()
      .from(monitoringClearances)
      .where(eq(monitoringClearances.alertId, alert.id));
    expect(clearances).toEqual([]);
  });

  it('sending back returns the alert to the queue, where it can be decided again', async () => {
    const alert = await orgAlert();
    const first = await proposed(member.accessToken, alert.id, 'false_positive');
    const rejected = await review(
      admin.accessToken,
      first.id,
      'reject',
      'Look at the passport first',
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(decisionResponseSchema.parse(rejected.json()).data.decision.approval?.outcome).toBe(
      'rejected',
    );
    expect(await alertRow(alert.id)).toMatchObject({
      status: 'open',
      version: 3,
      resolution: null,
    });
    expect((await review(team.owner.accessToken, first.id, 'approve')).statusCode).toBe(409);
    const second = await proposed(member.accessToken, alert.id, 'true_match', 3);
    expect((await review(team.owner.accessToken, second.id, 'approve')).statusCode).toBe(200);
    expect(await alertRow(alert.id)).toMatchObject({
      status: 'decided',
      resolution: 'true_match',
      version: 5,
    });
  });

  it('escalates without approval, and refuses stale and repeated decisions', async () => {
    const alert = await orgAlert();
    const assign = await callAs(
      t.app,
      member2.accessToken,
      'POST',
      `${ALERTS}/${alert.id}/assign`,
      {
        assigneeId: member2.user.id,
      },
    );
    expect(assign.statusCode).toBe(200);
    const stale = await decide(member.accessToken, alert.id, {
      decision: 'false_positive',
      reason: 'x',
      alertVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'The alert changed since you opened it; reload and decide again',
    });
    const escalation = await proposed(member.accessToken, alert.id, 'escalate', 2);
    expect(escalation).toMatchObject({ requiresApproval: false, approval: null });
    expect(await alertRow(alert.id)).toMatchObject({ status: 'escalated', version: 3 });
    expect((await review(team.owner.accessToken, escalation.id, 'approve')).json()).toMatchObject({
      messageKey: 'cases.noApprovalNeeded',
    });
    const open = alertListResponseSchema
      .parse((await callAs(t.app, member.accessToken, 'GET', `${ALERTS}?status=open`)).json())
      .data.alerts.map((a) => a.id);
    expect(open).toContain(alert.id);
    const escalatedOnly = alertListResponseSchema
      .parse((await callAs(t.app, member.accessToken, 'GET', `${ALERTS}?status=escalated`)).json())
      .data.alerts.map((a) => a.id);
    expect(escalatedOnly).toEqual([alert.id]);
    // An escalated alert still takes the true-match / false-positive decision.
    await proposed(member.accessToken, alert.id, 'true_match', 3);
  });

  it('refuses a decision on a closed alert', async () => {
    const alert = await orgAlert();
    await t.db
      .update(monitoringAlerts)
      .set({ status: 'closed', closedNote: 'Entry removed' })
      .where(eq(monitoringAlerts.id, alert.id));
    const reply = await decide(member.accessToken, alert.id, {
      decision: 'false_positive',
      reason: 'x',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ messageKey: 'cases.closed' });
  });

  it('lets exactly one of concurrent decisions win', async () => {
    const alert = await orgAlert();
    const replies = await Promise.all(
      [member, member2, admin, team.owner, member].map((who, i) =>
        decide(who.accessToken, alert.id, {
          decision: i % 2 === 0 ? 'false_positive' : 'true_match',
          reason: `reviewer ${i}`,
          alertVersion: 1,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(alertDecisions)
      .where(eq(alertDecisions.alertId, alert.id));
    expect(rows).toHaveLength(1);
    expect(await alertRow(alert.id)).toMatchObject({ status: 'proposed', version: 2 });
  });

  it('keeps decisions, approvals and events append-only (the database refuses UPDATE and DELETE)', async () => {
    const alert = await orgAlert();
    const decision = await proposed(member.accessToken, alert.id, 'true_match');
    await review(admin.accessToken, decision.id, 'reject');
    await expect(
      t.db
        .update(alertDecisions)
        .set({ reason: 'rewritten' })
        .where(eq(alertDecisions.id, decision.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(decisionApprovals)
        .set({ reason: 'rewritten' })
        .where(eq(decisionApprovals.decisionId, decision.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(alertEvents).where(eq(alertEvents.alertId, alert.id)),
    ).rejects.toThrow();
    const [kept] = await t.db
      .select()
      .from(alertDecisions)
      .where(eq(alertDecisions.id, decision.id));
    expect(kept?.reason).toBe('Different date of birth');
    expect(kept?.evidence).toMatchObject({
      alert: { id: alert.id, version: 1 },
      match: { confidence: 92 },
    });
  });

  it("standalone accounts' decisions are reviewed by staff moderators, and stay hidden from others", async () => {
    const owner = await buildUser(t.db);
    const ownerSession = await signInAs(t.app, owner.email, owner.plainPassword);
    const stranger = await buildUser(t.db);
    const strangerSession = await signInAs(t.app, stranger.email, stranger.plainPassword);
    const moderatorUser = await buildUser(t.db, { role: 'moderator' });
    const moderator = await signInAs(t.app, moderatorUser.email, moderatorUser.plainPassword);
    const { alert } = await insertAlert(t.db, { organizationId: null, ownerUserId: owner.id });
    // Before any decision went to review, staff do not see the account's alert.
    expect(
      (await callAs(t.app, moderator.accessToken, 'GET', `${ALERTS}/${alert.id}`)).statusCode,
    ).toBe(404);
    const decision = await proposed(ownerSession.accessToken, alert.id, 'false_positive');
    expect((await review(ownerSession.accessToken, decision.id, 'approve')).statusCode).toBe(403);
    expect((await review(strangerSession.accessToken, decision.id, 'approve')).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(t.app, strangerSession.accessToken, 'GET', `${ALERTS}/${alert.id}`)).statusCode,
    ).toBe(404);

    const queue = alertListResponseSchema
      .parse(
        (await callAs(t.app, moderator.accessToken, 'GET', `${ALERTS}?status=proposed`)).json(),
      )
      .data.alerts.map((a) => a.id);
    expect(queue).toContain(alert.id);
    const orgProposed = await orgAlert();
    const orgDecision = await proposed(member.accessToken, orgProposed.id, 'true_match');
    expect(queue).not.toContain(orgProposed.id);
    expect((await review(moderator.accessToken, orgDecision.id, 'approve')).statusCode).toBe(404);
    const staffCounts = alertCountsResponseSchema.parse(
      (await callAs(t.app, moderator.accessToken, 'GET', `${ALERTS}/counts`)).json(),
    ).data;
    expect(staffCounts.awaitingMyApproval).toBeGreaterThanOrEqual(1);

    const approved = await review(moderator.accessToken, decision.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await alertRow(alert.id)).toMatchObject({
      status: 'decided',
      resolution: 'false_positive',
    });
    const [clearance] = await t.db
      .select()
      .from(monitoringClearances)
      .where(eq(monitoringClearances.alertId, alert.id));
    expect(clearance).toMatchObject({ organizationId: null, ownerUserId: owner.id });
  });
});
