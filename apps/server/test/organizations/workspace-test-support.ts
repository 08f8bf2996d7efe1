import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { OrganizationRole } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { buildOrganization, buildSubscription, buildUser } from '../factories';
import type { OrganizationRow } from '../factories';

let signIns = 0;

/** A member of `organizationId` (or a standalone user with null), signed in: id and access token. */
export async function signedInMember(
  app: FastifyInstance,
  db: DbOrTx,
  organizationId: string | null,
  organizationRole: OrganizationRole = 'member',
): Promise<{ id: string; token: string }> {
  const user = await buildUser(db, { organizationId, organizationRole });
  signIns += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    // Each sign-in from its own address: the login rate limit is per IP.
    remoteAddress: `198.51.100.${signIns % 250}`,
    payload: { email: user.email, password: user.plainPassword },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { id: user.id, token: sessionReplySchema.parse(response.json()).data.tokens.accessToken };
}

/** An approved organisation on `planName` with an owner, signed in. */
export async function organizationWithOwner(
  app: FastifyInstance,
  db: DbOrTx,
  options: {
    planName?: 'basic' | 'professional' | 'enterprise';
    organization?: Partial<OrganizationRow>;
  } = {},
) {
  const organization = await buildOrganization(db, options.organization);
  const { subscription, plan } = await buildSubscription(db, {
    organizationId: organization.id,
    planName: options.planName ?? 'basic',
  });
  const owner = await signedInMember(app, db, organization.id, 'owner');
  return { organization, subscription, plan, owner };
}

export function getDetails(
  app: FastifyInstance,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/v2/organization/details',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

export function putSettings(
  app: FastifyInstance,
  token: string | undefined,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/v2/organization/settings',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload,
  });
}
