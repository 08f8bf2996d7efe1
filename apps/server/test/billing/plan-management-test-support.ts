import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { CreatePlanInput, Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { buildUser } from '../factories';

/** A new account of that role, signed in through the real login route: its id and access token. */
export async function signedInAs(
  app: FastifyInstance,
  db: DbOrTx,
  role: Role,
): Promise<{ id: string; accessToken: string }> {
  const user = await buildUser(db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    payload: { email: user.email, password: user.plainPassword },
  });
  const reply = sessionReplySchema.parse(response.json());
  return { id: user.id, accessToken: reply.data.tokens.accessToken };
}

/** A valid create body with a fresh name; `overrides` replace fields. */
export function planBody(overrides: Partial<CreatePlanInput> = {}): CreatePlanInput {
  return {
    name: `team-${randomBytes(4).toString('hex')}`,
    displayName: 'Team',
    description: 'For small compliance teams',
    monthlyPrice: 14_900,
    yearlyPrice: 149_000,
    maxUsers: 10,
    maxSearchesPerMonth: 1_000,
    maxApiCalls: 5_000,
    additionalCheckPrice: 25,
    features: {
      sanctionsCheck: true,
      pepCheck: true,
      watchlistScreening: true,
      bulkScreening: false,
      realtimeAlerts: false,
      apiAccess: true,
      advancedReporting: false,
      dedicatedSupport: false,
    },
    highlights: {
      en: ['1,000 searches per month', 'API access'],
      ar: ['١٬٠٠٠ بحث شهرياً', 'واجهة برمجية'],
    },
    sortOrder: 15,
    ...overrides,
  };
}

/** One call to the plan management API, with a bearer token when given. */
export function callPlans(
  app: FastifyInstance,
  accessToken: string | undefined,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url?: string; payload?: object },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url ?? '/api/v2/admin/plans',
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
