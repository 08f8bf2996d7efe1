import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { OrganizationRole } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { organizationSubscriptions, subscriptionPlans } from '../src/db/schema/billing';
import { buildOrganization, buildUser } from './factories';
import type { OrganizationRow, UserRow } from './factories';

/** A signed-in account of a test organisation. */
export interface TeamMember {
  user: UserRow & { plainPassword: string };
  accessToken: string;
  refreshToken: string;
}

export interface Team {
  organization: OrganizationRow;
  owner: TeamMember;
}

/** Signs in through the real route; throws with the reply when it fails. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionReplySchema.parse(response.json()).data.tokens;
}

/** A plan with a user limit (unique name) to fill up in tests. */
export async function buildPlanWithSeats(
  db: DbOrTx,
  options: { maxUsers: number | null; maxSearchesPerMonth?: number | null },
) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `team-${randomBytes(4).toString('hex')}`,
      displayName: 'Team',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      maxUsers: options.maxUsers,
      maxSearchesPerMonth:
        options.maxSearchesPerMonth === undefined ? 250 : options.maxSearchesPerMonth,
    })
    .returning();
  if (!plan) throw new Error('buildPlanWithSeats: insert returned no row');
  return plan;
}

/** A member of `organizationId` with that role, signed in. */
export async function addMember(
  app: FastifyInstance,
  db: DbOrTx,
  organizationId: string,
  organizationRole: OrganizationRole,
): Promise<TeamMember> {
  const user = await buildUser(db, { organizationId, organizationRole });
  const tokens = await signInAs(app, user.email, user.plainPassword);
  return { user, ...tokens };
}

/** An approved organisation on a plan of `maxUsers` seats (trial), with its owner signed in. */
export async function buildTeam(
  app: FastifyInstance,
  db: DbOrTx,
  options: { maxUsers?: number | null; maxSearchesPerMonth?: number | null } = {},
): Promise<Team> {
  const organization = await buildOrganization(db);
  const plan = await buildPlanWithSeats(db, {
    maxUsers: options.maxUsers === undefined ? 5 : options.maxUsers,
    ...(options.maxSearchesPerMonth === undefined
      ? {}
      : { maxSearchesPerMonth: options.maxSearchesPerMonth }),
  });
  await db
    .insert(organizationSubscriptions)
    .values({ organizationId: organization.id, planId: plan.id, status: 'trial' });
  const owner = await addMember(app, db, organization.id, 'owner');
  return { organization, owner };
}

/** A request with a bearer token when given, and a JSON body when given. */
export function callAs(
  app: FastifyInstance,
  accessToken: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
}
