import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OrganizationRole, SsoSettingsBody } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { buildOrganization, buildUser } from './factories';
import type { OrganizationRow, UserRow } from './factories';
import type { TestOidcProvider } from '@sanctions/oidc-test-provider';
import { signInAs } from './organization-team';

/** The redirect URI of the test app (testEnv's PUBLIC_URL) registered at the loopback provider. */
export const TEST_SSO_REDIRECT_URI = 'http://localhost:3000/sso/callback';

/** Env of an app that may reach the loopback provider over http. */
export const SSO_TEST_ENV = { SSO_ALLOW_INSECURE: 'loopback' } as const;

/** A domain no other test uses. */
export function uniqueDomain(): string {
  return `corp-${randomBytes(4).toString('hex')}.test`;
}

export interface SsoOrganization {
  organization: OrganizationRow;
  domain: string;
  owner: UserRow & { plainPassword: string };
  ownerToken: string;
}

/** An approved organisation whose owner has a verified address in a fresh domain, signed in. */
export async function organizationWithDomainOwner(
  app: FastifyInstance,
  db: DbOrTx,
): Promise<SsoOrganization> {
  const domain = uniqueDomain();
  const organization = await buildOrganization(db);
  const owner = await buildUser(db, {
    organizationId: organization.id,
    organizationRole: 'owner',
    email: `owner@${domain}`,
  });
  const { accessToken } = await signInAs(app, owner.email, owner.plainPassword);
  return { organization, domain, owner, ownerToken: accessToken };
}

/** A member of the organisation with an address in `domain`. */
export function buildDomainMember(
  db: DbOrTx,
  organizationId: string,
  domain: string,
  organizationRole: OrganizationRole = 'member',
) {
  return buildUser(db, {
    organizationId,
    organizationRole,
    email: `member-${randomBytes(3).toString('hex')}@${domain}`,
  });
}

/** Settings pointing at the loopback provider for `domain`. */
export function settingsFor(
  provider: TestOidcProvider,
  domain: string,
  overrides: Partial<SsoSettingsBody> = {},
): SsoSettingsBody {
  return {
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: [domain],
    defaultRole: 'member',
    requireSso: false,
    ...overrides,
  };
}

export function putSsoSettings(
  app: FastifyInstance,
  token: string | undefined,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/v2/organization/sso',
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    payload: body,
  });
}

/** POSTs to one of the public single sign-on routes. */
export function postSso(
  app: FastifyInstance,
  step: 'discover' | 'start' | 'complete',
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/v2/auth-simple/sso/${step}`, payload });
}
