import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { ssoLoginStates } from '../../../db/schema/single-sign-on';
import { AppError } from '../../../lib/app-error';
import {
  buildSignInUrl,
  newAuthorizationRequestSecrets,
} from '../../../lib/oidc/oidc-relying-party';
import { openSsoClientSecret } from '../../../lib/secret-box/sso-client-secret';
import { hashToken } from '../../../lib/tokens';
import type { RequestMeta } from '../auth/request-meta';
import { recordSsoFailure } from './record-sso-failure';
import { SSO_STATE_LIFETIME_MS, codeVerifierContext } from './sso-sign-in-deps';
import type { SsoSignInDeps } from './sso-sign-in-deps';
import { findSsoProviderForEmail } from './sso-provider-of-domain';
import { ssoRefusal } from './sso-refusal';

const NOT_SSO_MESSAGE = 'This e-mail address does not sign in with single sign-on.';

/**
 * Starts a single sign-on for an address of a claimed domain: discovers the organisation's provider, keeps
 * a fresh state (hashed), nonce and PKCE verifier (sealed) for ten minutes, and returns the provider's
 * authorization URL. A provider that cannot be reached answers 503 with an audit row; nothing is kept.
 */
export async function startSsoSignIn(
  deps: SsoSignInDeps,
  email: string,
  meta: RequestMeta,
): Promise<string> {
  const now = deps.now();
  const provider = await findSsoProviderForEmail(deps.db, email);
  if (!provider) throw new AppError('NOT_FOUND', NOT_SSO_MESSAGE);
  const clientSecret = openSsoClientSecret(
    deps.secretBox,
    provider.organizationId,
    provider.sealedClientSecret,
  );
  const secrets = newAuthorizationRequestSecrets();
  let authorizationUrl: URL;
  try {
    const config = await deps.discovery.configure(
      { issuerUrl: provider.issuerUrl, clientId: provider.clientId, clientSecret },
      deps.policy,
    );
    authorizationUrl = await buildSignInUrl(config, {
      redirectUri: deps.redirectUri,
      secrets,
      loginHint: email,
    });
  } catch (error) {
    deps.discovery.forget(provider.issuerUrl);
    await recordSsoFailure(
      deps.db,
      {
        reason: 'provider_unavailable',
        organizationId: provider.organizationId,
        email,
        detail: error instanceof Error ? error.message : String(error),
      },
      meta,
      now,
    );
    throw ssoRefusal('sso.providerUnavailable');
  }
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    // Spent and lapsed states are of no further use; clearing them here keeps the table small.
    await tx.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
    await tx.insert(ssoLoginStates).values({
      id,
      stateHash: hashToken(secrets.state),
      organizationId: provider.organizationId,
      email,
      codeVerifier: deps.secretBox.seal(secrets.codeVerifier, codeVerifierContext(id)),
      nonce: secrets.nonce,
      expiresAt: new Date(now.getTime() + SSO_STATE_LIFETIME_MS),
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      createdAt: now,
    });
  });
  return authorizationUrl.href;
}
