import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  acceptInvitationReplySchema,
  invitationPreviewReplySchema,
  invitationsReplySchema,
  meReplySchema,
  planUsersFullMessage,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { subscriptionPlans, organizationSubscriptions } from '../../../db/schema/billing';
import { auditLogs, notifications, users } from '../../../db/schema/users';
import { UNLIMITED_MEMBER_SEARCHES } from '../shared/member-limits';
import {
  invitationTokenFor,
  invite,
  newAddress,
  postAccept,
} from '../../../../test/organizations/invitations-test-support';

const INVITATIONS = '/api/v2/organization/invitations';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Joined-Team-7!';

/** What a joiner's personal limits must be: the team plan's monthly allowance (issue 23 §5). */
async function planAllowance(db: Parameters<typeof buildTeam>[1], organizationId: string) {
  const [plan] = await db
    .select({ monthly: subscriptionPlans.maxSearchesPerMonth })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId));
  const allowance = plan?.monthly ?? UNLIMITED_MEMBER_SEARCHES;
  return { maxSearchesPerDay: allowance, maxSearchesPerMonth: allowance };
}

function preview(app: Parameters<typeof callAs>[0], token: string) {
  return callAs(app, undefined, 'GET', `/api/v2/organization/invitations/preview?token=${token}`);
}

describe('accepting an invitation', () => {
  const clock = createTestClock(NOW);
  const t = useTestApp({ clock });

  it('creates a verified account for a new address and signs it in as a member', async () => {
    const team = await buildTeam(t.app, t.db);
    const email = newAddress();
    const token = await invite(t.app, t.db, team.owner.accessToken, email);

    const before = invitationPreviewReplySchema.parse((await preview(t.app, token)).json()).data;
    expect(before).toEqual({
      organizationName: team.organization.displayName,
      email,
      role: 'member',
      status: 'open',
      expiresAt: new Date(NOW.getTime() + 7 * DAY_MS).toISOString(),
      inviterName: `${team.owner.user.firstName} ${team.owner.user.lastName}`,
      accountExists: false,
    });

    const response = await postAccept(t.app, {
      token,
      firstName: ' Rania ',
      lastName: 'Khoury',
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = acceptInvitationReplySchema.parse(response.json());
    expect(accepted).toMatchObject({
      success: true,
      message: INVITATION_MESSAGES.accepted,
      data: {
        organizationId: team.organization.id,
        organizationName: team.organization.displayName,
        role: 'member',
        email,
        accountCreated: true,
        session: { user: { email, organizationRole: 'member' } },
      },
    });

    // Issue 23 §5: accepting signs the new member in; the reply's tokens are a working session.
    const accessToken = accepted.data.session?.tokens.accessToken ?? '';
    const [signInAudit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'login'),
          eq(auditLogs.userId, accepted.data.session?.user.id ?? ''),
        ),
      );
    expect(signInAudit?.details).toMatchObject({ via: 'invitation' });
    const refreshed = await callAs(t.app, undefined, 'POST', '/api/v2/auth-simple/refresh', {
      refreshToken: accepted.data.session?.tokens.refreshToken ?? '',
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await signInAs(t.app, email, PASSWORD)).accessToken).not.toBe('');
    const me = meReplySchema.parse(
      (await callAs(t.app, accessToken, 'GET', '/api/v2/auth-simple/me')).json(),
    ).data.user;
    expect(me).toMatchObject({
      firstName: 'Rania',
      lastName: 'Khoury',
      organizationId: team.organization.id,
      organizationRole: 'member',
      isVerified: true,
      role: 'user',
    });
    // The plan's allowance, not the standalone default of 10 a day.
    const allowance = await planAllowance(t.db, team.organization.id);
    expect(allowance.maxSearchesPerDay).toBeGreaterThan(10);
    const [joined] = await t.db.select().from(users).where(eq(users.email, email));
    expect(joined).toMatchObject(allowance);

    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, team.owner.user.id));
    expect(notification).toMatchObject({
      messageKey: 'organizations.invitationAccepted',
      messageParams: { name: 'Rania Khoury', email, organization: team.organization.displayName },
      actionHref: '/organization/members',
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, me.id), eq(auditLogs.action, 'organization_invitation_accepted')),
      );
    expect(audit).toMatchObject({
      organizationId: team.organization.id,
      actorId: team.owner.user.id,
    });

    expect(
      invitationPreviewReplySchema.parse((await preview(t.app, token)).json()).data,
    ).toMatchObject({ status: 'accepted', accountExists: true });
    const again = await postAccept(t.app, {
      token,
      firstName: 'X',
      lastName: 'Y',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: INVITATION_MESSAGES.invalidLink,
    });
  });

  it('asks a new address for names and a strong password', async () => {
    const team = await buildTeam(t.app, t.db);
    const token = await invite(t.app, t.db, team.owner.accessToken, newAddress());
    const missing = await postAccept(t.app, { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVITATION_MESSAGES.detailsRequired,
      issues: [
        { path: ['firstName'], message: 'First name is required' },
        { path: ['lastName'], message: 'Last name is required' },
        { path: ['password'], message: 'Password is required' },
      ],
    });
    const weak = await postAccept(t.app, {
      token,
      firstName: 'A',
      lastName: 'B',
      password: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      invitationPreviewReplySchema.parse((await preview(t.app, token)).json()).data.status,
    ).toBe('open');
  });

  it('gives the new member the limits the invitation set, within the plan, the plan allowance otherwise', async () => {
    const team = await buildTeam(t.app, t.db, { maxSearchesPerMonth: 2500 });
    const email = newAddress();
    const tooHigh = await callAs(t.app, team.owner.accessToken, 'POST', INVITATIONS, {
      email,
      role: 'member',
      maxSearchesPerMonth: 3000,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['maxSearchesPerMonth'] }],
    });

    const sent = await callAs(t.app, team.owner.accessToken, 'POST', INVITATIONS, {
      email,
      role: 'member',
      maxSearchesPerDay: 120,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = invitationsReplySchema
      .parse((await callAs(t.app, team.owner.accessToken, 'GET', INVITATIONS)).json())
      .data.invitations.find((invitation) => invitation.email === email);
    expect(listed).toMatchObject({ maxSearchesPerDay: 120, maxSearchesPerMonth: null });

    const token = await invitationTokenFor(t.db, email);
    const accepted = await postAccept(t.app, {
      token,
      firstName: 'Omar',
      lastName: 'Saleh',
      password: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [joined] = await t.db.select().from(users).where(eq(users.email, email));
    // The day from the invitation; the month, left out, from the plan (2,500).
    expect(joined).toMatchObject({ maxSearchesPerDay: 120, maxSearchesPerMonth: 2500 });
  });

  it('lets an existing standalone user join only when signed in as that user', async () => {
    const team = await buildTeam(t.app, t.db);
    const standalone = await buildUser(t.db);
    const token = await invite(t.app, t.db, team.owner.accessToken, standalone.email, 'admin');
    expect(
      invitationPreviewReplySchema.parse((await preview(t.app, token)).json()).data,
    ).toMatchObject({
      accountExists: true,
      role: 'admin',
    });

    const anonymous = await postAccept(t.app, { token });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: INVITATION_MESSAGES.signInRequired });
    const stranger = await buildUser(t.db);
    const strangerSession = await signInAs(t.app, stranger.email, stranger.plainPassword);
    const wrong = await postAccept(t.app, { token }, strangerSession.accessToken);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: INVITATION_MESSAGES.wrongAccount });
    expect((await postAccept(t.app, { token }, 'not-a-token')).statusCode).toBe(401);

    const session = await signInAs(t.app, standalone.email, standalone.plainPassword);
    const joined = await postAccept(t.app, { token }, session.accessToken);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(acceptInvitationReplySchema.parse(joined.json()).data).toMatchObject({
      accountCreated: false,
      role: 'admin',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, standalone.id));
    expect(row).toMatchObject({
      organizationId: team.organization.id,
      organizationRole: 'admin',
      ...(await planAllowance(t.db, team.organization.id)),
    });
  });

  it('refuses a user who belongs to another organisation by the time they accept', async () => {
    const team = await buildTeam(t.app, t.db);
    const other = await buildTeam(t.app, t.db);
    const user = await buildUser(t.db);
    const token = await invite(t.app, t.db, team.owner.accessToken, user.email);
    await t.db
      .update(users)
      .set({ organizationId: other.organization.id })
      .where(eq(users.id, user.id));
    const session = await signInAs(t.app, user.email, user.plainPassword);
    const response = await postAccept(t.app, { token }, session.accessToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: INVITATION_MESSAGES.otherOrganization });
  });

  it('treats a link as expired from 7 days after it was sent (fixed clock)', async () => {
    clock.set(NOW);
    const team = await buildTeam(t.app, t.db);
    const early = await invite(t.app, t.db, team.owner.accessToken, newAddress());
    const late = await invite(t.app, t.db, team.owner.accessToken, newAddress());
    try {
      clock.set(new Date(NOW.getTime() + 7 * DAY_MS - 1));
      const inTime = await postAccept(t.app, {
        token: early,
        firstName: 'In',
        lastName: 'Time',
        password: PASSWORD,
      });
      expect(inTime.statusCode, inTime.body).toBe(200);
      clock.set(new Date(NOW.getTime() + 7 * DAY_MS));
      expect(
        invitationPreviewReplySchema.parse((await preview(t.app, late)).json()).data.status,
      ).toBe('expired');
      const expired = await postAccept(t.app, {
        token: late,
        firstName: 'Too',
        lastName: 'Late',
        password: PASSWORD,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    } finally {
      clock.set(NOW);
    }
  });

  it('refuses a revoked link and an unknown one', async () => {
    const team = await buildTeam(t.app, t.db);
    const email = newAddress();
    const token = await invite(t.app, t.db, team.owner.accessToken, email);
    await invite(t.app, t.db, team.owner.accessToken, email);
    const revoked = await postAccept(t.app, {
      token,
      firstName: 'A',
      lastName: 'B',
      password: PASSWORD,
    });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const unknown = 'x'.repeat(43);
    expect((await preview(t.app, unknown)).statusCode).toBe(400);
    expect(
      (
        await postAccept(t.app, {
          token: unknown,
          firstName: 'A',
          lastName: 'B',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(400);
    expect((await preview(t.app, 'short')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVITATION_MESSAGES.invalidLink,
    });
  });

  it('re-checks maxUsers at acceptance: of two acceptances for the last seat exactly one wins', async () => {
    const team = await buildTeam(t.app, t.db, { maxUsers: 3 });
    const first = newAddress();
    const second = newAddress();
    const tokens = [
      await invite(t.app, t.db, team.owner.accessToken, first),
      await invite(t.app, t.db, team.owner.accessToken, second),
    ];
    // The plan shrinks after the invitations were sent: one seat is left for two invitees.
    const [subscription] = await t.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, team.organization.id));
    await t.db
      .update(subscriptionPlans)
      .set({ maxUsers: 2 })
      .where(eq(subscriptionPlans.id, subscription?.planId ?? ''));

    const replies = await Promise.all(
      tokens.map((token, index) =>
        postAccept(t.app, { token, firstName: 'Seat', lastName: `${index}`, password: PASSWORD }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: planUsersFullMessage(2) });
    const members = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.organizationId, team.organization.id));
    expect(members).toHaveLength(2);
  });

  it('two acceptances of the same link: exactly one creates the account', async () => {
    const team = await buildTeam(t.app, t.db);
    const email = newAddress();
    const token = await invite(t.app, t.db, team.owner.accessToken, email);
    const replies = await Promise.all(
      [0, 1].map(() =>
        postAccept(t.app, { token, firstName: 'Twice', lastName: 'Clicked', password: PASSWORD }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('a member who is already in the organisation cannot accept again', async () => {
    const team = await buildTeam(t.app, t.db);
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    const standalone = await buildUser(t.db);
    const token = await invite(t.app, t.db, team.owner.accessToken, standalone.email);
    await t.db
      .update(users)
      .set({ organizationId: team.organization.id })
      .where(eq(users.id, standalone.id));
    const session = await signInAs(t.app, standalone.email, standalone.plainPassword);
    const response = await postAccept(t.app, { token }, session.accessToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: INVITATION_MESSAGES.alreadyMember });
    expect(member.user.organizationId).toBe(team.organization.id);
  });
});
