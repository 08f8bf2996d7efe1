import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, sessionPolicyReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs } from '../../../db/schema/users';

const MINUTE = 60_000;
const POLICY = '/api/v2/organization/session-policy';

describe('session lifetime and idle timeout', () => {
  const clock = createTestClock(new Date('2026-06-01T08:00:00.000Z'));
  const t = useTestApp({ clock });
  let team: Team;
  let admin: TeamMember;
  let member: TeamMember;

  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/refresh',
      payload: { refreshToken },
    });

  /** Refreshes and answers the next refresh token; fails the test when refused. */
  async function refreshed(refreshToken: string): Promise<string> {
    const response = await refresh(refreshToken);
    expect(response.statusCode, response.body).toBe(200);
    const body: { data: { tokens: { refreshToken: string } } } = response.json();
    return body.data.tokens.refreshToken;
  }

  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
    admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    member = await addMember(t.app, t.db, team.organization.id, 'member');
  });

  it('answers 401 without a sign-in and 403 to admins and members', async () => {
    expect((await callAs(t.app, undefined, 'GET', POLICY)).statusCode).toBe(401);
    for (const caller of [admin, member]) {
      const response = await callAs(t.app, caller.accessToken, 'PUT', POLICY, {
        lifetimeMinutes: 60,
        idleMinutes: 30,
      });
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
        'Only organization owners can change session settings',
      );
    }
  });

  it('shows the defaults, refuses an idle timeout longer than the lifetime, saves and audits', async () => {
    const initial = sessionPolicyReplySchema.parse(
      (await callAs(t.app, team.owner.accessToken, 'GET', POLICY)).json(),
    ).data;
    expect(initial).toEqual({
      lifetimeMinutes: null,
      idleMinutes: null,
      defaults: { lifetimeMinutes: null, idleMinutes: 43_200 },
    });
    const refused = await callAs(t.app, team.owner.accessToken, 'PUT', POLICY, {
      lifetimeMinutes: 60,
      idleMinutes: 120,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).message).toBe(
      'The idle timeout cannot be longer than the session lifetime',
    );
    const saved = await callAs(t.app, team.owner.accessToken, 'PUT', POLICY, {
      lifetimeMinutes: 60,
      idleMinutes: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(sessionPolicyReplySchema.parse(saved.json()).data).toMatchObject({
      lifetimeMinutes: 60,
      idleMinutes: 30,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, team.organization.id),
          eq(auditLogs.action, 'session_policy_changed'),
        ),
      );
    expect(audit?.details).toEqual({
      before: { lifetimeMinutes: null, idleMinutes: null },
      after: { lifetimeMinutes: 60, idleMinutes: 30 },
    });
  });

  it("ends a member's session after the idle timeout, and at the lifetime however active", async () => {
    const idle = await signInAs(t.app, member.user.email, member.user.plainPassword);
    clock.advance(31 * MINUTE);
    expect((await refresh(idle.refreshToken)).statusCode).toBe(401);

    const active = await signInAs(t.app, member.user.email, member.user.plainPassword);
    let token = active.refreshToken;
    for (let step = 0; step < 2; step += 1) {
      clock.advance(25 * MINUTE);
      token = await refreshed(token);
    }
    // 50 minutes in, used 25 minutes ago... and 61 minutes after the sign-in: the lifetime ends it.
    clock.advance(11 * MINUTE);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('gives staff a shorter default: 30 minutes without use', async () => {
    const staff = await buildUser(t.db, { role: 'super_admin' });
    const session = await signInAs(t.app, staff.email, staff.plainPassword);
    clock.advance(20 * MINUTE);
    const next = await refreshed(session.refreshToken);
    clock.advance(31 * MINUTE);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('keeps the long default for a standalone account', async () => {
    const alone = await buildUser(t.db);
    const session = await signInAs(t.app, alone.email, alone.plainPassword);
    clock.advance(29 * 24 * 60 * MINUTE);
    await refreshed(session.refreshToken);
  });
});
