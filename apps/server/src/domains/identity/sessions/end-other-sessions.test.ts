import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endedSessionsReplySchema } from '@sanctions/contracts';
import { call, failure, signInAs, signedInUser } from '../../../../test/account-test-support';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs } from '../../../db/schema/users';

describe('sign out everywhere else', () => {
  const t = useTestApp();

  it('answers 401 without a session', async () => {
    expect(failure(await call(t.app, 'DELETE', '/api/v2/user/sessions'))).toMatchObject({
      status: 401,
    });
  });

  it("ends every other session of the user, keeps the current one and leaves other users' alone", async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const credentials = { email: user.email, password: user.plainPassword };
    const phone = await signInAs(t.app, credentials);
    const laptop = await signInAs(t.app, credentials);
    const stranger = await signedInUser(t.app, t.db);

    const response = await call(t.app, 'DELETE', '/api/v2/user/sessions', { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(endedSessionsReplySchema.parse(response.json()).data.endedSessions).toBe(2);

    for (const ended of [phone, laptop]) {
      expect(
        (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: ended.tokens.accessToken }))
          .statusCode,
      ).toBe(401);
      const refreshed = await call(t.app, 'POST', '/api/v2/auth-simple/refresh', {
        payload: { refreshToken: ended.tokens.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await call(t.app, 'GET', '/api/v2/auth-simple/me', { token })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: stranger.token })).statusCode,
    ).toBe(200);
    const sessions: unknown[] = (
      await call(t.app, 'GET', '/api/v2/user/sessions', { token })
    ).json().data.sessions;
    expect(sessions).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'sessions_revoked_elsewhere')),
      );
    expect(audit?.details).toEqual({ endedSessions: 2, revokedTokens: 2 });

    const again = await call(t.app, 'DELETE', '/api/v2/user/sessions', { token });
    expect(endedSessionsReplySchema.parse(again.json()).data.endedSessions).toBe(0);
  });
});
