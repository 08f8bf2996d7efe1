import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { searchRequests } from '../../../db/schema/search';
import {
  auditLogs,
  refreshTokens,
  trustedDevices,
  users,
  userTwoFactor,
} from '../../../db/schema/users';
import { createNotification } from '../../notifications';
import {
  call,
  enableTwoFactorInDb,
  failure,
  signInAs,
  signedInUser,
} from '../../../../test/account-test-support';

describe('personal data export and account deletion', () => {
  const clock = createTestClock(new Date('2026-04-09T22:30:00.000Z'));

  const t = useTestApp({ clock });

  async function addSearch(userId: string) {
    const [row] = await t.db
      .insert(searchRequests)
      .values({
        userId,
        firstName: 'Ali',
        lastName: 'Hassan',
        searchType: 'fuzzy',
        sanctionLists: 'all',
        matchesFound: 0,
      })
      .returning();
    if (!row) throw new Error('search insert failed');
    return row;
  }

  it('exports everything held about the user as a dated JSON file, without secrets', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    await enableTwoFactorInDb(t.db, user.id, ['ABCD2345']);
    await addSearch(user.id);
    await createNotification(t.db, user.id, {
      title: 'Hello',
      message: 'World',
      localized: { key: 'twoFactor.backupCodesRegenerated', params: {} },
    });

    const response = await call(t.app, 'POST', '/api/v2/user/export-data', { token });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="data-export-2026-04-09.json"',
    );
    const document = response.json();
    expect(document.profile).toMatchObject({ id: user.id, email: user.email });
    expect(document.preferences.theme).toBe('system');
    expect(document.twoFactor).toMatchObject({ isEnabled: true, backupCodesRemaining: 1 });
    expect(document.searches).toHaveLength(1);
    expect(document.searches[0]).toMatchObject({
      firstName: 'Ali',
      lastName: 'Hassan',
      results: [],
    });
    expect(document.notifications).toHaveLength(1);
    expect(document.loginAttempts.length).toBeGreaterThan(0);
    expect(document.sessions).toHaveLength(1);
    const [stored] = await t.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.id));
    const text = response.body;
    expect(stored && text.includes(stored.secret)).toBe(false);
    expect(text).not.toMatch(/\$argon2id\$/);
    expect(text).not.toMatch(/tokenHash|deviceHash|keyHash/);
  });

  it.each([
    [{ password: 'x', confirmation: 'DELETE MY ACCOUNT ' }, 'Type DELETE MY ACCOUNT to confirm'],
    [{ password: 'x', confirmation: 'delete my account' }, 'Type DELETE MY ACCOUNT to confirm'],
    [{ password: '', confirmation: 'DELETE MY ACCOUNT' }, 'Password is required'],
  ])('refuses deletion %j with "%s"', async (payload, message) => {
    const { user, token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'DELETE', '/api/v2/user/account', { token, payload });
    expect(failure(response)).toMatchObject({ status: 400, messages: [message] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isActive).toBe(true);
  });

  it('refuses deletion with a wrong password', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'DELETE', '/api/v2/user/account', {
      token,
      payload: { password: 'Wrong-Password-1!', confirmation: 'DELETE MY ACCOUNT' },
    });
    expect(failure(response)).toMatchObject({ status: 400, error: 'Password is incorrect' });
    await signInAs(t.app, { email: user.email, password: user.plainPassword });
  });

  it('closes the account: signed out everywhere, unusable, e-mail free again, screening records and audit kept', async () => {
    const { user, tokens } = await signedInUser(t.app, t.db);
    const other = await signInAs(t.app, { email: user.email, password: user.plainPassword });
    await enableTwoFactorInDb(t.db, user.id);
    const search = await addSearch(user.id);

    const response = await call(t.app, 'DELETE', '/api/v2/user/account', {
      token: tokens.accessToken,
      payload: { password: user.plainPassword, confirmation: 'DELETE MY ACCOUNT' },
    });

    expect(response.statusCode, response.body).toBe(200);
    for (const pair of [tokens, other.tokens]) {
      expect(
        (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: pair.accessToken }))
          .statusCode,
      ).toBe(401);
      const refresh = await call(t.app, 'POST', '/api/v2/auth-simple/refresh', {
        payload: { refreshToken: pair.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const login = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: user.plainPassword },
    });
    expect(login.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: false, email: `deleted-${user.id}@deleted.invalid` });
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.password).not.toMatch(/^\$argon2/);
    expect(
      await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id)),
    ).toHaveLength(0);
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);
    expect(
      await t.db.select().from(searchRequests).where(eq(searchRequests.id, search.id)),
    ).toHaveLength(1);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, user.id));
    expect(audit.map((entry) => entry.action)).toContain('account_delete');
    expect(audit.map((entry) => entry.action)).toContain('login');

    const register = await call(t.app, 'POST', '/api/v2/auth-simple/register', {
      payload: {
        email: user.email,
        password: 'Another-Pass-8!',
        firstName: 'New',
        lastName: 'Owner',
      },
    });
    // The deleted account no longer holds the address: this registration creates a new account.
    expect(register.statusCode, register.body).toBe(202);
    const [reborn] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(reborn?.id).not.toBe(user.id);
  });
});
