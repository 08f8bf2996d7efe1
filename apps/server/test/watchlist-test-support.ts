import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { watchlistDetailReplySchema } from '@sanctions/contracts';
import type { WatchlistDetail } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { organizationSubscriptions, subscriptionPlans } from '../src/db/schema/billing';
import { postForm, uploadForm } from './bulk-test-support';
import { buildOrganization } from './factories';
import { addMember } from './organization-team';
import type { TeamMember } from './organization-team';

/** An organisation on a plan of its own (with or without watchlist screening), its owner signed in. */
export async function buildWatchlistOrganization(
  app: FastifyInstance,
  db: DbOrTx,
  options: { watchlistScreening?: boolean; bulkScreening?: boolean } = {},
): Promise<{ organizationId: string; owner: TeamMember }> {
  const organization = await buildOrganization(db);
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `watchlist-${randomBytes(4).toString('hex')}`,
      displayName: options.watchlistScreening === false ? 'Lean' : 'Watchful',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      maxSearchesPerMonth: 1_000,
      featureFlags: {
        sanctionsCheck: true,
        watchlistScreening: options.watchlistScreening ?? true,
        bulkScreening: options.bulkScreening ?? true,
      },
    })
    .returning();
  if (!plan) throw new Error('buildWatchlistOrganization: plan insert returned no row');
  await db
    .insert(organizationSubscriptions)
    .values({ organizationId: organization.id, planId: plan.id, status: 'active' });
  const owner = await addMember(app, db, organization.id, 'owner');
  return { organizationId: organization.id, owner };
}

/** Uploads a new watchlist (multipart: name, file) as `token`; answers the raw reply. */
export function postWatchlist(
  app: FastifyInstance,
  token: string | undefined,
  name: string,
  content: string | Uint8Array,
  fileName = 'watchlist.csv',
): Promise<LightMyRequestResponse> {
  return postForm(
    app,
    token,
    '/api/v2/organization/watchlists',
    uploadForm(content, fileName, { name }),
  );
}

/** Uploads a new watchlist and answers its detail; fails the test on any other answer than 201. */
export async function createWatchlist(
  app: FastifyInstance,
  token: string,
  name: string,
  content: string | Uint8Array,
  fileName = 'watchlist.csv',
): Promise<WatchlistDetail> {
  const response = await postWatchlist(app, token, name, content, fileName);
  expect(response.statusCode, response.body).toBe(201);
  return watchlistDetailReplySchema.parse(response.json()).data;
}
