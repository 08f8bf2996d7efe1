import { describe, expect, it } from 'vitest';
import { sessionReplySchema } from '@sanctions/contracts';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { getMe, postLogin, postRefresh } from '../../../../test/auth-test-support';

describe('session replies are never cached', () => {
  const testApp = useTestApp();

  it('answers login, refresh and me with Cache-Control: no-store, refusals too', async () => {
    const { app, db } = testApp;
    const user = await buildUser(db);
    const login = await postLogin(app, { email: user.email, password: user.plainPassword });
    expect(login.statusCode).toBe(200);
    const { tokens } = sessionReplySchema.parse(login.json()).data;
    const refresh = await postRefresh(app, tokens.refreshToken);
    const me = await getMe(app, tokens.accessToken);
    const refused = await postLogin(app, { email: user.email, password: 'Wrong-Horse-9!' });

    for (const response of [login, refresh, me, refused])
      expect(response.headers['cache-control']).toBe('no-store');
    expect([refresh.statusCode, me.statusCode, refused.statusCode]).toEqual([200, 200, 401]);
  });
});
