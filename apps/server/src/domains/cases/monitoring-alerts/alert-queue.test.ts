import { beforeAll, describe, expect, it } from 'vitest';
import {
  alertCountsResponseSchema,
  alertDetailResponseSchema,
  alertListResponseSchema,
  assignAlertResponseSchema,
  colleagueListResponseSchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { insertAlert } from '../../../../test/cases/alerts-test-support';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const ALERTS = '/api/v2/monitoring/alerts';
const DAY = 24 * 60 * 60 * 1000;

describe('alert queue, case page, assignment and comments', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let team: Team;
  let member: TeamMember;
  let other: Team;
  let standalone: { id: string; accessToken: string };
  let standalone2: { id: string; accessToken: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
    member = await addMember(t.app, t.db, team.organization.id, 'member');
    other = await buildTeam(t.app, t.db);
    const s1 = await buildUser(t.db);
    const s2 = await buildUser(t.db);
    standalone = { id: s1.id, ...(await signInAs(t.app, s1.email, s1.plainPassword)) };
    standalone2 = { id: s2.id, ...(await signInAs(t.app, s2.email, s2.plainPassword)) };
    const org = { organizationId: team.organization.id, ownerUserId: member.user.id };
    ids.recent = (
      await insertAlert(t.db, {
        ...org,
        reference: 'CUST-RECENT',
        raisedAt: new Date(NOW.getTime() - DAY / 2),
      })
    ).alert.id;
    ids.un = (
      await insertAlert(t.db, {
        ...org,
        sanctionList: 'un',
        riskLevel: 'medium',
        entryFullName: 'Abu Hafs Masri',
        raisedAt: new Date(NOW.getTime() - 3 * DAY),
      })
    ).alert.id;
    ids.old = (
      await insertAlert(t.db, {
        ...org,
        firstName: 'Hamza',
        raisedAt: new Date(NOW.getTime() - 40 * DAY),
      })
    ).alert.id;
    ids.otherOrg = (
      await insertAlert(t.db, {
        organizationId: other.organization.id,
        ownerUserId: other.owner.user.id,
      })
    ).alert.id;
    ids.standalone = (
      await insertAlert(t.db, { organizationId: null, ownerUserId: standalone.id })
    ).alert.id;
  });

  const list = async (token: string, query = '') => {
    const reply = await callAs(t.app, token, 'GET', `${ALERTS}${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return alertListResponseSchema.parse(reply.json()).data;
  };

  it("lists the organisation's open alerts newest first, whoever in it asks, and nothing of other scopes", async () => {
    for (const token of [team.owner.accessToken, member.accessToken]) {
      const data = await list(token);
      expect(data.alerts.map((a) => a.id)).toEqual([ids.recent, ids.un, ids.old]);
      expect(data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    }
    const first = (await list(member.accessToken)).alerts[0];
    expect(first).toMatchObject({
      status: 'open',
      confidence: 92,
      entry: { sanctionList: 'ofac', fullName: 'Osama Laden' },
      subject: { firstName: 'Usama', reference: 'CUST-RECENT' },
    });
    expect(first?.entry.sourceId).toMatch(/^SRC-/);
    expect((await list(other.owner.accessToken)).alerts.map((a) => a.id)).toEqual([ids.otherOrg]);
    expect((await list(standalone.accessToken)).alerts.map((a) => a.id)).toEqual([ids.standalone]);
    expect((await list(standalone2.accessToken)).alerts).toEqual([]);
  });

  it('filters by list, risk, age, subject search and entry name, and pages', async () => {
    const token = member.accessToken;
    expect((await list(token, '?list=un')).alerts.map((a) => a.id)).toEqual([ids.un]);
    expect((await list(token, '?risk=medium')).alerts.map((a) => a.id)).toEqual([ids.un]);
    expect((await list(token, '?age=1d')).alerts.map((a) => a.id)).toEqual([ids.recent]);
    expect((await list(token, '?age=7d')).alerts.map((a) => a.id)).toEqual([ids.recent, ids.un]);
    expect((await list(token, '?age=older')).alerts.map((a) => a.id)).toEqual([ids.old]);
    expect((await list(token, '?search=cust-recent')).alerts.map((a) => a.id)).toEqual([
      ids.recent,
    ]);
    expect((await list(token, '?search=hamza')).alerts.map((a) => a.id)).toEqual([ids.old]);
    expect((await list(token, '?search=Hafs')).alerts.map((a) => a.id)).toEqual([ids.un]);
    expect((await list(token, '?search=100%25')).alerts).toEqual([]);
    const paged = await list(token, '?limit=2&page=2');
    expect(paged.alerts.map((a) => a.id)).toEqual([ids.old]);
    expect(paged.pagination.totalPages).toBe(2);
    expect((await list(token, '?status=decided')).alerts).toEqual([]);
    const bad = await callAs(t.app, token, 'GET', `${ALERTS}?status=nonsense`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an alert of another organisation or another standalone account', async () => {
    for (const [token, id] of [
      [other.owner.accessToken, ids.recent],
      [team.owner.accessToken, ids.otherOrg],
      [standalone2.accessToken, ids.standalone],
      [member.accessToken, ids.standalone],
    ] as const) {
      const paths = [
        ['GET', `${ALERTS}/${id}`],
        ['POST', `${ALERTS}/${id}/comments`],
        ['POST', `${ALERTS}/${id}/assign`],
        ['POST', `${ALERTS}/${id}/decisions`],
      ] as const;
      for (const [method, url] of paths) {
        const payload = url.endsWith('comments')
          ? { body: 'x' }
          : url.endsWith('assign')
            ? { assigneeId: null }
            : url.endsWith('decisions')
              ? { decision: 'escalate', reason: 'x' }
              : undefined;
        const reply = await callAs(t.app, token, method, url, payload);
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await callAs(t.app, undefined, 'GET', ALERTS)).statusCode).toBe(401);
  });

  it('shows the case: subject, stored match with its explanation, versions, permissions', async () => {
    const reply = await callAs(t.app, member.accessToken, 'GET', `${ALERTS}/${ids.recent}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = alertDetailResponseSchema.parse(reply.json());
    expect(data.subject).toMatchObject({ firstName: 'Usama', lastName: 'Ladin', openAlerts: 1 });
    expect(data.match?.explanation.tokens.map((token) => token.matched)).toEqual([
      'osama',
      'laden',
    ]);
    expect(data.listVersions).toEqual([
      { sanctionList: 'ofac', listSource: 'OFAC SDN', versionId: 'v-1' },
    ]);
    expect(data.algorithmVersion).toBe('test-algo-1');
    expect(data.raisedByListVersion).toBeNull();
    expect(data.permissions).toEqual({ decide: true, review: [], assign: true });
    expect(data.decisions).toEqual([]);
  });

  it('assigns to a colleague (version + 1, history) and refuses someone outside the organisation', async () => {
    const assign = (assigneeId: string | null) =>
      callAs(t.app, team.owner.accessToken, 'POST', `${ALERTS}/${ids.un}/assign`, { assigneeId });
    const ok = await assign(member.user.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(assignAlertResponseSchema.parse(ok.json()).data.version).toBe(2);
    const outsider = await assign(other.owner.user.id);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ messageKey: 'cases.notColleague' });
    const mine = await list(member.accessToken, '?assignee=me');
    expect(mine.alerts.map((a) => a.id)).toEqual([ids.un]);
    expect(mine.alerts[0]?.assignee?.id).toBe(member.user.id);
    expect((await list(member.accessToken, '?assignee=unassigned')).alerts).toHaveLength(2);
    expect((await list(member.accessToken, `?assignee=${member.user.id}`)).alerts).toHaveLength(1);

    const comment = await callAs(
      t.app,
      member.accessToken,
      'POST',
      `${ALERTS}/${ids.un}/comments`,
      {
        body: 'Checking the date of birth with the branch',
      },
    );
    expect(comment.statusCode, comment.body).toBe(201);
    const detail = alertDetailResponseSchema.parse(
      (await callAs(t.app, member.accessToken, 'GET', `${ALERTS}/${ids.un}`)).json(),
    ).data;
    expect(detail.events.map((e) => [e.kind, e.actor?.name, e.text])).toEqual([
      [
        'assigned',
        `${team.owner.user.firstName} ${team.owner.user.lastName}`,
        `${member.user.firstName} ${member.user.lastName}`,
      ],
      [
        'commented',
        `${member.user.firstName} ${member.user.lastName}`,
        'Checking the date of birth with the branch',
      ],
    ]);
    expect(detail.version).toBe(2);
    expect(detail.assignee?.id).toBe(member.user.id);
  });

  it('counts alerts for the badge', async () => {
    const reply = await callAs(t.app, member.accessToken, 'GET', `${ALERTS}/counts`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(alertCountsResponseSchema.parse(reply.json()).data).toEqual({
      open: 3,
      escalated: 0,
      proposed: 0,
      awaitingMyApproval: 0,
      assignedToMe: 1,
    });
  });

  it('lists colleagues to assign to: the organisation, or only oneself when standalone', async () => {
    const reply = await callAs(t.app, member.accessToken, 'GET', '/api/v2/monitoring/reviewers');
    expect(reply.statusCode, reply.body).toBe(200);
    const { colleagues } = colleagueListResponseSchema.parse(reply.json()).data;
    expect(colleagues.map((c) => [c.id, c.canReview]).sort()).toEqual(
      [
        [team.owner.user.id, true],
        [member.user.id, false],
      ].sort(),
    );
    const alone = colleagueListResponseSchema.parse(
      (await callAs(t.app, standalone.accessToken, 'GET', '/api/v2/monitoring/reviewers')).json(),
    ).data.colleagues;
    expect(alone.map((c) => c.id)).toEqual([standalone.id]);
  });
});
