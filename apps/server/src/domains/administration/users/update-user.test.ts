import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  USER_ADMIN_MESSAGES,
  errorEnvelopeSchema,
  updateUserReplySchema,
} from '@sanctions/contracts';
import { auditLogs, users } from '../../../db/schema/users';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { putUser, signedInAs } from '../../../../test/administration/user-management-test-support';
import type { SignedIn } from '../../../../test/administration/user-management-test-support';

describe('PUT /api/v2/admin/users/{id}', () => {
  const clock = createTestClock(new Date('2026-05-04T08:30:00.000Z'));
  const t = useTestApp({ clock });
  let admin: SignedIn;
  let superAdmin: SignedIn;
  beforeAll(async () => {
    admin = await signedInAs(t.app, t.db, 'admin');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  const messageOf = (response: { json(): unknown }) =>
    errorEnvelopeSchema.parse(response.json()).message;

  it('changes names, role, active flag, limits and notes and answers the Admin user view', async () => {
    const organization = await buildOrganization(t.db, { displayName: 'Gulf Exchange' });
    const target = await buildUser(t.db, {
      organizationId: organization.id,
      organizationRole: 'admin',
    });
    const response = await putUser(t.app, admin.accessToken, target.id, {
      firstName: ' Layla ',
      lastName: 'Nasser',
      role: 'moderator',
      isActive: true,
      maxSearchesPerDay: 0,
      maxSearchesPerMonth: 5000,
      notes: 'Compliance lead',
    });
    expect(response.statusCode).toBe(200);
    const user = updateUserReplySchema.parse(response.json()).data.user;
    expect(user).toMatchObject({
      id: target.id,
      firstName: 'Layla',
      lastName: 'Nasser',
      role: 'moderator',
      isActive: true,
      maxSearchesPerDay: 0,
      maxSearchesPerMonth: 5000,
      notes: 'Compliance lead',
      organizationName: 'Gulf Exchange',
      organizationRole: 'admin',
    });
  });

  it('records only the changed fields before and after, with actor, reason and origin', async () => {
    const target = await buildUser(t.db, { maxSearchesPerDay: 10, maxSearchesPerMonth: 100 });
    const response = await putUser(t.app, admin.accessToken, target.id, {
      firstName: target.firstName,
      maxSearchesPerDay: 25,
      maxSearchesPerMonth: 100,
      reason: 'Raised for onboarding',
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, target.id), eq(auditLogs.action, 'user_updated')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      userAgent: 'staff-browser/1.0',
      createdAt: clock.now(),
      details: {
        reason: 'Raised for onboarding',
        actorRole: 'admin',
        before: { maxSearchesPerDay: 10 },
        after: { maxSearchesPerDay: 25 },
      },
    });
  });

  it('writes no audit row when nothing changes', async () => {
    const target = await buildUser(t.db);
    const response = await putUser(t.app, admin.accessToken, target.id, {
      firstName: target.firstName,
      role: 'user',
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, target.id));
    expect(rows).toHaveLength(0);
  });

  it('lets nobody change their own role or active flag, but accepts their current values back', async () => {
    for (const viewer of [admin, superAdmin]) {
      const ownRole = await putUser(t.app, viewer.accessToken, viewer.id, { role: 'user' });
      expect(ownRole.statusCode).toBe(403);
      expect(messageOf(ownRole)).toBe(USER_ADMIN_MESSAGES.ownRole);
      const ownActive = await putUser(t.app, viewer.accessToken, viewer.id, { isActive: false });
      expect(ownActive.statusCode).toBe(403);
      expect(messageOf(ownActive)).toBe(USER_ADMIN_MESSAGES.ownActive);
    }
    const same = await putUser(t.app, admin.accessToken, admin.id, {
      role: 'admin',
      isActive: true,
      notes: 'Own notes',
    });
    expect(same.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', isActive: true, notes: 'Own notes' });
  });

  it('refuses an admin assigning super_admin or editing a super admin; a super admin may do both', async () => {
    const target = await buildUser(t.db);
    const assign = await putUser(t.app, admin.accessToken, target.id, { role: 'super_admin' });
    expect(assign.statusCode).toBe(403);
    expect(messageOf(assign)).toBe(USER_ADMIN_MESSAGES.assignSuperAdmin);

    const other = await buildUser(t.db, { role: 'super_admin' });
    const edit = await putUser(t.app, admin.accessToken, other.id, { notes: 'x' });
    expect(edit.statusCode).toBe(403);
    expect(messageOf(edit)).toBe(USER_ADMIN_MESSAGES.manageSuperAdmin);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(unchanged?.notes).toBeNull();

    const promoted = await putUser(t.app, superAdmin.accessToken, target.id, {
      role: 'super_admin',
    });
    expect(promoted.statusCode).toBe(200);
    const demoted = await putUser(t.app, superAdmin.accessToken, other.id, { role: 'admin' });
    expect(demoted.statusCode).toBe(200);
  });

  it('lets an admin promote to admin and demote an admin', async () => {
    const target = await buildUser(t.db);
    expect((await putUser(t.app, admin.accessToken, target.id, { role: 'admin' })).statusCode).toBe(
      200,
    );
    expect((await putUser(t.app, admin.accessToken, target.id, { role: 'user' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ maxSearchesPerDay: -1 }, 'Daily search limit must be a whole number of 0 or more'],
    [{ maxSearchesPerMonth: 2.5 }, 'Monthly search limit must be a whole number of 0 or more'],
    [{ maxSearchesPerDay: '10' }, 'Daily search limit must be a whole number of 0 or more'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ role: 'owner' }, 'Role must be one of super_admin, admin, moderator, user'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
  ])('answers 400 with the spec message for %j', async (payload, message) => {
    const target = await buildUser(t.db);
    const response = await putUser(t.app, admin.accessToken, target.id, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('answers 409 when another account already has the e-mail, and stores e-mails lower-cased', async () => {
    const holder = await buildUser(t.db);
    const target = await buildUser(t.db);
    const taken = await putUser(t.app, admin.accessToken, target.id, {
      email: holder.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(USER_ADMIN_MESSAGES.emailInUse);
    const moved = await putUser(t.app, admin.accessToken, target.id, {
      email: 'New.Address@Example.TEST',
    });
    expect(moved.statusCode).toBe(200);
    expect(updateUserReplySchema.parse(moved.json()).data.user.email).toBe(
      'new.address@example.test',
    );
  });

  it('answers 404 for an unknown or deleted user', async () => {
    expect((await putUser(t.app, admin.accessToken, randomUUID(), { notes: 'x' })).statusCode).toBe(
      404,
    );
    const deleted = await buildUser(t.db, { deletedAt: clock.now(), isActive: false });
    const response = await putUser(t.app, admin.accessToken, deleted.id, { notes: 'x' });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(USER_ADMIN_MESSAGES.notFound);
  });

  it('answers 401 anonymous and 403 to users and moderators (the list is read-only for them)', async () => {
    const target = await buildUser(t.db);
    expect((await putUser(t.app, undefined, target.id, { notes: 'x' })).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const viewer = await signedInAs(t.app, t.db, role);
      expect((await putUser(t.app, viewer.accessToken, target.id, { notes: 'x' })).statusCode).toBe(
        403,
      );
    }
  });

  it('ends the sessions of a user deactivated through the active flag', async () => {
    const target = await signedInAs(t.app, t.db, 'user');
    const response = await putUser(t.app, admin.accessToken, target.id, { isActive: false });
    expect(response.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/refresh',
      payload: { refreshToken: target.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/auth-simple/me',
      headers: { authorization: `Bearer ${target.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });
});
