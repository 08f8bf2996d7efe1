import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, searchResponseSchema } from '@sanctions/contracts';
import { organizationUsage, subscriptionPlans } from '../../../db/schema/billing';
import { apiKeys, auditLogs, users } from '../../../db/schema/users';
import { hashApiKey } from '.';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildSubscription } from '../../../../test/factories';
import { addMember } from '../../../../test/organization-team';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
} from '../../../../test/search-test-support';
import { callWithKey, createKeyAs } from '../../../../test/identity/api-keys-test-support';

const INVALID = 'Invalid, expired or revoked API key';

/** A key-guarded route that answers 404 after authentication: cheap calls that still count. */
const evidenceUrl = () => `/api/v2/search/${randomUUID()}`;

function envelopeOf(response: { json: () => unknown }) {
  return errorEnvelopeSchema.parse(response.json());
}

describe('API key authentication', () => {
  let t: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-10T09:30:15.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    t = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(t.app, t.db);
  });
  afterAll(async () => {
    await t?.close();
    await lists?.remove();
  });

  async function keyFor(scopes: ('search' | 'bulk' | 'monitoring')[] = ['search']) {
    const signedIn = await createSignedInUser(t.app, t.db);
    const created = await createKeyAs(t.app, signedIn.token, { name: 'Test key', scopes });
    return { ...signedIn, ...created };
  }

  it.each(['x-api-key', 'bearer'] as const)(
    'screens a name with the key in %s, as the key user; the audit row names the key',
    async (via) => {
      const { user, key, apiKey } = await keyFor();
      const response = await callWithKey(t.app, key, {
        method: 'POST',
        url: '/api/v2/search',
        payload: { firstName: 'Saddam', lastName: 'Hussein' },
        via,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = searchResponseSchema.parse(response.json());
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'search')));
      expect(audit?.details).toMatchObject({
        searchId: data.searchId,
        apiKeyId: apiKey.id,
        viaApiKey: apiKey.prefix,
      });
      const evidence = await callWithKey(t.app, key, {
        method: 'GET',
        url: `/api/v2/search/${data.searchId}`,
        via,
      });
      expect(evidence.statusCode, evidence.body).toBe(200);
    },
  );

  it('answers 401 with one message for a malformed, unknown, revoked or expired key', async () => {
    const { key, token, apiKey } = await keyFor();
    const typo = `${key.slice(0, 20)}${key[20] === 'a' ? 'b' : 'a'}${key.slice(21)}`;
    const unknown = (await keyFor()).key;
    await t.db.delete(apiKeys).where(eq(apiKeys.keyHash, hashApiKey(unknown)));
    for (const candidate of ['ssk_test_short', typo, unknown, '']) {
      const response = await callWithKey(t.app, candidate, { method: 'GET', url: evidenceUrl() });
      expect(response.statusCode, candidate).toBe(401);
      expect(envelopeOf(response)).toMatchObject({ code: 'UNAUTHENTICATED', message: INVALID });
    }

    const expiring = await createKeyAs(t.app, token, {
      name: 'Short-lived',
      scopes: ['search'],
      expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    const before = await callWithKey(t.app, expiring.key, { method: 'GET', url: evidenceUrl() });
    expect(before.statusCode).toBe(404);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(apiKeys.id, expiring.apiKey.id));
    const expired = await callWithKey(t.app, expiring.key, { method: 'GET', url: evidenceUrl() });
    expect(expired.statusCode).toBe(401);
    expect(envelopeOf(expired).message).toBe(INVALID);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/user/api-keys/${apiKey.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoke.statusCode).toBe(200);
    const revoked = await callWithKey(t.app, key, {
      method: 'GET',
      url: evidenceUrl(),
      via: 'bearer',
    });
    expect(revoked.statusCode).toBe(401);
    expect(envelopeOf(revoked).message).toBe(INVALID);
  });

  it("answers 401 for a deactivated account's key", async () => {
    const { key, user } = await keyFor();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).message).toBe(INVALID);
  });

  it('answers 403 for a valid key without the route scope', async () => {
    const { key } = await keyFor(['bulk']);
    const response = await callWithKey(t.app, key, {
      method: 'POST',
      url: '/api/v2/search',
      payload: { firstName: 'Saddam' },
    });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toMatchObject({
      code: 'FORBIDDEN',
      message: "This API key does not have the 'search' scope",
    });

    const searchOnly = (await keyFor(['search'])).key;
    // The bulk routes belong to the bulk-screening feature; checked once they are registered.
    if (t.app.apiRoutes.has('GET /api/v2/bulk-search')) {
      const bulk = await callWithKey(t.app, searchOnly, {
        method: 'GET',
        url: '/api/v2/bulk-search',
      });
      expect(bulk.statusCode).toBe(403);
      expect(envelopeOf(bulk).message).toBe("This API key does not have the 'bulk' scope");
    }
  });

  it.each([
    ['GET', '/api/v2/user/api-keys'],
    ['GET', '/api/v2/auth-simple/me'],
    ['POST', '/api/v2/search/00000000-0000-4000-8000-000000000000/reproduce'],
  ] as const)('refuses a key on %s %s (no apiKeyScope) with 401', async (method, url) => {
    const { key } = await keyFor(['search', 'bulk', 'monitoring']);
    for (const via of ['x-api-key', 'bearer'] as const) {
      const response = await callWithKey(t.app, key, { method, url, via });
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'API keys cannot be used on this route',
      });
    }
  });

  it('never reads a key from a cookie or the query string', async () => {
    const { key } = await keyFor();
    for (const request of [
      {
        method: 'GET' as const,
        url: evidenceUrl(),
        headers: { cookie: `api_key=${key}; x-api-key=${key}` },
      },
      { method: 'GET' as const, url: `${evidenceUrl()}?api_key=${key}&apiKey=${key}&key=${key}` },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).message).toBe('Authentication required');
    }
  });

  it('writes last_used_at at most every five minutes', async () => {
    const { key, apiKey } = await keyFor();
    const lastUsed = async () =>
      (
        await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id))
      )[0]?.lastUsedAt?.toISOString();
    const first = clock.now().toISOString();
    await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(await lastUsed()).toBe(first);
    clock.advance(4 * 60_000);
    await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(await lastUsed()).toBe(first);
    clock.advance(2 * 60_000);
    await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('answers 429 with Retry-After to the end of the minute beyond the key rate', async () => {
    clock.set(new Date('2026-06-10T10:00:15.000Z'));
    const { key, apiKey } = await keyFor();
    await t.db.update(apiKeys).set({ rateLimitPerMinute: 2 }).where(eq(apiKeys.id, apiKey.id));
    for (let call = 0; call < 2; call += 1) {
      const response = await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
      expect(response.statusCode).toBe(404);
    }
    const limited = await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('45');
    expect(envelopeOf(limited).code).toBe('RATE_LIMITED');

    clock.set(new Date('2026-06-10T10:01:00.000Z'));
    const nextMinute = await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(nextMinute.statusCode).toBe(404);
  });

  it("counts key calls into the organisation's apiCallCount and stops at the plan's maxApiCalls", async () => {
    clock.set(new Date('2026-06-10T11:00:00.000Z'));
    const organization = await buildOrganization(t.db);
    const { plan } = await buildSubscription(t.db, {
      organizationId: organization.id,
      planName: 'professional',
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    const [limited] = await t.db
      .insert(subscriptionPlans)
      .values({
        name: `api-${randomUUID()}`,
        displayName: 'Tiny API',
        monthlyPrice: 100,
        yearlyPrice: 1_000,
        maxSearchesPerMonth: 100,
        maxApiCalls: 3,
        featureFlags: { apiAccess: true },
      })
      .returning();
    const member = await addMember(t.app, t.db, organization.id, 'member');
    const { key } = await createKeyAs(t.app, member.accessToken, {
      name: 'Org',
      scopes: ['search'],
    });
    const usage = async () =>
      (
        await t.db
          .select()
          .from(organizationUsage)
          .where(eq(organizationUsage.organizationId, organization.id))
      ).reduce((sum, row) => sum + row.apiCallCount, 0);

    const searched = await callWithKey(t.app, key, {
      method: 'POST',
      url: '/api/v2/search',
      payload: { firstName: 'Saddam', lastName: 'Hussein' },
    });
    expect(searched.statusCode, searched.body).toBe(200);
    expect(await usage()).toBe(1);
    // A session's calls are not API calls.
    const bySession = await t.app.inject({
      method: 'GET',
      url: evidenceUrl(),
      headers: { authorization: `Bearer ${member.accessToken}` },
    });
    expect(bySession.statusCode).toBe(404);
    expect(await usage()).toBe(1);
    expect(plan.maxApiCalls).toBeGreaterThan(1);

    // A new subscription on a plan of 3 calls a month: 1 used, 2 left.
    clock.advance(1_000);
    await buildSubscription(t.db, {
      organizationId: organization.id,
      planId: limited?.id,
      createdAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    for (let call = 0; call < 2; call += 1) {
      expect(
        (await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() })).statusCode,
      ).toBe(404);
    }
    const refused = await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(envelopeOf(refused).message).toMatch(/^Monthly API call limit reached/);
    expect(await usage()).toBe(3);
  });

  it('holds the key rate and the monthly API calls under 30 concurrent calls', async () => {
    clock.set(new Date('2026-06-10T12:00:05.000Z'));
    const organization = await buildOrganization(t.db);
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({
        name: `api-${randomUUID()}`,
        displayName: 'Ten calls',
        monthlyPrice: 100,
        yearlyPrice: 1_000,
        maxApiCalls: 10,
        featureFlags: { apiAccess: true },
      })
      .returning();
    await buildSubscription(t.db, { organizationId: organization.id, planId: plan?.id });
    const member = await addMember(t.app, t.db, organization.id, 'member');
    const organizationKey = await createKeyAs(t.app, member.accessToken, {
      name: 'Org',
      scopes: ['search'],
    });
    const standalone = await keyFor();
    await t.db
      .update(apiKeys)
      .set({ rateLimitPerMinute: 10 })
      .where(eq(apiKeys.id, standalone.apiKey.id));

    const statuses = async (key: string) =>
      (
        await Promise.all(
          Array.from({ length: 30 }, () =>
            callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() }),
          ),
        )
      ).map((response) => response.statusCode);
    const rated = await statuses(standalone.key);
    expect(rated.filter((status) => status === 404)).toHaveLength(10);
    expect(rated.filter((status) => status === 429)).toHaveLength(20);
    const counted = await statuses(organizationKey.key);
    expect(counted.filter((status) => status === 404)).toHaveLength(10);
    expect(counted.filter((status) => status === 429)).toHaveLength(20);
    const [usage] = await t.db
      .select()
      .from(organizationUsage)
      .where(eq(organizationUsage.organizationId, organization.id));
    expect(usage?.apiCallCount).toBe(10);
  });

  it("refuses a member's key once the organisation's plan loses apiAccess", async () => {
    const organization = await buildOrganization(t.db);
    const { plan } = await buildSubscription(t.db, {
      organizationId: organization.id,
      planName: 'professional',
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    const member = await addMember(t.app, t.db, organization.id, 'member');
    const { key } = await createKeyAs(t.app, member.accessToken, {
      name: 'Org',
      scopes: ['search'],
    });
    const [bare] = await t.db
      .insert(subscriptionPlans)
      .values({
        name: `bare-${randomUUID()}`,
        displayName: 'Bare',
        monthlyPrice: 1,
        yearlyPrice: 1,
      })
      .returning();
    clock.advance(1_000);
    await buildSubscription(t.db, {
      organizationId: organization.id,
      planId: bare?.id,
      createdAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    const response = await callWithKey(t.app, key, { method: 'GET', url: evidenceUrl() });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response).message).toBe('Your plan does not include API access');
    expect(plan.featureFlags.apiAccess).toBe(true);
  });
});
