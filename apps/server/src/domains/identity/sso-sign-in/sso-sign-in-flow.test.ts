import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  sessionReplySchema,
  ssoDiscoverReplySchema,
  ssoStartReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { followToCallback, startTestOidcProvider } from '@sanctions/oidc-test-provider';
import type { TestOidcProvider } from '@sanctions/oidc-test-provider';
import {
  SSO_TEST_ENV,
  TEST_SSO_REDIRECT_URI,
  buildDomainMember,
  organizationWithDomainOwner,
  postSso,
  putSsoSettings,
  settingsFor,
} from '../../../../test/sso-test-support';
import type { SsoOrganization } from '../../../../test/sso-test-support';
import { signInAs } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { DISCOVERY_DOCUMENT_TTL_MS } from '../../../lib/oidc/provider-discovery';
import { auditLogs, users } from '../../../db/schema/users';

const clock = createTestClock(new Date());

describe('single sign-on against a real OpenID provider on loopback', () => {
  const t = useTestApp({ clock, env: SSO_TEST_ENV });
  let provider: TestOidcProvider;
  let org: SsoOrganization;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [TEST_SSO_REDIRECT_URI] });
    org = await organizationWithDomainOwner(t.app, t.db);
    const saved = await putSsoSettings(t.app, org.ownerToken, settingsFor(provider, org.domain));
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await provider.close();
  });
  beforeEach(() => {
    provider.mode = 'honest';
    provider.signInAs = null;
    // Audit rows are stamped by the app clock: each test's rows come after the previous test's.
    clock.advance(1000);
  });

  /** Starts a sign-in for `email` and follows the provider back: the query the web page would pass on. */
  async function signInAtProvider(email: string): Promise<string> {
    const started = await postSso(t.app, 'start', { email });
    expect(started.statusCode, started.body).toBe(200);
    const { authorizationUrl } = ssoStartReplySchema.parse(started.json()).data;
    return followToCallback(authorizationUrl, TEST_SSO_REDIRECT_URI);
  }

  const lastSsoFailure = async (organizationId: string) => {
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, organizationId),
          eq(auditLogs.action, 'sso_login'),
          eq(auditLogs.success, false),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    return row;
  };

  const accountsWithEmail = (email: string) =>
    t.db.select().from(users).where(eq(users.email, email));

  it('tells an address of a claimed domain from any other', async () => {
    const sso = await postSso(t.app, 'discover', { email: `someone@${org.domain}` });
    expect(ssoDiscoverReplySchema.parse(sso.json()).data.sso).toBe(true);
    const other = await postSso(t.app, 'discover', { email: 'someone@elsewhere.test' });
    expect(ssoDiscoverReplySchema.parse(other.json()).data.sso).toBe(false);
  });

  it('sends the browser to the provider with PKCE S256, state, nonce and the address as hint', async () => {
    const email = `hint@${org.domain}`;
    const started = await postSso(t.app, 'start', { email });
    const url = new URL(ssoStartReplySchema.parse(started.json()).data.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('login_hint')).toBe(email);
    expect(url.searchParams.get('redirect_uri')).toBe(TEST_SSO_REDIRECT_URI);
  });

  it('creates a new member just in time, verified, with the default role, and signs them in', async () => {
    const email = `new.analyst@${org.domain}`;
    provider.addIdentity({ email, givenName: 'Lina', familyName: 'Haddad' });

    const callbackQuery = await signInAtProvider(email);
    const completed = await postSso(t.app, 'complete', { callbackQuery });

    expect(completed.statusCode, completed.body).toBe(200);
    const session = sessionReplySchema.parse(completed.json()).data;
    expect(session.user).toMatchObject({
      email,
      firstName: 'Lina',
      lastName: 'Haddad',
      organizationId: org.organization.id,
      organizationRole: 'member',
      isVerified: true,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/auth-simple/me',
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const actions = await t.db
      .select({ action: auditLogs.action, details: auditLogs.details })
      .from(auditLogs)
      .where(eq(auditLogs.userId, session.user.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'sso_member_created' }),
        expect.objectContaining({
          action: 'login',
          details: expect.objectContaining({ via: 'sso' }),
        }),
      ]),
    );
  });

  it('links an existing member by e-mail instead of creating a second account', async () => {
    const member = await buildDomainMember(t.db, org.organization.id, org.domain, 'admin');
    provider.addIdentity({ email: member.email, givenName: 'Omar', familyName: 'Saleh' });

    const completed = await postSso(t.app, 'complete', {
      callbackQuery: await signInAtProvider(member.email),
    });

    expect(completed.statusCode, completed.body).toBe(200);
    const { user } = sessionReplySchema.parse(completed.json()).data;
    expect(user.id).toBe(member.id);
    expect(user.organizationRole).toBe('admin');
    expect(await accountsWithEmail(member.email)).toHaveLength(1);
  });

  it('refuses a replayed redirect: the state works once', async () => {
    const email = `replay@${org.domain}`;
    provider.addIdentity({ email, givenName: 'Rami', familyName: 'Nasser' });
    const callbackQuery = await signInAtProvider(email);
    expect((await postSso(t.app, 'complete', { callbackQuery })).statusCode).toBe(200);

    const replayed = await postSso(t.app, 'complete', { callbackQuery });

    expect(replayed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(replayed.json())).toMatchObject({
      code: 'INVALID_TOKEN',
      messageKey: 'sso.stateInvalid',
    });
    expect(await lastSsoFailure(org.organization.id)).toMatchObject({
      details: expect.objectContaining({ reason: 'state_invalid' }),
    });
  });

  it('refuses a state older than ten minutes, and an unknown one', async () => {
    const email = `late@${org.domain}`;
    provider.addIdentity({ email, givenName: 'Huda', familyName: 'Karim' });
    const callbackQuery = await signInAtProvider(email);
    clock.advance(11 * 60 * 1000);

    const late = await postSso(t.app, 'complete', { callbackQuery });
    expect(errorEnvelopeSchema.parse(late.json()).messageKey).toBe('sso.stateInvalid');
    expect(await accountsWithEmail(email)).toHaveLength(0);

    const forged = await postSso(t.app, 'complete', { callbackQuery: '?code=abc&state=forged' });
    expect(forged.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(forged.json()).messageKey).toBe('sso.stateInvalid');
  });

  it.each([
    { mode: 'tamper-signature', what: 'a token whose signature was altered' },
    { mode: 'foreign-audience', what: 'a token issued for another client' },
  ] as const)('refuses $what and creates nobody', async ({ mode }) => {
    const email = `${mode}@${org.domain}`;
    provider.addIdentity({ email, givenName: 'Test', familyName: 'Person' });
    const callbackQuery = await signInAtProvider(email);
    provider.mode = mode;

    const refused = await postSso(t.app, 'complete', { callbackQuery });

    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('sso.tokenRejected');
    expect(await accountsWithEmail(email)).toHaveLength(0);
    expect(await lastSsoFailure(org.organization.id)).toMatchObject({
      details: expect.objectContaining({ reason: 'provider_rejected', email }),
    });
  });

  it('refuses an address the provider sends outside the organisation domains', async () => {
    const outsider = 'visitor@elsewhere.test';
    provider.addIdentity({ email: outsider, givenName: 'Vis', familyName: 'Itor' });
    provider.signInAs = outsider;

    const refused = await postSso(t.app, 'complete', {
      callbackQuery: await signInAtProvider(`hinted@${org.domain}`),
    });

    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('sso.emailOutsideDomains');
    expect(await accountsWithEmail(outsider)).toHaveLength(0);
  });

  it("refuses an address that is another organisation's account", async () => {
    const elsewhere = await buildOrganization(t.db);
    const stranger = await buildUser(t.db, {
      organizationId: elsewhere.id,
      organizationRole: 'member',
      email: `stranger@${org.domain}`,
    });
    provider.addIdentity({ email: stranger.email, givenName: 'S', familyName: 'T' });

    const refused = await postSso(t.app, 'complete', {
      callbackQuery: await signInAtProvider(stranger.email),
    });

    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('sso.accountElsewhere');
    const [unchanged] = await accountsWithEmail(stranger.email);
    expect(unchanged?.organizationId).toBe(elsewhere.id);
  });

  it('answers 503 with a clear message and an audit row when the provider is down', async () => {
    // Its discovery document is kept ten minutes (ADR 041): past that, the start must ask for it. The
    // owner's access token lapses meanwhile; the later tests need a fresh one.
    clock.advance(DISCOVERY_DOCUMENT_TTL_MS + 1000);
    org.ownerToken = (await signInAs(t.app, org.owner.email, org.owner.plainPassword)).accessToken;
    provider.mode = 'down';

    const refused = await postSso(t.app, 'start', { email: `down@${org.domain}` });

    expect(refused.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('sso.providerUnavailable');
    expect(await lastSsoFailure(org.organization.id)).toMatchObject({
      details: expect.objectContaining({ reason: 'provider_unavailable' }),
    });
  });

  it('answers 503 when the provider goes down between the start and the redirect back', async () => {
    const email = `midway@${org.domain}`;
    provider.addIdentity({ email, givenName: 'Mid', familyName: 'Way' });
    const callbackQuery = await signInAtProvider(email);
    provider.mode = 'down';

    const refused = await postSso(t.app, 'complete', { callbackQuery });

    expect(refused.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('sso.providerUnavailable');
    expect(await accountsWithEmail(email)).toHaveLength(0);
  });

  describe('with single sign-on required', () => {
    let member: Awaited<ReturnType<typeof buildDomainMember>>;

    beforeAll(async () => {
      provider.mode = 'honest';
      member = await buildDomainMember(t.db, org.organization.id, org.domain);
      const saved = await putSsoSettings(
        t.app,
        org.ownerToken,
        settingsFor(provider, org.domain, { requireSso: true, clientSecret: undefined }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    });

    const passwordSignIn = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth-simple/login',
        payload: { email, password },
      });

    it("refuses a member's correct password, with an audit row", async () => {
      const refused = await passwordSignIn(member.email, member.plainPassword);

      expect(refused.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('sso.passwordDisabled');
      const [row] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, member.id), eq(auditLogs.action, 'login')))
        .orderBy(desc(auditLogs.createdAt))
        .limit(1);
      expect(row).toMatchObject({
        success: false,
        details: expect.objectContaining({ reason: 'sso_required' }),
      });
    });

    it('still refuses a wrong password as wrong, telling nothing about single sign-on', async () => {
      const refused = await passwordSignIn(member.email, 'Not-The-Password-1!');
      expect(refused.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBeUndefined();
    });

    it('keeps the owner out with a bare password: break-glass needs two-factor', async () => {
      const refused = await passwordSignIn(org.owner.email, org.owner.plainPassword);
      expect(refused.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe(
        'sso.breakGlassNeedsTwoFactor',
      );
    });

    it('lets the member in through the provider', async () => {
      provider.addIdentity({ email: member.email, givenName: 'M', familyName: 'B' });
      const completed = await postSso(t.app, 'complete', {
        callbackQuery: await signInAtProvider(member.email),
      });
      expect(completed.statusCode, completed.body).toBe(200);
      expect(sessionReplySchema.parse(completed.json()).data.user.id).toBe(member.id);
    });
  });
});
