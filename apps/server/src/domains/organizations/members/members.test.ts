import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_MESSAGES,
  limitAbovePlanMessage,
  memberReplySchema,
  organizationMembersReplySchema,
  removeMemberReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import type { Team } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { searchRequests } from '../../../db/schema/search';
import { auditLogs, refreshTokens, users } from '../../../db/schema/users';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const MEMBERS = '/api/v2/organization/members';

describe('organisation members', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam(t.app, t.db, { maxUsers: 25, maxSearchesPerMonth: 250 });
  });

  const put = (accessToken: string | undefined, userId: string, payload: Record<string, unknown>) =>
    callAs(t.app, accessToken, 'PUT', `${MEMBERS}/${userId}`, payload);
  const remove = (accessToken: string | undefined, userId: string) =>
    callAs(t.app, accessToken, 'DELETE', `${MEMBERS}/${userId}`);

  it('lists members with role, limits, last sign-in and status, and the seats against the plan', async () => {
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    const other = await buildTeam(t.app, t.db);
    const response = await callAs(t.app, team.owner.accessToken, 'GET', MEMBERS);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = organizationMembersReplySchema.parse(response.json());
    expect(data.members[0]?.id).toBe(team.owner.user.id);
    expect(data.members.find((row) => row.id === member.user.id)).toEqual({
      id: member.user.id,
      firstName: member.user.firstName,
      lastName: member.user.lastName,
      email: member.user.email,
      organizationRole: 'member',
      isActive: true,
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 100,
      lastLoginAt: NOW.toISOString(),
      createdAt: member.user.createdAt.toISOString(),
    });
    expect(data.members.some((row) => row.id === other.owner.user.id)).toBe(false);
    expect(data.seats).toEqual({
      activeMembers: data.members.length,
      openInvitations: 0,
      maxUsers: 25,
    });
    expect(data.planMaxSearchesPerMonth).toBe(250);
  });

  it('answers 401 without a token and 403 to plain members and standalone users', async () => {
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    const target = await addMember(t.app, t.db, team.organization.id, 'member');
    for (const reply of [
      await callAs(t.app, member.accessToken, 'GET', MEMBERS),
      await put(member.accessToken, target.user.id, { maxSearchesPerDay: 1 }),
      await remove(member.accessToken, target.user.id),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: MEMBER_MESSAGES.managersOnly,
      });
    }
    const standalone = await buildUser(t.db);
    const session = await signInAs(t.app, standalone.email, standalone.plainPassword);
    expect((await callAs(t.app, session.accessToken, 'GET', MEMBERS)).statusCode).toBe(403);
    expect((await callAs(t.app, undefined, 'GET', MEMBERS)).statusCode).toBe(401);
    expect((await put(undefined, target.user.id, { maxSearchesPerDay: 1 })).statusCode).toBe(401);
    expect((await remove(undefined, target.user.id)).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's member or an unknown id, 400 for a malformed one", async () => {
    const other = await buildTeam(t.app, t.db);
    const outsider = await addMember(t.app, t.db, other.organization.id, 'member');
    for (const reply of [
      await put(team.owner.accessToken, outsider.user.id, { organizationRole: 'admin' }),
      await remove(team.owner.accessToken, outsider.user.id),
      await put(team.owner.accessToken, randomUUID(), { maxSearchesPerDay: 1 }),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', message: MEMBER_MESSAGES.notFound });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, outsider.user.id));
    expect(row?.organizationId).toBe(other.organization.id);
    expect((await put(team.owner.accessToken, 'nope', { maxSearchesPerDay: 1 })).statusCode).toBe(
      400,
    );
    expect((await put(team.owner.accessToken, outsider.user.id, {})).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MEMBER_MESSAGES.nothingToChange,
    });
  });

  it('changes roles: admins manage members and admins, only owners make or unmake owners, nobody their own', async () => {
    const admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    const member = await addMember(t.app, t.db, team.organization.id, 'member');

    const promoted = await put(admin.accessToken, member.user.id, { organizationRole: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(memberReplySchema.parse(promoted.json()).data.member.organizationRole).toBe('admin');
    const toOwner = await put(admin.accessToken, member.user.id, { organizationRole: 'owner' });
    expect(toOwner.statusCode).toBe(403);
    expect(toOwner.json()).toMatchObject({ message: MEMBER_MESSAGES.ownerOnly });
    expect(
      (await put(admin.accessToken, team.owner.user.id, { organizationRole: 'member' })).statusCode,
    ).toBe(403);
    expect(
      (await put(admin.accessToken, team.owner.user.id, { maxSearchesPerDay: 1 })).statusCode,
    ).toBe(403);
    const own = await put(admin.accessToken, admin.user.id, { organizationRole: 'member' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: MEMBER_MESSAGES.ownRole });
    expect(
      (await put(team.owner.accessToken, team.owner.user.id, { organizationRole: 'admin' }))
        .statusCode,
    ).toBe(403);

    const owned = await put(team.owner.accessToken, member.user.id, { organizationRole: 'owner' });
    expect(owned.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, member.user.id), eq(auditLogs.actorId, team.owner.user.id)));
    expect(audit).toMatchObject({
      action: 'organization_member_updated',
      organizationId: team.organization.id,
      details: {
        before: { organizationRole: 'admin', maxSearchesPerDay: 10, maxSearchesPerMonth: 100 },
        after: { organizationRole: 'owner', maxSearchesPerDay: 10, maxSearchesPerMonth: 100 },
      },
    });
    const demoted = await put(team.owner.accessToken, member.user.id, {
      organizationRole: 'member',
    });
    expect(demoted.statusCode).toBe(200);
  });

  it('keeps at least one owner when two owners demote each other at the same time', async () => {
    const organization = await buildTeam(t.app, t.db);
    const second = await addMember(t.app, t.db, organization.organization.id, 'owner');
    const replies = await Promise.all([
      put(organization.owner.accessToken, second.user.id, { organizationRole: 'admin' }),
      put(second.accessToken, organization.owner.user.id, { organizationRole: 'admin' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
    const owners = await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organization.organization.id),
          eq(users.organizationRole, 'owner'),
        ),
      );
    expect(owners).toHaveLength(1);
  });

  it("sets personal limits within the plan's monthly allowance", async () => {
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    const set = await put(team.owner.accessToken, member.user.id, {
      maxSearchesPerDay: 20,
      maxSearchesPerMonth: 250,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(memberReplySchema.parse(set.json()).data.member).toMatchObject({
      maxSearchesPerDay: 20,
      maxSearchesPerMonth: 250,
    });
    const above = await put(team.owner.accessToken, member.user.id, { maxSearchesPerMonth: 251 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: limitAbovePlanMessage(250),
      issues: [{ path: ['maxSearchesPerMonth'] }],
    });
    for (const bad of [
      { maxSearchesPerDay: -1 },
      { maxSearchesPerDay: 1.5 },
      { maxSearchesPerMonth: '5' },
    ])
      expect((await put(team.owner.accessToken, member.user.id, bad)).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ maxSearchesPerDay: 20, maxSearchesPerMonth: 250 });
  });

  it('removes a member: standalone account, sessions ended, screening history kept by the organisation', async () => {
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    const [search] = await t.db
      .insert(searchRequests)
      .values({
        userId: member.user.id,
        organizationId: team.organization.id,
        firstName: 'Test',
        searchType: 'fuzzy',
        sanctionLists: 'all',
      })
      .returning({ id: searchRequests.id });

    const response = await remove(team.owner.accessToken, member.user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(removeMemberReplySchema.parse(response.json()).data).toEqual({
      userId: member.user.id,
      revokedSessions: 1,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ organizationId: null, organizationRole: 'member', isActive: true });
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, member.user.id));
    expect(live.every((token) => token.revokedReason === 'removed_from_organization')).toBe(true);
    expect(
      (await callAs(t.app, member.accessToken, 'GET', '/api/v2/auth-simple/me')).statusCode,
    ).toBe(401);
    const [kept] = await t.db
      .select()
      .from(searchRequests)
      .where(eq(searchRequests.id, search?.id ?? ''));
    expect(kept).toMatchObject({ organizationId: team.organization.id, userId: member.user.id });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, member.user.id),
          eq(auditLogs.action, 'organization_member_removed'),
        ),
      );
    expect(audit).toMatchObject({
      actorId: team.owner.user.id,
      organizationId: team.organization.id,
    });

    expect((await remove(team.owner.accessToken, member.user.id)).statusCode).toBe(404);
  });

  it('refuses removing yourself, and an owner unless an owner asks and another owner stays', async () => {
    const admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    const self = await remove(admin.accessToken, admin.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ message: MEMBER_MESSAGES.removeSelf });
    expect((await remove(admin.accessToken, team.owner.user.id)).statusCode).toBe(403);
    expect((await remove(team.owner.accessToken, team.owner.user.id)).statusCode).toBe(403);
    const coOwner = await addMember(t.app, t.db, team.organization.id, 'owner');
    expect((await remove(team.owner.accessToken, coOwner.user.id)).statusCode).toBe(200);
    expect((await remove(team.owner.accessToken, admin.user.id)).statusCode).toBe(200);
  });
});
