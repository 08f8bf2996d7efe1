import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema/users';
import { callAs } from '../organization-team';

/** POST /api/v2/organization/invitations as the bearer of `accessToken`. */
export function postInvitation(
  app: FastifyInstance,
  accessToken: string | undefined,
  email: string,
  role: 'admin' | 'member' = 'member',
): Promise<LightMyRequestResponse> {
  return callAs(app, accessToken, 'POST', '/api/v2/organization/invitations', { email, role });
}

/** The token of the newest invitation e-mail queued for `email`, read from the link in its text. */
export async function invitationTokenFor(db: DbOrTx, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'organization-invitation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/invitations\/([A-Za-z0-9_-]{32,})/.exec(mail?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`no invitation e-mail for ${email}`);
  return token;
}

/** Invites `email` and returns the link's token; throws unless the invitation was created. */
export async function invite(
  app: FastifyInstance,
  db: DbOrTx,
  accessToken: string,
  email: string,
  role: 'admin' | 'member' = 'member',
): Promise<string> {
  const response = await postInvitation(app, accessToken, email, role);
  if (response.statusCode !== 201)
    throw new Error(`invitation failed: ${response.statusCode} ${response.body}`);
  return invitationTokenFor(db, email);
}

/** POST /api/v2/organization/invitations/accept, signed in when a token is given. */
export function postAccept(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  accessToken?: string,
): Promise<LightMyRequestResponse> {
  return callAs(app, accessToken, 'POST', '/api/v2/organization/invitations/accept', payload);
}

let addresses = 0;
/** A fresh invitee address. */
export function newAddress(): string {
  addresses += 1;
  return `invitee-${Date.now().toString(36)}-${addresses}@team.example`;
}
