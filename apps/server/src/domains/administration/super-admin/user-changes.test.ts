import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  USER_ADMIN_MESSAGES,
  superAdminDeleteUserReplySchema,
  superAdminUsersReplySchema,
  updateUserReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { searchRequests } from '../../../db/schema/search';
import { auditLogs, users } from '../../../db/schema/users';
import {
  callAs,
  postLogin,
  seedSearches,
  signedInAs,
} from '../../../../test/administration/super-admin-test-support';
import type { SignedIn } from '../../../../test/administration/super-admin-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');

describe('PUT and DELETE /api/v2/super-admin/users/{id}', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: SignedIn;
  beforeAll(async () => {
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  it('updates names, e-mail, role and limits with an audit row of the values before and after', async () => {
    const target = await buildUser(t.db, { firstName: 'Old' });
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'PUT',
      `/api/v2/super-admin/users/${target.id}`,
      {
        firstName: 'Nadia',
        email: 'NADIA@example.test',
        role: 'super_admin',
        maxSearchesPerDay: 50,
        reason: 'Promoted to the compliance desk',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = updateUserReplySchema.parse(response.json());
    expect(reply).toMatchObject({
      message: 'User updated',
      data: {
        user: {
          firstName: 'Nadia',
          email: 'nadia@example.test',
          role: 'super_admin',
          maxSearchesPerDay: 50,
        },
      },
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, target.id), eq(auditLogs.action, 'user_updated')));
    expect(audit).toMatchObject({
      actorId: superAdmin.id,
      details: {
        reason: 'Promoted to the compliance desk',
        before: { firstName: 'Old', role: 'user', maxSearchesPerDay: 10 },
        after: { firstName: 'Nadia', role: 'super_admin', maxSearchesPerDay: 50 },
      },
    });
  });

  it('refuses a change of the super admin’s own role and a negative limit', async () => {
    const own = await callAs(
      t.app,
      superAdmin.accessToken,
      'PUT',
      `/api/v2/super-admin/users/${superAdmin.id}`,
      { role: 'admin' },
    );
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: USER_ADMIN_MESSAGES.ownRole });
    const target = await buildUser(t.db);
    const negative = await callAs(
      t.app,
      superAdmin.accessToken,
      'PUT',
      `/api/v2/super-admin/users/${target.id}`,
      { maxSearchesPerMonth: -1 },
    );
    expect(negative.statusCode).toBe(400);
  });

  it('soft-deletes: sessions end, the account leaves the list, its searches stay; not the own account', async () => {
    const target = await signedInAs(t.app, t.db, 'user');
    await seedSearches(t.db, [{ userId: target.id, at: NOW, firstName: 'Kept' }]);
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'DELETE',
      `/api/v2/super-admin/users/${target.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(superAdminDeleteUserReplySchema.parse(response.json())).toEqual({
      success: true,
      message: 'User deleted',
      data: { userId: target.id, revokedSessions: 1 },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ isActive: false, deletedAt: NOW });
    expect(
      (await callAs(t.app, target.accessToken, 'GET', '/api/v2/auth-simple/me')).statusCode,
    ).toBe(401);
    expect((await postLogin(t.app, target.email, target.password)).statusCode).toBe(401);
    const kept = await t.db
      .select()
      .from(searchRequests)
      .where(eq(searchRequests.userId, target.id));
    expect(kept).toHaveLength(1);
    const list = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      '/api/v2/super-admin/users?pageSize=100',
    );
    expect(
      superAdminUsersReplySchema.parse(list.json()).data.users.map((user) => user.id),
    ).not.toContain(target.id);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, target.id), eq(auditLogs.action, 'user_deleted')));
    expect(audit).toMatchObject({ actorId: superAdmin.id });

    const again = await callAs(
      t.app,
      superAdmin.accessToken,
      'DELETE',
      `/api/v2/super-admin/users/${target.id}`,
    );
    expect(again.statusCode).toBe(404);
    const own = await callAs(
      t.app,
      superAdmin.accessToken,
      'DELETE',
      `/api/v2/super-admin/users/${superAdmin.id}`,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: USER_ADMIN_MESSAGES.ownDelete });
  });
});
