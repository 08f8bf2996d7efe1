import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { OrganizationRole, Role } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { invoices } from '../src/db/schema/billing';
import { buildOrganization, buildSubscription, buildUser } from './factories';

let invoiceCounter = 0;

/** Inserts an invoice of one plan line (pending, due in the future unless overridden). */
export async function buildInvoice(
  db: DbOrTx,
  options: { organizationId: string; total: number } & Partial<typeof invoices.$inferInsert>,
) {
  invoiceCounter += 1;
  const { total, ...rest } = options;
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-2026-${String(invoiceCounter).padStart(4, '0')}${randomBytes(2).toString('hex')}`,
      amount: total,
      tax: 0,
      total,
      status: 'pending',
      lineItems: [
        {
          kind: 'plan',
          description: 'Professional plan (monthly)',
          quantity: 1,
          unitAmount: total,
          amount: total,
        },
      ],
      ...rest,
    })
    .returning();
  if (!row) throw new Error('buildInvoice: insert returned no row');
  return row;
}

/** Signs a factory user in through the real login route; returns the access token. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; plainPassword: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    payload: { email: user.email, password: user.plainPassword },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return sessionReplySchema.parse(response.json()).data.tokens.accessToken;
}

/** A new signed-in account: global `role`, and a member of `organizationId` with `organizationRole`. */
export async function signedInUser(
  app: FastifyInstance,
  db: DbOrTx,
  options: { role?: Role; organizationId?: string; organizationRole?: OrganizationRole } = {},
): Promise<{ id: string; email: string; token: string }> {
  const user = await buildUser(db, options);
  return { id: user.id, email: user.email, token: await signIn(app, user) };
}

/**
 * An approved organisation on the professional plan (monthly, in its trial), its owner signed in, and
 * one open invoice for the first paid period after the trial.
 */
export async function buildBilledOrganization(
  app: FastifyInstance,
  db: DbOrTx,
  options: { trialStart: Date; trialEnd: Date; periodEnd: Date; total?: number },
) {
  const organization = await buildOrganization(db);
  const { subscription, plan } = await buildSubscription(db, {
    organizationId: organization.id,
    planName: 'professional',
    status: 'trial',
    trialEnd: options.trialEnd,
    currentPeriodStart: options.trialStart,
    currentPeriodEnd: options.trialEnd,
  });
  const owner = await signedInUser(app, db, {
    organizationId: organization.id,
    organizationRole: 'owner',
  });
  const invoice = await buildInvoice(db, {
    organizationId: organization.id,
    subscriptionId: subscription.id,
    total: options.total ?? plan.monthlyPrice,
    periodStart: options.trialEnd,
    periodEnd: options.periodEnd,
    dueDate: options.trialEnd,
    createdAt: options.trialStart,
  });
  return { organization, subscription, plan, owner, invoice };
}

/** An app.inject call with an optional bearer token. */
export function callAs(
  app: FastifyInstance,
  token: string | undefined,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
