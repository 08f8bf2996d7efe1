import { and, eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  sessionReplySchema,
  ssoStartReplySchema,
  twoFactorChallengeReplySchema,
} from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import { followToCallback, startTestOidcProvider } from '@sanctions/oidc-test-provider';
import type { TestOidcProvider } from '@sanctions/oidc-test-provider';
import { createTestClock } from '../../../../test/build-app';
import { postLogin } from '../../../../test/auth-test-support';
import { buildOrganization, buildUser } from '../../../../test/factories';
import {
  SSO_TEST_ENV,
  TEST_SSO_REDIRECT_URI,
  buildDomainMember,
  organizationWithDomainOwner,
  putSsoSettings,
  settingsFor,
} from '../../../../test/sso-test-support';
import type { SsoOrganization } from '../../../../test/sso-test-support';
import { useTestApp } from '../../../../test/use-test-app';
import { ipAllowlists } from '../../../db/schema/ip-allowlists';
import {
  auditLogs,
  loginAttempts,
  refreshTokens,
  userTwoFactor,
  users,
} from '../../../db/schema/users';

const ALLOWED = '127.0.0.1';
const DISALLOWED = '127.0.0.2';
const clock = createTestClock(new Date());

// Issue 27 §2 (ADR 041): an address outside a binding allow-list gets no session at all, not only a
// refusal at the session's first use.
describe('IP allow-lists refuse at sign-in', () => {
  const t = useTestApp({ clock, env: SSO_TEST_ENV });
  let provider: TestOidcProvider;
  let sso: SsoOrganization;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [TEST_SSO_REDIRECT_URI] });
    sso = await organizationWithDomainOwner(t.app, t.db);
    const saved = await putSsoSettings(t.app, sso.ownerToken, settingsFor(provider, sso.domain));
    expect(saved.statusCode, saved.body).toBe(200);
    await restrict(sso.organization.id);
    // The staff list: moderators and above, from 127.0.0.1 only.
    await restrict(null);
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** Allows only 127.0.0.1 for the organisation (or for staff when null). */
  const restrict = (organizationId: string | null) =>
    t.db.insert(ipAllowlists).values({ organizationId, ranges: [`${ALLOWED}/32`] });

  async function memberOfRestrictedOrganization(role: Role = 'user') {
    const organization = await buildOrganization(t.db);
    await restrict(organization.id);
    return buildUser(t.db, { organizationId: organization.id, organizationRole: 'member', role });
  }

  const sessionsOf = (userId: string) =>
    t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

  const refusalsOf = (userId: string) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, 'ip_refused')));

  function expectRefused(
    response: { statusCode: number; json(): unknown },
    messageKey: 'ipAllowlist.refused' | 'ipAllowlist.refusedStaff' = 'ipAllowlist.refused',
  ) {
    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'FORBIDDEN',
      messageKey,
      messageParams: { address: DISALLOWED },
    });
  }

  it.each([
    {
      who: "a member, by the organisation's list",
      role: 'user',
      scope: 'organization',
      messageKey: 'ipAllowlist.refused',
    },
    {
      who: 'a moderator in no organisation, by the staff list',
      role: 'moderator',
      scope: 'staff',
      messageKey: 'ipAllowlist.refusedStaff',
    },
  ] as const)('refuses the password sign-in of $who (403, audited, no session)', async (row) => {
    const user =
      row.scope === 'organization'
        ? await memberOfRestrictedOrganization(row.role)
        : await buildUser(t.db, { role: row.role });
    const credentials = { email: user.email, password: user.plainPassword };

    expectRefused(await postLogin(t.app, credentials, { ip: DISALLOWED }), row.messageKey);

    expect(await sessionsOf(user.id)).toHaveLength(0);
    const [refusal] = await refusalsOf(user.id);
    expect(refusal).toMatchObject({
      success: false,
      ipAddress: DISALLOWED,
      organizationId: row.scope === 'organization' ? user.organizationId : null,
      details: expect.objectContaining({ via: 'password', scope: row.scope, stage: 'sign_in' }),
    });
    const [attempt] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    expect(attempt).toMatchObject({ success: false, failureReason: 'ip_refused' });
    // The same password from a listed address signs in.
    expect((await postLogin(t.app, credentials, { ip: ALLOWED })).statusCode).toBe(200);
  });

  it('lets a member of an organisation without a list sign in from anywhere', async () => {
    const organization = await buildOrganization(t.db);
    const user = await buildUser(t.db, { organizationId: organization.id });
    const response = await postLogin(
      t.app,
      { email: user.email, password: user.plainPassword },
      { ip: DISALLOWED },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses the two-factor step from a disallowed address, though the challenge came from a listed one', async () => {
    const user = await memberOfRestrictedOrganization();
    const secret = generateSecret();
    await t.db
      .insert(userTwoFactor)
      .values({ userId: user.id, secret, isEnabled: true, enabledAt: clock.now() });
    const credentials = { email: user.email, password: user.plainPassword };
    const challenge = twoFactorChallengeReplySchema.parse(
      (await postLogin(t.app, credentials, { ip: ALLOWED })).json(),
    );
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

    const refused = await postLogin(
      t.app,
      { ...credentials, twoFactorCode: code, temporaryToken: challenge.temporaryToken },
      { ip: DISALLOWED },
    );

    expectRefused(refused);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await refusalsOf(user.id)).toHaveLength(1);
  });

  /** Starts a single sign-on for `email` and follows the provider back: the web page's query. */
  async function callbackFor(email: string): Promise<string> {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/sso/start',
      payload: { email },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { authorizationUrl } = ssoStartReplySchema.parse(started.json()).data;
    return followToCallback(authorizationUrl, TEST_SSO_REDIRECT_URI);
  }

  const completeFrom = (callbackQuery: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/sso/complete',
      payload: { callbackQuery },
      remoteAddress,
    });

  it('refuses the single sign-on callback from a disallowed address and creates nobody', async () => {
    const email = `far.away@${sso.domain}`;
    provider.addIdentity({ email, givenName: 'Far', familyName: 'Away' });

    expectRefused(await completeFrom(await callbackFor(email), DISALLOWED));

    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [refusal] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.organizationId, sso.organization.id), eq(auditLogs.action, 'ip_refused')),
      );
    expect(refusal).toMatchObject({
      ipAddress: DISALLOWED,
      details: expect.objectContaining({ via: 'sso', scope: 'organization', stage: 'sign_in' }),
    });

    const allowed = await completeFrom(await callbackFor(email), ALLOWED);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(sessionReplySchema.parse(allowed.json()).data.user.email).toBe(email);
  });

  it('refuses the single sign-on of a staff member by the staff list, with no session', async () => {
    const moderator = await buildDomainMember(t.db, sso.organization.id, sso.domain);
    await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
    // The organisation's list admits this address; only the staff list refuses it.
    await t.db
      .update(ipAllowlists)
      .set({ ranges: [`${ALLOWED}/32`, `${DISALLOWED}/32`] })
      .where(eq(ipAllowlists.organizationId, sso.organization.id));
    provider.addIdentity({ email: moderator.email, givenName: 'Staff', familyName: 'Member' });

    expectRefused(
      await completeFrom(await callbackFor(moderator.email), DISALLOWED),
      'ipAllowlist.refusedStaff',
    );

    expect(await sessionsOf(moderator.id)).toHaveLength(0);
    expect(await refusalsOf(moderator.id)).toEqual([
      expect.objectContaining({
        organizationId: null,
        details: expect.objectContaining({ via: 'sso', scope: 'staff' }),
      }),
    ]);
  });
});
