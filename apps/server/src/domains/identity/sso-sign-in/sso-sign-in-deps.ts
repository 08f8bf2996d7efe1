import type { Db } from '../../../db/client';
import type { OidcReachPolicy } from '../../../lib/oidc/oidc-relying-party';
import type { ProviderDiscovery } from '../../../lib/oidc/provider-discovery';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import type { OrganizationSeats } from './organization-seats';

/** What the single sign-on services need from the app. */
export interface SsoSignInDeps {
  db: Db;
  secretBox: SecretBox;
  seats: OrganizationSeats;
  policy: OidcReachPolicy;
  /** Providers' configurations, their discovery documents kept a short while (ADR 041). */
  discovery: ProviderDiscovery;
  /** The web page the provider redirects back to (registered at the provider). */
  redirectUri: string;
  now: () => Date;
}

/** How long a started sign-in waits for the provider's redirect. */
export const SSO_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** Associated data of a sign-in's sealed PKCE verifier: it opens on its own row only. */
export function codeVerifierContext(stateId: string): string {
  return `sso_login_states.code_verifier:${stateId}`;
}
