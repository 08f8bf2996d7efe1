import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReplySchema, ssoStartReplySchema } from '@sanctions/contracts';
import { followToCallback, startTestOidcProvider } from '@sanctions/oidc-test-provider';
import type { TestOidcProvider } from '@sanctions/oidc-test-provider';
import { createTestClock } from '../../../../test/build-app';
import {
  SSO_TEST_ENV,
  TEST_SSO_REDIRECT_URI,
  organizationWithDomainOwner,
  postSso,
  putSsoSettings,
  settingsFor,
} from '../../../../test/sso-test-support';
import type { SsoOrganization } from '../../../../test/sso-test-support';
import { useTestApp } from '../../../../test/use-test-app';
import { DISCOVERY_DOCUMENT_TTL_MS } from '../../../lib/oidc/provider-discovery';

const clock = createTestClock(new Date());

// ADR 041: the provider's discovery document is kept per issuer for ten minutes, and fetched afresh
// when an owner saves the settings, so a sign-in does not ask the provider for it each time.
describe('the discovery document of a single sign-on provider is cached', () => {
  const t = useTestApp({ clock, env: SSO_TEST_ENV });
  let provider: TestOidcProvider;
  let org: SsoOrganization;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [TEST_SSO_REDIRECT_URI] });
    org = await organizationWithDomainOwner(t.app, t.db);
  });
  afterAll(async () => {
    await provider?.close();
  });

  const save = async () => {
    const saved = await putSsoSettings(t.app, org.ownerToken, settingsFor(provider, org.domain));
    expect(saved.statusCode, saved.body).toBe(200);
  };

  /** A whole sign-in (start, the provider, completion) of a new member; its session proves it worked. */
  async function signIn(name: string) {
    const email = `${name}@${org.domain}`;
    provider.addIdentity({ email, givenName: name, familyName: 'Test' });
    const started = await postSso(t.app, 'start', { email });
    expect(started.statusCode, started.body).toBe(200);
    const { authorizationUrl } = ssoStartReplySchema.parse(started.json()).data;
    const callbackQuery = await followToCallback(authorizationUrl, TEST_SSO_REDIRECT_URI);
    const completed = await postSso(t.app, 'complete', { callbackQuery });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(sessionReplySchema.parse(completed.json()).data.user.email).toBe(email);
  }

  it('fetches it once on save, then signs in twice without asking again', async () => {
    const before = provider.discoveryRequests;
    await save();
    expect(provider.discoveryRequests).toBe(before + 1);

    await signIn('first');
    await signIn('second');

    expect(provider.discoveryRequests).toBe(before + 1);
  });

  it('fetches it again once the ten minutes have passed, then keeps the new one', async () => {
    await signIn('warm');
    const before = provider.discoveryRequests;
    clock.advance(DISCOVERY_DOCUMENT_TTL_MS + 1000);

    await signIn('after-ttl');
    await signIn('after-ttl-again');

    expect(provider.discoveryRequests).toBe(before + 1);
  });

  it('fetches it afresh when the owner saves the settings again', async () => {
    await signIn('before-save');
    const before = provider.discoveryRequests;

    await save();
    await signIn('after-save');

    expect(provider.discoveryRequests).toBe(before + 1);
  });

  it('asks again after a failed exchange instead of trusting the kept document', async () => {
    await signIn('before-outage');
    const email = `outage@${org.domain}`;
    provider.addIdentity({ email, givenName: 'Out', familyName: 'Age' });
    const started = await postSso(t.app, 'start', { email });
    const { authorizationUrl } = ssoStartReplySchema.parse(started.json()).data;
    const callbackQuery = await followToCallback(authorizationUrl, TEST_SSO_REDIRECT_URI);
    provider.mode = 'down';
    const refused = await postSso(t.app, 'complete', { callbackQuery });
    provider.mode = 'honest';
    expect(refused.statusCode, refused.body).toBe(503);
    const before = provider.discoveryRequests;

    await signIn('after-outage');

    expect(provider.discoveryRequests).toBe(before + 1);
  });
});
