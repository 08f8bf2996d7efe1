import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { organizationSignupReplySchema, sessionReplySchema } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { buildUser } from '../factories';

export const OWNER_PASSWORD = 'Owner-Passw0rd!';

let applications = 0;

export interface Application {
  organizationId: string;
  name: string;
  displayName: string;
  ownerEmail: string;
}

/** Applies through the public sign-up route, as the wizard does; each call from its own IP (rate limit). */
export async function applyForOrganization(
  app: FastifyInstance,
  subscription: { planName: string; billingCycle: string } = {
    planName: 'professional',
    billingCycle: 'yearly',
  },
  language: 'en' | 'ar' = 'en',
): Promise<Application> {
  applications += 1;
  const suffix = randomBytes(4).toString('hex');
  const name = `Levant Exchange ${suffix}`;
  const displayName = `Levant Exchange ${suffix} LLC`;
  const ownerEmail = `owner-${suffix}@levant.example`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/organization/create',
    remoteAddress: `192.0.2.${applications % 250}`,
    payload: {
      organization: { name, displayName, contactEmail: `desk-${suffix}@levant.example` },
      subscription,
      user: { firstName: 'Karim', lastName: 'Haddad', email: ownerEmail, password: OWNER_PASSWORD },
      language,
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const reply = organizationSignupReplySchema.parse(response.json());
  return { organizationId: reply.data.organization.id, name, displayName, ownerEmail };
}

export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    payload: { email, password },
  });
}

/** A new account of that role, signed in: its id and access token. */
export async function signedInAs(
  app: FastifyInstance,
  db: DbOrTx,
  role: Role,
): Promise<{ id: string; accessToken: string }> {
  const user = await buildUser(db, { role });
  const response = await postLogin(app, user.email, user.plainPassword);
  const reply = sessionReplySchema.parse(response.json());
  return { id: user.id, accessToken: reply.data.tokens.accessToken };
}

/** POST .../{id}/approve or /reject, with a bearer token and a JSON body when given. */
export function decide(
  app: FastifyInstance,
  accessToken: string | undefined,
  organizationId: string,
  decision: 'approve' | 'reject',
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v2/admin/organizations/${organizationId}/${decision}`,
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
}
