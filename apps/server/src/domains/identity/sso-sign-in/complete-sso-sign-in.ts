import { isAppError } from '../../../lib/app-error';
import { classifyOidcFailure, redeemAuthorizationCode } from '../../../lib/oidc/oidc-relying-party';
import type { VerifiedIdentity } from '../../../lib/oidc/oidc-relying-party';
import { openSsoClientSecret } from '../../../lib/secret-box/sso-client-secret';
import type { RequestMeta } from '../auth/request-meta';
import { refuseSignInAddress } from '../auth/sign-in-address-refusal';
import { claimSsoState, findStateOrganization } from './claim-sso-state';
import type { ClaimedState } from './claim-sso-state';
import { provisionSsoMember } from './provision-sso-member';
import type { SsoMember } from './provision-sso-member';
import { recordSsoFailure } from './record-sso-failure';
import { codeVerifierContext } from './sso-sign-in-deps';
import type { SsoSignInDeps } from './sso-sign-in-deps';
import { emailDomain, findSsoProviderOfOrganization } from './sso-provider-of-domain';
import type { SsoProvider } from './sso-provider-of-domain';
import { ssoRefusal } from './sso-refusal';

const FAILURE_KEYS = {
  unavailable: 'sso.providerUnavailable',
  refused: 'sso.providerRefused',
  rejected: 'sso.tokenRejected',
} as const;

/** The callback URL the provider redirected the browser to, rebuilt from the query the web passes on. */
function callbackUrl(redirectUri: string, query: string): URL {
  const url = new URL(redirectUri);
  url.search = query.startsWith('?') ? query.slice(1) : query;
  return url;
}

async function redeem(
  deps: SsoSignInDeps,
  provider: SsoProvider,
  claimed: ClaimedState,
  url: URL,
  state: string,
): Promise<VerifiedIdentity> {
  const clientSecret = openSsoClientSecret(
    deps.secretBox,
    provider.organizationId,
    provider.sealedClientSecret,
  );
  const config = await deps.discovery.configure(
    { issuerUrl: provider.issuerUrl, clientId: provider.clientId, clientSecret },
    deps.policy,
  );
  return redeemAuthorizationCode(config, url, {
    state,
    nonce: claimed.nonce,
    codeVerifier: deps.secretBox.open(claimed.sealedCodeVerifier, codeVerifierContext(claimed.id)),
  });
}

/**
 * Finishes a single sign-on from the provider's redirect: spends the stored state (unknown, expired or
 * replayed: refused), refuses an address outside the organisation's IP allow-list (ADR 041), redeems the
 * code with the PKCE verifier, lets openid-client verify the ID token (signature, issuer, audience,
 * expiry, nonce), requires a verified e-mail in one of the organisation's domains, then links or creates
 * the member. Every refusal is a keyed message and an audit row (`sso_login`, or `ip_refused` for the
 * address); nothing is written for a refused attempt besides that row and the spent state.
 */
export async function completeSsoSignIn(
  deps: SsoSignInDeps,
  callbackQuery: string,
  meta: RequestMeta,
): Promise<SsoMember> {
  const now = deps.now();
  const url = callbackUrl(deps.redirectUri, callbackQuery);
  const state = url.searchParams.get('state') ?? '';
  const claimed = state === '' ? undefined : await claimSsoState(deps.db, state, now);
  if (!claimed) {
    await recordSsoFailure(
      deps.db,
      {
        reason: 'state_invalid',
        organizationId: state === '' ? null : await findStateOrganization(deps.db, state),
      },
      meta,
      now,
    );
    throw ssoRefusal('sso.stateInvalid');
  }
  const fail = async (reason: string, error: Error, detail?: string): Promise<never> => {
    await recordSsoFailure(
      deps.db,
      { reason, organizationId: claimed.organizationId, email: claimed.email, detail },
      meta,
      now,
    );
    throw error;
  };

  const provider = await findSsoProviderOfOrganization(deps.db, claimed.organizationId);
  if (!provider) return fail('provider_removed', ssoRefusal('sso.stateInvalid'));
  // Before the code is redeemed, so a disallowed address creates no member just in time. The staff list
  // (an SSO account that is staff) is checked where the session starts.
  const addressRefusal = await refuseSignInAddress(
    deps.db,
    { userId: null, organizationId: claimed.organizationId, role: 'user' },
    meta,
    now,
    'sso',
  );
  if (addressRefusal) throw addressRefusal;
  let identity: VerifiedIdentity;
  try {
    identity = await redeem(deps, provider, claimed, url, state);
  } catch (error) {
    if (isAppError(error)) return fail('secret_unreadable', error, error.message);
    // A provider that moved its endpoints or keys is asked for its document again next time.
    deps.discovery.forget(provider.issuerUrl);
    const failure = classifyOidcFailure(error);
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return fail(`provider_${failure}`, ssoRefusal(FAILURE_KEYS[failure]), detail);
  }
  if (identity.email === null || identity.emailVerified === false)
    return fail('email_missing', ssoRefusal('sso.emailMissing'), identity.subject);
  const email = identity.email;
  if (!provider.domains.includes(emailDomain(email)))
    return fail('email_outside_domains', ssoRefusal('sso.emailOutsideDomains'), email);
  try {
    return await provisionSsoMember(deps.db, deps.seats, provider, identity, email, meta, now);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return fail(error.messageKey ?? error.code, error, email);
  }
}
