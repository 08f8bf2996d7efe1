import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { buildUser } from '../factories';
import type { BuildUserOptions } from '../factories';

export interface SignedIn {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

let signIns = 0;

/** A new account of that role, signed in through the login route (each from its own address). */
export async function signedInAs(
  app: FastifyInstance,
  db: DbOrTx,
  role: Role,
  options: BuildUserOptions = {},
): Promise<SignedIn> {
  const user = await buildUser(db, { ...options, role });
  signIns += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    remoteAddress: `198.51.100.${signIns % 250}`,
    payload: { email: user.email, password: user.plainPassword },
  });
  const reply = sessionReplySchema.parse(response.json());
  return {
    id: user.id,
    email: user.email,
    accessToken: reply.data.tokens.accessToken,
    refreshToken: reply.data.tokens.refreshToken,
  };
}

const bearer = (accessToken: string | undefined) =>
  accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` };

export function getUsers(
  app: FastifyInstance,
  accessToken: string | undefined,
  query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/v2/admin/users${query}`,
    headers: bearer(accessToken),
  });
}

export function putUser(
  app: FastifyInstance,
  accessToken: string | undefined,
  userId: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/v2/admin/users/${userId}`,
    headers: { ...bearer(accessToken), 'user-agent': 'staff-browser/1.0' },
    payload,
  });
}

export function deleteUser(
  app: FastifyInstance,
  accessToken: string | undefined,
  userId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'DELETE',
    url: `/api/v2/admin/users/${userId}`,
    headers: bearer(accessToken),
  });
}

export function getUserAudit(
  app: FastifyInstance,
  accessToken: string | undefined,
  userId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/v2/admin/users/${userId}/audit`,
    headers: bearer(accessToken),
  });
}
