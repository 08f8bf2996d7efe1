import * as oidc from 'openid-client';

/** How the server may reach identity providers. */
export interface OidcReachPolicy {
  /** `loopback` admits http:// issuers on this machine only (tests); otherwise https is required. */
  allowInsecure: 'off' | 'loopback';
  /** Seconds a discovery, token or key request may take before the provider counts as unavailable. */
  timeoutSeconds?: number;
}

/** What the server needs to act as one organisation's relying party. */
export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

const DEFAULT_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * True when the issuer URL may be used under the policy: https, or http to this machine when the policy
 * admits loopback. Nothing else is fetched, so an owner cannot point the server at a plain-http address.
 */
export function isIssuerUrlAllowed(issuerUrl: string, policy: OidcReachPolicy): boolean {
  let url: URL;
  try {
    url = new URL(issuerUrl);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return false;
  if (url.protocol === 'https:') return true;
  return (
    url.protocol === 'http:' && policy.allowInsecure === 'loopback' && isLoopbackHost(url.hostname)
  );
}

/** openid-client's options every configuration of ours gets: signatures checked, http only on loopback. */
function configurationOptions(issuerUrl: string): ((config: oidc.Configuration) => void)[] {
  const execute = [oidc.enableNonRepudiationChecks];
  if (new URL(issuerUrl).protocol === 'http:') execute.push(oidc.allowInsecureRequests);
  return execute;
}

/**
 * The provider's configuration from its discovery document (openid-client checks that the document's
 * `issuer` is the URL asked for). The client authenticates at the token endpoint with its secret
 * (client_secret_basic, the method every provider supports by default). ID token signatures are checked
 * against the provider's published keys (`enableNonRepudiationChecks`): OIDC lets a client rely on TLS
 * alone for a token from the token endpoint, but the issue asks for the signature, and the audit trail
 * then rests on a token the provider provably signed.
 */
export async function discoverProvider(
  settings: OidcClientSettings,
  policy: OidcReachPolicy,
): Promise<oidc.Configuration> {
  if (!isIssuerUrlAllowed(settings.issuerUrl, policy))
    throw new TypeError('The issuer URL is not allowed by the server policy');
  return oidc.discovery(
    new URL(settings.issuerUrl),
    settings.clientId,
    undefined,
    oidc.ClientSecretBasic(settings.clientSecret),
    {
      timeout: policy.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      execute: configurationOptions(settings.issuerUrl),
    },
  );
}

/**
 * The same configuration as {@link discoverProvider}, built from a discovery document fetched earlier
 * (`Configuration.serverMetadata()` of a discovered one), without asking the provider again.
 */
export function configurationFromDocument(
  document: oidc.ServerMetadata,
  settings: OidcClientSettings,
  policy: OidcReachPolicy,
): oidc.Configuration {
  if (!isIssuerUrlAllowed(settings.issuerUrl, policy))
    throw new TypeError('The issuer URL is not allowed by the server policy');
  const config = new oidc.Configuration(
    document,
    settings.clientId,
    undefined,
    oidc.ClientSecretBasic(settings.clientSecret),
  );
  config.timeout = policy.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  for (const apply of configurationOptions(settings.issuerUrl)) apply(config);
  return config;
}

/** The secrets of one authorization request, kept by the server until the provider redirects back. */
export interface AuthorizationRequestSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Fresh state, nonce and PKCE verifier (openid-client's generators). */
export function newAuthorizationRequestSecrets(): AuthorizationRequestSecrets {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The provider's authorization URL: code flow, PKCE S256, state and nonce, the typed address as hint. */
export async function buildSignInUrl(
  config: oidc.Configuration,
  input: { redirectUri: string; secrets: AuthorizationRequestSecrets; loginHint: string },
): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(input.secrets.codeVerifier),
    code_challenge_method: 'S256',
    state: input.secrets.state,
    nonce: input.secrets.nonce,
    login_hint: input.loginHint,
  });
}

/** The claims of a verified ID token this server relies on. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

function stringClaim(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Redeems the code of the provider's redirect: openid-client checks the state, sends the PKCE verifier,
 * and verifies the ID token (signature against the provider's published keys, issuer, audience = our
 * client id, expiry, nonce). An e-mail missing from the ID token is read from UserInfo. Throws the
 * library's error when any check fails.
 */
export async function redeemAuthorizationCode(
  config: oidc.Configuration,
  callbackUrl: URL,
  secrets: AuthorizationRequestSecrets,
): Promise<VerifiedIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (claims === undefined) throw new TypeError('The token response held no ID token');
  // Providers that keep profile claims out of the ID token give them at the UserInfo endpoint, for the
  // subject the verified ID token named (openid-client checks that `sub` matches).
  const extra =
    typeof claims['email'] === 'string'
      ? {}
      : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  const record: Record<string, unknown> = { ...extra, ...claims };
  const verified = record['email_verified'];
  return {
    subject: claims.sub,
    email: stringClaim(record, 'email')?.toLowerCase() ?? null,
    emailVerified: typeof verified === 'boolean' ? verified : null,
    givenName: stringClaim(record, 'given_name'),
    familyName: stringClaim(record, 'family_name'),
    name: stringClaim(record, 'name'),
  };
}

/** Why a provider exchange failed, as the sign-in reports it. */
export type OidcFailure = 'unavailable' | 'refused' | 'rejected';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function isUnreachable(link: unknown): boolean {
  if (link instanceof Error && (link.name === 'TimeoutError' || link.name === 'AbortError'))
    return true;
  if (link instanceof TypeError && link.message === 'fetch failed') return true;
  if (typeof link === 'object' && link !== null && 'code' in link) {
    const { code } = link;
    return typeof code === 'string' && NETWORK_CODES.has(code);
  }
  if (link instanceof Response) return link.status >= 500;
  return false;
}

/**
 * Sorts a failed exchange: the provider could not be reached or answered with a server error
 * (`unavailable`), it redirected back with an OAuth error such as access_denied (`refused`), or its answer
 * failed a check: state, token endpoint error, signature, audience, nonce, expiry (`rejected`).
 */
export function classifyOidcFailure(error: unknown): OidcFailure {
  if (causes(error).some(isUnreachable)) return 'unavailable';
  if (error instanceof oidc.AuthorizationResponseError) return 'refused';
  return 'rejected';
}
