import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BATCH_RESET_REASON,
  DEFAULT_RESET_REASON,
  PASSWORD_RESET_MESSAGES,
  batchResetPasswordsReplySchema,
  meReplySchema,
  resetUserPasswordReplySchema,
  strongPasswordSchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, refreshTokens, users } from '../../../db/schema/users';
import { verifyPassword } from '../../../lib/password';
import {
  callAs,
  postLogin,
  signIn,
  signedInAs,
} from '../../../../test/administration/super-admin-test-support';
import type { SignedIn } from '../../../../test/administration/super-admin-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const NEW_PASSWORD = 'Brand-New-Pass7!';

describe('POST /api/v2/super-admin/users/{id}/reset-password', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: SignedIn;
  beforeAll(async () => {
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  it('issues a strong temporary password that must be changed before anything else works', async () => {
    const target = await signedInAs(t.app, t.db, 'user');
    const otherDevice = await signIn(t.app, target.email, target.password);

    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      `/api/v2/super-admin/users/${target.id}/reset-password`,
      { reason: 'Locked out, called the desk' },
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const reply = resetUserPasswordReplySchema.parse(response.json());
    expect(reply.message).toBe(PASSWORD_RESET_MESSAGES.reset);
    const { tempPassword } = reply.data;
    expect(strongPasswordSchema.safeParse(tempPassword).success).toBe(true);

    // Stored only as an Argon2id hash; the flag is set; every session has ended.
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(tempPassword);
    expect(await verifyPassword(row?.password ?? '', tempPassword)).toBe(true);
    expect(row?.mustChangePassword).toBe(true);
    const liveTokens = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, target.id));
    expect(liveTokens.every((token) => token.revokedReason === 'super_admin_password_reset')).toBe(
      true,
    );
    for (const token of [target.accessToken, otherDevice.accessToken]) {
      const ended = await callAs(t.app, token, 'GET', '/api/v2/auth-simple/me');
      expect(ended.statusCode).toBe(401);
    }

    // The old password no longer signs in; the temporary one does and says it must be changed.
    expect((await postLogin(t.app, target.email, target.password)).statusCode).toBe(401);
    const temporary = await signIn(t.app, target.email, tempPassword);
    expect(temporary.user.mustChangePassword).toBe(true);

    // Until the change: me answers, everything else is refused with PASSWORD_CHANGE_REQUIRED.
    const me = await callAs(t.app, temporary.accessToken, 'GET', '/api/v2/auth-simple/me');
    expect(me.statusCode).toBe(200);
    expect(meReplySchema.parse(me.json()).data.user.mustChangePassword).toBe(true);
    for (const url of ['/api/v2/user/preferences', '/api/v2/user/usage', '/api/v2/notifications']) {
      const refused = await callAs(t.app, temporary.accessToken, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'You must change your password before continuing',
      });
    }

    const changed = await callAs(
      t.app,
      temporary.accessToken,
      'POST',
      '/api/v2/user/change-password',
      { currentPassword: tempPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    );
    expect(changed.statusCode).toBe(200);

    // The same session now works everywhere, and the new password signs in without the flag.
    const preferences = await callAs(
      t.app,
      temporary.accessToken,
      'GET',
      '/api/v2/user/preferences',
    );
    expect(preferences.statusCode).toBe(200);
    const after = await signIn(t.app, target.email, NEW_PASSWORD);
    expect(after.user.mustChangePassword).toBe(false);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, target.id), eq(auditLogs.action, 'super_admin_password_reset')),
      );
    expect(audit).toMatchObject({
      actorId: superAdmin.id,
      createdAt: NOW,
      details: {
        reason: 'Locked out, called the desk',
        adminEmail: superAdmin.email,
        revokedSessions: 2,
        before: { mustChangePassword: false },
        after: { mustChangePassword: true },
      },
    });
    expect(JSON.stringify(audit?.details)).not.toContain(tempPassword);
  });

  it('records the default reason when none is given, also without a body', async () => {
    const target = await buildUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/super-admin/users/${target.id}/reset-password`,
      headers: { authorization: `Bearer ${superAdmin.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, target.id), eq(auditLogs.action, 'super_admin_password_reset')),
      );
    expect(audit?.details).toMatchObject({ reason: DEFAULT_RESET_REASON, batch: false });
  });

  it('refuses the super admin’s own account (403), an unknown or deleted user (404) and a bad id (400)', async () => {
    const own = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      `/api/v2/super-admin/users/${superAdmin.id}/reset-password`,
      {},
    );
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.ownAccount });
    const [self] = await t.db.select().from(users).where(eq(users.id, superAdmin.id));
    expect(self?.mustChangePassword).toBe(false);

    const unknown = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      `/api/v2/super-admin/users/${randomUUID()}/reset-password`,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'User not found' });

    const deleted = await buildUser(t.db, { deletedAt: NOW, isActive: false });
    const gone = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      `/api/v2/super-admin/users/${deleted.id}/reset-password`,
      {},
    );
    expect(gone.statusCode).toBe(404);

    const malformed = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      '/api/v2/super-admin/users/not-an-id/reset-password',
      {},
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Invalid user id' });
  });
});

describe('POST /api/v2/super-admin/users/batch-reset-passwords', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: SignedIn;
  beforeAll(async () => {
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  it('resets each user on its own; the own id and an unknown id are failed items', async () => {
    const first = await buildUser(t.db);
    const second = await buildUser(t.db, { role: 'admin' });
    const unknownId = randomUUID();
    const userIds = [first.id, superAdmin.id, unknownId, second.id];

    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      '/api/v2/super-admin/users/batch-reset-passwords',
      { userIds },
    );

    expect(response.statusCode).toBe(200);
    const reply = batchResetPasswordsReplySchema.parse(response.json());
    expect(reply.message).toBe('Successfully reset 2 out of 4 passwords.');
    expect(reply.data.results.map((result) => [result.userId, result.success])).toEqual([
      [first.id, true],
      [superAdmin.id, false],
      [unknownId, false],
      [second.id, true],
    ]);
    expect(reply.data.results[1]).toEqual({
      userId: superAdmin.id,
      success: false,
      message: PASSWORD_RESET_MESSAGES.ownAccount,
    });
    expect(reply.data.results[2]).toMatchObject({ message: 'User not found' });
    for (const [index, row] of [first, second].entries()) {
      const result = reply.data.results[index === 0 ? 0 : 3];
      const tempPassword = result?.tempPassword ?? '';
      expect(strongPasswordSchema.safeParse(tempPassword).success).toBe(true);
      const session = await signIn(t.app, row.email, tempPassword);
      expect(session.user.mustChangePassword).toBe(true);
    }
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'super_admin_password_reset'));
    expect(audits.map((audit) => audit.userId).sort()).toEqual([first.id, second.id].sort());
    for (const audit of audits) {
      expect(audit.details).toMatchObject({
        reason: DEFAULT_BATCH_RESET_REASON,
        adminEmail: superAdmin.email,
        batch: true,
      });
    }
  });

  it.each([
    ['no user', { userIds: [] }, 'Select at least one user'],
    [
      'a repeated user',
      { userIds: ['7d1c2f7e-8e0b-4a55-9d7e-2b1f3c4d5e6f', '7d1c2f7e-8e0b-4a55-9d7e-2b1f3c4d5e6f'] },
      'Each user may be listed only once',
    ],
    [
      'more than 100 users',
      { userIds: Array.from({ length: 101 }, () => randomUUID()) },
      'At most 100 users at a time',
    ],
    ['a malformed id', { userIds: ['nope'] }, 'Invalid user id'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      '/api/v2/super-admin/users/batch-reset-passwords',
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('POST /api/v2/super-admin/users/{id}/force-password-change', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });

  it('ends the sessions and makes the user change the current password at next sign-in', async () => {
    const superAdmin = await signedInAs(t.app, t.db, 'super_admin');
    const target = await signedInAs(t.app, t.db, 'moderator');
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      `/api/v2/super-admin/users/${target.id}/force-password-change`,
      { reason: 'Shared the password by e-mail' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { revokedSessions: 1 } });
    expect(
      (await callAs(t.app, target.accessToken, 'GET', '/api/v2/auth-simple/me')).statusCode,
    ).toBe(401);
    const again = await signIn(t.app, target.email, target.password);
    expect(again.user.mustChangePassword).toBe(true);
    const refused = await callAs(t.app, again.accessToken, 'GET', '/api/v2/user/usage');
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    const loggedOut = await callAs(
      t.app,
      again.accessToken,
      'POST',
      '/api/v2/auth-simple/logout',
      {},
    );
    expect(loggedOut.statusCode).toBe(200);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, target.id),
          eq(auditLogs.action, 'super_admin_force_password_change'),
        ),
      );
    expect(audit).toMatchObject({
      actorId: superAdmin.id,
      details: { reason: 'Shared the password by e-mail', adminEmail: superAdmin.email },
    });

    const own = await callAs(
      t.app,
      superAdmin.accessToken,
      'POST',
      `/api/v2/super-admin/users/${superAdmin.id}/force-password-change`,
      {},
    );
    expect(own.statusCode).toBe(403);
  });
});
