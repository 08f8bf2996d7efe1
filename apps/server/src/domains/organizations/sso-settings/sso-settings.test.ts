import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, ssoSettingsReplySchema } from '@sanctions/contracts';
import { buildUser } from '../../../../test/factories';
import { startTestOidcProvider } from '@sanctions/oidc-test-provider';
import type { TestOidcProvider } from '@sanctions/oidc-test-provider';
import { signInAs } from '../../../../test/organization-team';
import {
  SSO_TEST_ENV,
  TEST_SSO_REDIRECT_URI,
  buildDomainMember,
  organizationWithDomainOwner,
  putSsoSettings,
  settingsFor,
} from '../../../../test/sso-test-support';
import { useTestApp } from '../../../../test/use-test-app';
import { organizationSsoProviders } from '../../../db/schema/single-sign-on';
import { auditLogs } from '../../../db/schema/users';

describe('/api/v2/organization/sso', () => {
  const t = useTestApp({ env: SSO_TEST_ENV });
  let provider: TestOidcProvider;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [TEST_SSO_REDIRECT_URI] });
  });
  afterAll(async () => {
    await provider.close();
  });

  const call = (method: 'GET' | 'DELETE', url: string, token?: string) =>
    t.app.inject({
      method,
      url,
      ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    });
  const refusalOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());

  it('answers 401 to every route without a session', async () => {
    expect((await call('GET', '/api/v2/organization/sso')).statusCode).toBe(401);
    expect((await putSsoSettings(t.app, undefined, {})).statusCode).toBe(401);
    expect((await call('DELETE', '/api/v2/organization/sso')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/v2/organization/sso/domains/a.test')).statusCode).toBe(401);
  });

  it('answers 404 to a standalone account, which has no organisation', async () => {
    const standalone = await buildUser(t.db);
    const { accessToken } = await signInAs(t.app, standalone.email, standalone.plainPassword);
    expect((await call('GET', '/api/v2/organization/sso', accessToken)).statusCode).toBe(404);
  });

  it('refuses admins and members with 403, whatever the body, and saves nothing', async () => {
    const org = await organizationWithDomainOwner(t.app, t.db);
    for (const role of ['admin', 'member'] as const) {
      const user = await buildDomainMember(t.db, org.organization.id, org.domain, role);
      const { accessToken } = await signInAs(t.app, user.email, user.plainPassword);
      const read = await call('GET', '/api/v2/organization/sso', accessToken);
      expect(read.statusCode).toBe(403);
      expect(refusalOf(read).messageKey).toBe('sso.ownersOnly');
      for (const body of [settingsFor(provider, org.domain), { issuerUrl: 'nonsense' }]) {
        expect((await putSsoSettings(t.app, accessToken, body)).statusCode).toBe(403);
      }
    }
    const stored = await t.db
      .select()
      .from(organizationSsoProviders)
      .where(eq(organizationSsoProviders.organizationId, org.organization.id));
    expect(stored).toHaveLength(0);
  });

  it('saves the provider for the owner: secret sealed at rest, never sent back, audited', async () => {
    const org = await organizationWithDomainOwner(t.app, t.db);
    const empty = await call('GET', '/api/v2/organization/sso', org.ownerToken);
    expect(ssoSettingsReplySchema.parse(empty.json()).data).toEqual({
      settings: null,
      redirectUri: TEST_SSO_REDIRECT_URI,
    });

    const saved = await putSsoSettings(
      t.app,
      org.ownerToken,
      settingsFor(provider, org.domain, { defaultRole: 'admin' }),
    );

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(provider.clientSecret);
    expect(ssoSettingsReplySchema.parse(saved.json()).data.settings).toMatchObject({
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      hasClientSecret: true,
      domains: [org.domain],
      defaultRole: 'admin',
      requireSso: false,
      redirectUri: TEST_SSO_REDIRECT_URI,
    });
    const [row] = await t.db
      .select()
      .from(organizationSsoProviders)
      .where(eq(organizationSsoProviders.organizationId, org.organization.id));
    expect(row?.clientSecret).toMatch(/^v1:/);
    expect(row?.clientSecret).not.toContain(provider.clientSecret);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, org.organization.id),
          eq(auditLogs.action, 'sso_settings_changed'),
        ),
      );
    expect(audit).toMatchObject({ actorId: org.owner.id, success: true });
    expect(JSON.stringify(audit?.details)).not.toContain(provider.clientSecret);
  });

  it('keeps the stored secret when a later save leaves it out, and asks for one on the first save', async () => {
    const org = await organizationWithDomainOwner(t.app, t.db);
    const first = await putSsoSettings(
      t.app,
      org.ownerToken,
      settingsFor(provider, org.domain, { clientSecret: undefined }),
    );
    expect(first.statusCode).toBe(400);
    expect(refusalOf(first).messageKey).toBe('sso.secretRequired');

    expect(
      (await putSsoSettings(t.app, org.ownerToken, settingsFor(provider, org.domain))).statusCode,
    ).toBe(200);
    const again = await putSsoSettings(
      t.app,
      org.ownerToken,
      settingsFor(provider, org.domain, { clientSecret: undefined, requireSso: true }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(ssoSettingsReplySchema.parse(again.json()).data.settings?.requireSso).toBe(true);
  });

  it('refuses an issuer that is not https, or that answers no discovery document', async () => {
    const org = await organizationWithDomainOwner(t.app, t.db);
    for (const issuerUrl of ['http://idp.example.com', `${provider.issuer}/no-such-issuer`]) {
      const refused = await putSsoSettings(
        t.app,
        org.ownerToken,
        settingsFor(provider, org.domain, { issuerUrl }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refusalOf(refused)).toMatchObject({
        messageKey: 'sso.issuerInvalid',
        issues: [expect.objectContaining({ path: ['issuerUrl'] })],
      });
    }
  });

  it('refuses a domain no owner of the organisation has a verified address in, and public ones', async () => {
    const org = await organizationWithDomainOwner(t.app, t.db);
    const unproven = await putSsoSettings(
      t.app,
      org.ownerToken,
      settingsFor(provider, org.domain, { domains: [org.domain, 'not-ours.test'] }),
    );
    expect(unproven.statusCode).toBe(400);
    expect(refusalOf(unproven)).toMatchObject({
      messageKey: 'sso.domainUnproven',
      messageParams: { domain: 'not-ours.test' },
    });

    const publicDomain = await putSsoSettings(
      t.app,
      org.ownerToken,
      settingsFor(provider, org.domain, { domains: ['gmail.com'] }),
    );
    expect(refusalOf(publicDomain).messageKey).toBe('sso.domainPublic');
  });

  it("refuses a domain another organisation holds (409), even with an owner's address in it", async () => {
    const first = await organizationWithDomainOwner(t.app, t.db);
    expect(
      (await putSsoSettings(t.app, first.ownerToken, settingsFor(provider, first.domain)))
        .statusCode,
    ).toBe(200);
    const second = await organizationWithDomainOwner(t.app, t.db);
    // The second organisation's owner also holds a verified address in the first one's domain.
    await buildUser(t.db, {
      organizationId: second.organization.id,
      organizationRole: 'owner',
      email: `second-owner@${first.domain}`,
    });

    const refused = await putSsoSettings(
      t.app,
      second.ownerToken,
      settingsFor(provider, second.domain, { domains: [second.domain, first.domain] }),
    );

    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused).messageKey).toBe('sso.domainClaimed');
    const kept = await call('GET', '/api/v2/organization/sso', first.ownerToken);
    expect(ssoSettingsReplySchema.parse(kept.json()).data.settings?.domains).toEqual([
      first.domain,
    ]);
  });

  it("answers 404 when an owner releases another organisation's domain, and releases their own", async () => {
    const first = await organizationWithDomainOwner(t.app, t.db);
    await putSsoSettings(t.app, first.ownerToken, settingsFor(provider, first.domain));
    const second = await organizationWithDomainOwner(t.app, t.db);
    await putSsoSettings(t.app, second.ownerToken, settingsFor(provider, second.domain));

    const foreign = await call(
      'DELETE',
      `/api/v2/organization/sso/domains/${first.domain}`,
      second.ownerToken,
    );
    expect(foreign.statusCode).toBe(404);
    const stillThere = await call('GET', '/api/v2/organization/sso', first.ownerToken);
    expect(ssoSettingsReplySchema.parse(stillThere.json()).data.settings?.domains).toEqual([
      first.domain,
    ]);

    const own = await call(
      'DELETE',
      `/api/v2/organization/sso/domains/${second.domain}`,
      second.ownerToken,
    );
    expect(own.statusCode).toBe(200);
    expect(ssoSettingsReplySchema.parse(own.json()).data.settings?.domains).toEqual([]);
  });

  it("shows each owner only their own organisation's settings, and turns them off", async () => {
    const first = await organizationWithDomainOwner(t.app, t.db);
    await putSsoSettings(t.app, first.ownerToken, settingsFor(provider, first.domain));
    const second = await organizationWithDomainOwner(t.app, t.db);

    const seen = await call('GET', '/api/v2/organization/sso', second.ownerToken);
    expect(ssoSettingsReplySchema.parse(seen.json()).data.settings).toBeNull();

    const removed = await call('DELETE', '/api/v2/organization/sso', first.ownerToken);
    expect(removed.statusCode).toBe(200);
    expect(ssoSettingsReplySchema.parse(removed.json()).data.settings).toBeNull();
    const discover = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/sso/discover',
      payload: { email: `anyone@${first.domain}` },
    });
    expect(discover.json()).toMatchObject({ data: { sso: false } });
  });
});
