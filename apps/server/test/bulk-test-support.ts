import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bulkJobCreatedSchema, bulkJobSchema } from '@sanctions/contracts';
import type { BulkJob, BulkJobCreated } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { organizationSubscriptions, subscriptionPlans } from '../src/db/schema/billing';
import { buildOrganization } from './factories';
import { createSignedInUser } from './search-test-support';

/** A multipart form with `file` and the given text fields. */
export function uploadForm(
  content: string | Uint8Array,
  fileName = 'customers.csv',
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new Blob([bytes]), fileName);
  return form;
}

/** POST of a multipart form, signed in when `token` is given. */
export function postForm(
  app: FastifyInstance,
  token: string | undefined,
  url: string,
  form: FormData,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form,
  });
}

/** Starts a job and answers its 202 reply, parsed. */
export async function startBulkJob(
  app: FastifyInstance,
  token: string,
  form: FormData,
): Promise<BulkJobCreated> {
  const response = await postForm(app, token, '/api/v2/bulk-search', form);
  expect(response.statusCode, response.body).toBe(202);
  return bulkJobCreatedSchema.parse(response.json().data);
}

/** GET with a bearer token. */
export function getAs(
  app: FastifyInstance,
  token: string | undefined,
  url: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The job's status as the API shows it. */
export async function jobStatus(
  app: FastifyInstance,
  token: string,
  jobId: string,
): Promise<BulkJob> {
  const response = await getAs(app, token, `/api/v2/bulk-search/${jobId}`);
  expect(response.statusCode, response.body).toBe(200);
  return bulkJobSchema.parse(response.json().data);
}

/** Runs queued jobs until none is due. */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  while ((await app.jobs.runOnce()) > 0) {
    // runOnce runs every due job; a job may queue others.
  }
}

/** An organisation on a plan of its own, with a signed-in member. */
export async function buildBulkOrganization(
  app: FastifyInstance,
  db: DbOrTx,
  options: {
    bulkScreening?: boolean;
    maxSearchesPerMonth?: number | null;
    additionalCheckPrice?: number;
    status?: 'active' | 'trial' | 'suspended' | 'cancelled';
    organizationRole?: 'owner' | 'admin' | 'member';
    /** The plan sells PEP screening (ADR 040). */
    pepCheck?: boolean;
  } = {},
) {
  const organization = await buildOrganization(db);
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `bulk-${randomBytes(4).toString('hex')}`,
      displayName: 'Bulk Test',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      maxSearchesPerMonth:
        options.maxSearchesPerMonth === undefined ? 1_000 : options.maxSearchesPerMonth,
      additionalCheckPrice: options.additionalCheckPrice ?? 0,
      featureFlags: {
        bulkScreening: options.bulkScreening ?? true,
        ...(options.pepCheck === undefined ? {} : { pepCheck: options.pepCheck }),
      },
    })
    .returning();
  if (!plan) throw new Error('buildBulkOrganization: plan insert returned no row');
  await db.insert(organizationSubscriptions).values({
    organizationId: organization.id,
    planId: plan.id,
    status: options.status ?? 'active',
    billingCycle: 'monthly',
  });
  const member = await createSignedInUser(app, db, {
    organizationId: organization.id,
    organizationRole: options.organizationRole ?? 'member',
  });
  return { organization, plan, member };
}
