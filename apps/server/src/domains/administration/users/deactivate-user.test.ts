import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_ADMIN_MESSAGES, errorEnvelopeSchema } from '@sanctions/contracts';
import { searchRequests } from '../../../db/schema/search';
import { auditLogs, refreshTokens, users } from '../../../db/schema/users';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  deleteUser,
  getUsers,
  signedInAs,
} from '../../../../test/administration/user-management-test-support';
import type { SignedIn } from '../../../../test/administration/user-management-test-support';

describe('DELETE /api/v2/admin/users/{id} (deactivation)', () => {
  const clock = createTestClock(new Date('2026-05-04T09:00:00.000Z'));
  const t = useTestApp({ clock });
  let admin: SignedIn;
  let superAdmin: SignedIn;
  beforeAll(async () => {
    admin = await signedInAs(t.app, t.db, 'admin');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  const messageOf = (response: { json(): unknown }) =>
    errorEnvelopeSchema.parse(response.json()).message;

  it('deactivates, ends every session at once, keeps search history and audits it', async () => {
    const target = await signedInAs(t.app, t.db, 'user');
    await t.db.insert(searchRequests).values({
      userId: target.id,
      firstName: 'Ali',
      lastName: 'Hassan',
      searchType: 'fuzzy',
      sanctionLists: 'all',
      matchesFound: 2,
    });

    const response = await deleteUser(t.app, admin.accessToken, target.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'User deactivated' });

    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ isActive: false, deletedAt: null });
    const tokens = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, target.id));
    expect(tokens.every((token) => token.revokedAt?.getTime() === clock.now().getTime())).toBe(
      true,
    );

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

    const history = await t.db
      .select()
      .from(searchRequests)
      .where(eq(searchRequests.userId, target.id));
    expect(history).toHaveLength(1);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, target.id), eq(auditLogs.action, 'user_deactivated')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      details: {
        reason: null,
        actorRole: 'admin',
        before: { isActive: true },
        after: { isActive: false },
        revokedSessions: 1,
      },
    });

    // Still listed (inactive), and can be re-activated.
    const listed = await getUsers(
      t.app,
      admin.accessToken,
      `?search=${encodeURIComponent(target.email)}`,
    );
    expect(listed.json()).toMatchObject({ data: { total: 1, users: [{ isActive: false }] } });
  });

  it('refuses deactivating oneself', async () => {
    for (const viewer of [admin, superAdmin]) {
      const response = await deleteUser(t.app, viewer.accessToken, viewer.id);
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe(USER_ADMIN_MESSAGES.ownDeactivate);
    }
  });

  it('refuses an admin deactivating a super admin; a super admin may', async () => {
    const other = await buildUser(t.db, { role: 'super_admin' });
    const refused = await deleteUser(t.app, admin.accessToken, other.id);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(USER_ADMIN_MESSAGES.manageSuperAdmin);
    expect((await deleteUser(t.app, superAdmin.accessToken, other.id)).statusCode).toBe(200);
  });

  it('answers 404 unknown or deleted, 401 anonymous, 403 to users and moderators', async () => {
    expect((await deleteUser(t.app, admin.accessToken, randomUUID())).statusCode).toBe(404);
    const deleted = await buildUser(t.db, { deletedAt: clock.now(), isActive: false });
    expect((await deleteUser(t.app, admin.accessToken, deleted.id)).statusCode).toBe(404);
    const target = await buildUser(t.db);
    expect((await deleteUser(t.app, undefined, target.id)).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const viewer = await signedInAs(t.app, t.db, role);
      expect((await deleteUser(t.app, viewer.accessToken, target.id)).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.isActive).toBe(true);
  });
});
