import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  invitationReplySchema,
  invitationsReplySchema,
  planUsersFullMessage,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import type { Team } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { organizationInvitations } from '../../../db/schema/organizations';
import { auditLogs, emailOutbox } from '../../../db/schema/users';
import { hashToken } from '../../../lib/tokens';
import {
  invitationTokenFor,
  invite,
  newAddress,
  postInvitation,
} from '../../../../test/organizations/invitations-test-support';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const SEVEN_DAYS_LATER = new Date('2026-06-08T08:00:00.000Z');
const PUBLIC_URL = 'https://screening.example.test';
const INVITATIONS = '/api/v2/organization/invitations';

describe('organisation invitations: send, list, revoke', () => {
  const clock = createTestClock(NOW);
  const t = useTestApp({ clock, env: { PUBLIC_URL } });
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam(t.app, t.db, { maxUsers: 10 });
  });

  it('e-mails a 7-day link whose token is stored only as its SHA-256 hash, and audits it', async () => {
    const email = newAddress();
    const response = await postInvitation(
      t.app,
      team.owner.accessToken,
      ` ${email.toUpperCase()} `,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = invitationReplySchema.parse(response.json());
    expect(message).toBe(INVITATION_MESSAGES.created);
    expect(data.invitation).toMatchObject({
      email,
      role: 'member',
      status: 'open',
      createdAt: NOW.toISOString(),
      expiresAt: SEVEN_DAYS_LATER.toISOString(),
      invitedBy: { firstName: team.owner.user.firstName, lastName: team.owner.user.lastName },
    });

    const token = await invitationTokenFor(t.db, email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, data.invitation.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail?.text).toContain(`${PUBLIC_URL}/invitations/${token}`);
    expect(mail?.text).toContain(`${team.owner.user.firstName} ${team.owner.user.lastName}`);
    expect(mail?.text).toContain(team.organization.displayName);
    expect(mail?.text).toContain('Role: Member');
    expect(mail?.text).toContain('Link expires: 8 June 2026');

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, team.organization.id),
          eq(auditLogs.action, 'organization_invitation_created'),
        ),
      );
    expect(audit).toMatchObject({ actorId: team.owner.user.id, createdAt: NOW });
  });

  it('lets an admin invite admins and members; refuses plain members, standalone users and visitors', async () => {
    const admin = await addMember(t.app, t.db, team.organization.id, 'admin');
    expect((await postInvitation(t.app, admin.accessToken, newAddress(), 'admin')).statusCode).toBe(
      201,
    );
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    const refused = await postInvitation(t.app, member.accessToken, newAddress());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await callAs(t.app, member.accessToken, 'GET', INVITATIONS)).statusCode).toBe(403);
    const standalone = await buildUser(t.db);
    const { accessToken } = await signInAs(t.app, standalone.email, standalone.plainPassword);
    expect((await postInvitation(t.app, accessToken, newAddress())).statusCode).toBe(403);
    expect((await postInvitation(t.app, undefined, newAddress())).statusCode).toBe(401);
    expect((await callAs(t.app, undefined, 'GET', INVITATIONS)).statusCode).toBe(401);
    expect(
      (await callAs(t.app, undefined, 'DELETE', `${INVITATIONS}/${randomUUID()}`)).statusCode,
    ).toBe(401);
  });

  it('refuses an owner role, a malformed address, and addresses that already belong to a member', async () => {
    const owner = team.owner.accessToken;
    const ownerRole = await callAs(t.app, owner, 'POST', INVITATIONS, {
      email: newAddress(),
      role: 'owner',
    });
    expect(ownerRole.statusCode).toBe(400);
    const malformed = await postInvitation(t.app, owner, 'not-an-address');
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid email address',
    });

    const colleague = await addMember(t.app, t.db, team.organization.id, 'member');
    const here = await postInvitation(t.app, owner, colleague.user.email);
    expect(here.statusCode).toBe(409);
    expect(here.json()).toMatchObject({ message: INVITATION_MESSAGES.alreadyMember });

    const other = await buildTeam(t.app, t.db);
    const elsewhere = await postInvitation(t.app, owner, other.owner.user.email);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      message: 'This address already belongs to another organization',
    });
  });

  it('a new invitation to the same address revokes the open one, whose link then reads revoked', async () => {
    const email = newAddress();
    const first = await invite(t.app, t.db, team.owner.accessToken, email);
    clock.advance(1_000);
    const second = await invite(t.app, t.db, team.owner.accessToken, email, 'admin');
    expect(second).not.toBe(first);
    const preview = await callAs(t.app, undefined, 'GET', `${INVITATIONS}/preview?token=${first}`);
    expect(preview.json()).toMatchObject({ data: { status: 'revoked', email } });
    const listed = invitationsReplySchema
      .parse((await callAs(t.app, team.owner.accessToken, 'GET', INVITATIONS)).json())
      .data.invitations.filter((invitation) => invitation.email === email);
    expect(listed.map((invitation) => [invitation.role, invitation.status])).toEqual([
      ['admin', 'open'],
      ['member', 'revoked'],
    ]);
  });

  it('lists open, revoked and expired invitations of the own organisation only', async () => {
    const other = await buildTeam(t.app, t.db);
    const foreign = newAddress();
    await invite(t.app, t.db, other.owner.accessToken, foreign);
    const soon = newAddress();
    await invite(t.app, t.db, team.owner.accessToken, soon);
    clock.advance(7 * 24 * 60 * 60 * 1000);
    try {
      const { accessToken } = await signInAs(
        t.app,
        team.owner.user.email,
        team.owner.user.plainPassword,
      );
      const invitations = invitationsReplySchema.parse(
        (await callAs(t.app, accessToken, 'GET', INVITATIONS)).json(),
      ).data.invitations;
      expect(invitations.find((invitation) => invitation.email === soon)?.status).toBe('expired');
      expect(invitations.some((invitation) => invitation.email === foreign)).toBe(false);
    } finally {
      clock.set(NOW);
    }
  });

  it("revokes an open invitation once; another organisation's or an unknown id answers 404", async () => {
    const email = newAddress();
    const created = invitationReplySchema.parse(
      (await postInvitation(t.app, team.owner.accessToken, email)).json(),
    ).data.invitation;
    const other = await buildTeam(t.app, t.db);
    const foreign = await callAs(
      t.app,
      other.owner.accessToken,
      'DELETE',
      `${INVITATIONS}/${created.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invitation not found' });

    const revoked = await callAs(
      t.app,
      team.owner.accessToken,
      'DELETE',
      `${INVITATIONS}/${created.id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(invitationReplySchema.parse(revoked.json()).data.invitation.status).toBe('revoked');
    const again = await callAs(
      t.app,
      team.owner.accessToken,
      'DELETE',
      `${INVITATIONS}/${created.id}`,
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await callAs(t.app, team.owner.accessToken, 'DELETE', `${INVITATIONS}/${randomUUID()}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(t.app, team.owner.accessToken, 'DELETE', `${INVITATIONS}/nope`)).statusCode,
    ).toBe(400);
  });
});

describe("organisation invitations: the plan's maxUsers", () => {
  const t = useTestApp({ clock: createTestClock(NOW) });

  it('counts active members and open invitations; revoking frees a seat; replacing an invitation needs none', async () => {
    const team = await buildTeam(t.app, t.db, { maxUsers: 3 });
    await addMember(t.app, t.db, team.organization.id, 'member');
    const pending = newAddress();
    const created = invitationReplySchema.parse(
      (await postInvitation(t.app, team.owner.accessToken, pending)).json(),
    ).data.invitation;

    const full = await postInvitation(t.app, team.owner.accessToken, newAddress());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CONFLICT', message: planUsersFullMessage(3) });
    expect(planUsersFullMessage(3)).toMatch(/^Your plan allows 3 users/);

    expect((await postInvitation(t.app, team.owner.accessToken, pending, 'admin')).statusCode).toBe(
      201,
    );
    const listed = invitationsReplySchema.parse(
      (await callAs(t.app, team.owner.accessToken, 'GET', INVITATIONS)).json(),
    ).data.invitations;
    const open = listed.find((invitation) => invitation.status === 'open');
    expect(open?.id).not.toBe(created.id);
    await callAs(t.app, team.owner.accessToken, 'DELETE', `${INVITATIONS}/${open?.id ?? ''}`);
    expect((await postInvitation(t.app, team.owner.accessToken, newAddress())).statusCode).toBe(
      201,
    );
  });

  it('has no seat limit on a plan without maxUsers', async () => {
    const team = await buildTeam(t.app, t.db, { maxUsers: null });
    for (let index = 0; index < 3; index += 1)
      expect((await postInvitation(t.app, team.owner.accessToken, newAddress())).statusCode).toBe(
        201,
      );
  });
});
