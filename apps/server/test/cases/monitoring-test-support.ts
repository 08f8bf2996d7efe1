import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bulkJobCreatedSchema } from '@sanctions/contracts';
import type { BulkJobCreated } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../src/db/schema/billing';
import { buildOrganization } from '../factories';
import { createSignedInUser } from '../search-test-support';

/** An organisation on an active plan with bulk screening, with a signed-in member. */
export async function buildMonitoringOrganization(app: FastifyInstance, db: DbOrTx) {
  const organization = await buildOrganization(db);
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `monitoring-${randomBytes(4).toString('hex')}`,
      displayName: 'Monitoring Test',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      maxSearchesPerMonth: 1_000,
      featureFlags: { bulkScreening: true },
    })
    .returning();
  if (!plan) throw new Error('buildMonitoringOrganization: plan insert returned no row');
  await db.insert(organizationSubscriptions).values({
    organizationId: organization.id,
    planId: plan.id,
    status: 'active',
    billingCycle: 'monthly',
  });
  const member = await createSignedInUser(app, db, {
    organizationId: organization.id,
    organizationRole: 'member',
  });
  return { organization, member };
}

/** Starts a bulk job from a CSV text through the real upload route; answers its 202 reply. */
export async function startBulkCsv(
  app: FastifyInstance,
  token: string,
  csv: string,
): Promise<BulkJobCreated> {
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode(csv)]), 'customers.csv');
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/bulk-search',
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(202);
  return bulkJobCreatedSchema.parse(response.json().data);
}

/** Runs queued jobs until none is due. */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  while ((await app.jobs.runOnce()) > 0) {
    // runOnce runs every due job; a job may queue others.
  }
}
