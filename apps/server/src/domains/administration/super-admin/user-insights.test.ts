import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  passwordHistoryReplySchema,
  staffUserUsageReplySchema,
  superAdminUsersReplySchema,
  userDetailsReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildUser } from '../../../../test/factories';
import type { UserRow } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, userTwoFactor } from '../../../db/schema/users';
import {
  callAs,
  postLogin,
  seedSearches,
  seedUsage,
  signIn,
  signedInAs,
} from '../../../../test/administration/super-admin-test-support';
import type { SignedIn } from '../../../../test/administration/super-admin-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');

describe('super-admin user views', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: SignedIn;
  let analyst: UserRow & { plainPassword: string };

  const get = async (url: string) => {
    const response = await callAs(t.app, superAdmin.accessToken, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
    const organization = await buildOrganization(t.db, { displayName: 'Levant Exchange LLC' });
    analyst = await buildUser(t.db, {
      firstName: 'Rania',
      lastName: 'Saleh',
      organizationId: organization.id,
      organizationRole: 'admin',
      maxSearchesPerDay: 40,
      maxSearchesPerMonth: 400,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    await seedUsage(t.db, analyst.id, {
      '2026-05-04': 7,
      '2026-05-01': 5,
      '2026-04-30': 20,
      '2026-03-02': 3,
    });
    await seedSearches(t.db, [
      ...Array.from({ length: 3 }, (_, index) => ({
        userId: analyst.id,
        at: new Date(NOW.getTime() - index * 60_000),
        firstName: 'Qusay',
        lastName: 'Hussein',
      })),
      ...Array.from({ length: 2 }, () => ({ userId: analyst.id, at: NOW, arabicName: 'قصي حسين' })),
      { userId: analyst.id, at: NOW, firstName: 'Anna', lastName: 'Lee' },
      { userId: superAdmin.id, at: NOW, firstName: 'Not', lastName: 'Hers' },
    ]);
  });

  it('lists users that are not deleted with usage counts, filtered and paged', async () => {
    const deleted = await buildUser(t.db, { firstName: 'Rania', deletedAt: NOW, isActive: false });
    const all = superAdminUsersReplySchema.parse(await get('/api/v2/super-admin/users')).data;
    expect(all.users.map((user) => user.id)).not.toContain(deleted.id);
    const found = superAdminUsersReplySchema.parse(
      await get('/api/v2/super-admin/users?search=rania%20SAL'),
    ).data;
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      id: analyst.id,
      organizationName: 'Levant Exchange LLC',
      organizationRole: 'admin',
      mustChangePassword: false,
      usage: { today: 7, thisMonth: 12, totalSearches: 35 },
    });
    const page = superAdminUsersReplySchema.parse(
      await get('/api/v2/super-admin/users?pageSize=1&page=2'),
    ).data;
    expect(page).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(page.users).toHaveLength(1);
  });

  it('gives one user’s usage against their limits and their ten most searched names', async () => {
    const { data } = staffUserUsageReplySchema.parse(
      await get(`/api/v2/super-admin/users/${analyst.id}/usage`),
    );
    expect(data.user).toMatchObject({ id: analyst.id, email: analyst.email });
    expect(data.usage).toEqual({
      today: 7,
      thisMonth: 12,
      totalSearches: 35,
      dailyLimit: 40,
      monthlyLimit: 400,
    });
    expect(data.topSearches).toEqual([
      { name: 'Qusay Hussein', count: 3 },
      { name: 'قصي حسين', count: 2 },
      { name: 'Anna Lee', count: 1 },
    ]);
  });

  it('gives the details: organisation, 2FA, live sessions, last login, sign-ins and audit rows', async () => {
    await t.db.insert(userTwoFactor).values({ userId: analyst.id, secret: 'x', isEnabled: true });
    await postLogin(t.app, analyst.email, 'wrong-password');
    await t.db.insert(auditLogs).values({
      userId: analyst.id,
      actorId: superAdmin.id,
      action: 'user_updated',
      details: {
        reason: 'Raised limits',
        before: { maxSearchesPerDay: 10 },
        after: { maxSearchesPerDay: 40 },
      },
      createdAt: NOW,
    });

    const { data } = userDetailsReplySchema.parse(
      await get(`/api/v2/super-admin/users/${analyst.id}/details`),
    );
    expect(data.user.id).toBe(analyst.id);
    expect(data.organization).toMatchObject({
      displayName: 'Levant Exchange LLC',
      status: 'approved',
    });
    expect(data.security).toMatchObject({
      twoFactorEnabled: true,
      mustChangePassword: false,
      activeSessions: 0,
    });
    expect(data.recentLoginAttempts[0]).toMatchObject({ success: false });
    expect(data.recentAudit.find((entry) => entry.action === 'user_updated')).toMatchObject({
      actor: { id: superAdmin.id, email: superAdmin.email },
      reason: 'Raised limits',
      before: { maxSearchesPerDay: 10 },
      after: { maxSearchesPerDay: 40 },
    });
  });

  it('counts live sessions and the last sign-in', async () => {
    const member = await signedInAs(t.app, t.db, 'user');
    await signIn(t.app, member.email, member.password);
    const { data } = userDetailsReplySchema.parse(
      await get(`/api/v2/super-admin/users/${member.id}/details`),
    );
    expect(data.security).toMatchObject({ activeSessions: 2, lastLoginAt: NOW.toISOString() });
    expect(data.organization).toBeNull();
    expect(data.user).toMatchObject({ organizationName: 'N/A', organizationRole: 'member' });
  });

  it('gives the password history with the spec’s actions, reason and admin e-mail, newest first', async () => {
    const person = await buildUser(t.db);
    const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    await t.db.insert(auditLogs).values([
      {
        userId: person.id,
        action: 'password_change',
        details: { revokedSessions: 0 },
        createdAt: at(50),
        ipAddress: '192.0.2.1',
      },
      {
        userId: person.id,
        action: 'password_reset_by_admin',
        details: { reason: 'Desk call', adminEmail: 'admin@example.test' },
        createdAt: at(40),
      },
      {
        userId: person.id,
        actorId: superAdmin.id,
        action: 'super_admin_password_reset',
        details: { reason: 'Locked out', adminEmail: superAdmin.email },
        createdAt: at(30),
      },
      {
        userId: person.id,
        action: 'super_admin_force_password_change',
        details: { reason: 'Policy', adminEmail: superAdmin.email },
        createdAt: at(20),
      },
      { userId: person.id, action: 'password_reset', createdAt: at(10) },
      { userId: person.id, action: 'login', createdAt: at(5) },
      { userId: person.id, action: 'password_change', success: false, createdAt: at(1) },
    ]);
    const { data } = passwordHistoryReplySchema.parse(
      await get(`/api/v2/super-admin/users/${person.id}/password-history`),
    );
    expect(data.history.map((entry) => entry.action)).toEqual([
      'password_reset',
      'super_admin_force_password_change',
      'super_admin_password_reset',
      'password_reset_by_admin',
      'password_change',
    ]);
    expect(data.history[2]).toMatchObject({
      details: { reason: 'Locked out', adminEmail: superAdmin.email },
      timestamp: at(30).toISOString(),
    });
    expect(data.history[4]).toMatchObject({
      details: { reason: null, adminEmail: null },
      ipAddress: '192.0.2.1',
    });
  });

  it.each(['usage', 'details', 'password-history'])('answers 404 and 400 on %s', async (view) => {
    const unknown = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      `/api/v2/super-admin/users/${randomUUID()}/${view}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'User not found' });
    const malformed = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      `/api/v2/super-admin/users/nope/${view}`,
    );
    expect(malformed.statusCode).toBe(400);
  });
});
