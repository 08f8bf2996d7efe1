import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { auditLogs, refreshTokens, users } from '../../../db/schema/users';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  hashToken,
  signAccessToken,
  toSigningKey,
} from '../../../lib/tokens';
import {
  TEST_FINGERPRINT,
  getMe,
  postLogout,
  postRefresh,
  signIn,
} from '../../../../test/auth-test-support';

const MINUTE = 60_000;

describe('session lifecycle', () => {
  const clock = createTestClock(new Date('2026-03-10T08:00:00.000Z'));

  const t = useTestApp({ clock });

  describe('GET /api/v2/auth-simple/me', () => {
    it('answers 401 UNAUTHENTICATED without a token, with a malformed header and with a forged token', async () => {
      const user = await buildUser(t.db);
      const forged = await signAccessToken(
        toSigningKey('a-different-secret-that-is-long-enough-000'),
        { userId: user.id, role: 'super_admin', sessionId: crypto.randomUUID() },
        clock.now(),
      );
      const responses = [
        await getMe(t.app),
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/auth-simple/me',
          headers: { authorization: 'Basic abc' },
        }),
        await getMe(t.app, forged),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      }
    });

    it('answers 200 with the current user, and 401 once the access token expires', async () => {
      const user = await buildUser(t.db);
      const tokens = await signIn(t.app, user.email, user.plainPassword);

      const fresh = await getMe(t.app, tokens.accessToken);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toMatchObject({
        success: true,
        data: { user: { id: user.id, email: user.email } },
      });

      clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
      const expired = await getMe(t.app, tokens.accessToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Invalid or expired access token');
    });

    it('answers 401 for a user deactivated after signing in, and shows role changes at once', async () => {
      const user = await buildUser(t.db);
      const tokens = await signIn(t.app, user.email, user.plainPassword);

      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      expect((await getMe(t.app, tokens.accessToken)).json().data.user.role).toBe('admin');

      await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await getMe(t.app, tokens.accessToken)).statusCode).toBe(401);
    });
  });

  describe('POST /api/v2/auth-simple/refresh', () => {
    it('rotates: a new pair comes back, the new tokens work, the old refresh token is spent', async () => {
      const user = await buildUser(t.db);
      const first = await signIn(t.app, user.email, user.plainPassword);

      clock.advance(MINUTE);
      const response = await postRefresh(t.app, first.refreshToken);

      expect(response.statusCode).toBe(200);
      const second = refreshReplySchema.parse(response.json()).data.tokens;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.accessToken).not.toBe(first.accessToken);
      expect((await getMe(t.app, second.accessToken)).statusCode).toBe(200);

      const [oldRow] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
      const [newRow] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(second.refreshToken)));
      expect(oldRow?.rotatedAt?.toISOString()).toBe(clock.now().toISOString());
      expect(newRow).toMatchObject({
        familyId: oldRow?.familyId,
        rotatedAt: null,
        revokedAt: null,
        deviceFingerprint: TEST_FINGERPRINT,
      });
      // Tokens are stored only as hashes.
      expect(JSON.stringify([oldRow, newRow])).not.toContain(first.refreshToken);
    });

    it('detects reuse of a rotated token: 401 and the whole family is revoked, including the newest tokens', async () => {
      const user = await buildUser(t.db);
      const first = await signIn(t.app, user.email, user.plainPassword);
      const second = refreshReplySchema.parse((await postRefresh(t.app, first.refreshToken)).json())
        .data.tokens;

      const replay = await postRefresh(t.app, first.refreshToken);

      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(replay.json().message).toMatch(/used twice/);
      expect((await postRefresh(t.app, second.refreshToken)).statusCode).toBe(401);
      expect((await getMe(t.app, second.accessToken)).statusCode).toBe(401);
      const family = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      expect(family).toHaveLength(2);
      expect(family.every((row) => row.revokedReason === 'reuse_detected')).toBe(true);
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'refresh_token_reuse'));
      expect(audit).toMatchObject({ userId: user.id, success: false });
    });

    it('leaves other sessions of the same user alone when one family is revoked', async () => {
      const user = await buildUser(t.db);
      const laptop = await signIn(t.app, user.email, user.plainPassword);
      const phone = await signIn(t.app, user.email, user.plainPassword);
      await postRefresh(t.app, laptop.refreshToken);
      await postRefresh(t.app, laptop.refreshToken);

      expect((await getMe(t.app, laptop.accessToken)).statusCode).toBe(401);
      expect((await getMe(t.app, phone.accessToken)).statusCode).toBe(200);
      expect((await postRefresh(t.app, phone.refreshToken)).statusCode).toBe(200);
    });

    it.each([
      ['an unknown token', () => 'x'.repeat(43)],
      ['an empty token', () => ''],
    ])('rejects %s', async (_case, token) => {
      const response = await postRefresh(t.app, token());
      expect([400, 401]).toContain(response.statusCode);
      expect(response.json().success).toBe(false);
    });

    it('rejects a refresh token after its 30 days', async () => {
      const user = await buildUser(t.db);
      const tokens = await signIn(t.app, user.email, user.plainPassword);
      clock.advance(REFRESH_TOKEN_TTL_DAYS * 24 * 60 * MINUTE + MINUTE);
      const response = await postRefresh(t.app, tokens.refreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid or expired refresh token');
    });

    it('refuses to refresh for a deactivated account and revokes its session', async () => {
      const user = await buildUser(t.db);
      const tokens = await signIn(t.app, user.email, user.plainPassword);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await postRefresh(t.app, tokens.refreshToken)).statusCode).toBe(401);
      const [row] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      expect(row?.revokedReason).toBe('account_inactive');
    });
  });

  describe('POST /api/v2/auth-simple/logout', () => {
    it('answers 401 without a token', async () => {
      const response = await postLogout(t.app);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });

    it('accepts the empty JSON body, revokes the session family and writes the sign-out audit row', async () => {
      const user = await buildUser(t.db);
      const tokens = await signIn(t.app, user.email, user.plainPassword);

      const response = await postLogout(t.app, tokens.accessToken);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Logged out successfully' });
      expect((await getMe(t.app, tokens.accessToken)).statusCode).toBe(401);
      expect((await postRefresh(t.app, tokens.refreshToken)).statusCode).toBe(401);
      const [row] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      expect(row?.revokedReason).toBe('logout');
      const actions = (
        await t.db.select().from(auditLogs).where(eq(auditLogs.userId, user.id))
      ).map((a) => a.action);
      expect(actions.sort()).toEqual(['login', 'logout']);
    });

    it('ends the session named by a refresh token when the access token has expired', async () => {
      const user = await buildUser(t.db);
      const tokens = await signIn(t.app, user.email, user.plainPassword);
      clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
      const logoutWith = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/auth-simple/logout',
          headers: { authorization: `Bearer ${tokens.accessToken}` },
          payload,
        });

      expect((await logoutWith({})).statusCode).toBe(401);
      expect((await logoutWith({ refreshToken: 'not-a-token' })).statusCode).toBe(401);
      const response = await logoutWith({ refreshToken: tokens.refreshToken });

      expect(response.statusCode).toBe(200);
      expect((await postRefresh(t.app, tokens.refreshToken)).statusCode).toBe(401);
      const [row] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      expect(row?.revokedReason).toBe('logout');
    });
  });
});
