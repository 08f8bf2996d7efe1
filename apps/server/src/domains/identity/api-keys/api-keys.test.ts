import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_ACTIVE_API_KEYS,
  activityLogsReplySchema,
  apiKeyChangedReplySchema,
  apiKeyListReplySchema,
  errorEnvelopeSchema,
} from '@sanctions/contracts';
import { subscriptionPlans } from '../../../db/schema/billing';
import { apiKeys, auditLogs } from '../../../db/schema/users';
import { hashApiKey } from '.';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildSubscription } from '../../../../test/factories';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import { createSignedInUser } from '../../../../test/search-test-support';
import { useTestApp } from '../../../../test/use-test-app';
import { createKeyAs } from '../../../../test/identity/api-keys-test-support';

const KEY_FORMAT = /^ssk_test_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/;

describe('API key management (/api/v2/user/api-keys)', () => {
  const clock = createTestClock(new Date('2026-04-02T08:00:00.000Z'));
  const t = useTestApp({ clock });

  it.each([
    ['GET', '/api/v2/user/api-keys'],
    ['POST', '/api/v2/user/api-keys'],
    ['DELETE', '/api/v2/user/api-keys/5b0f1f7e-8a54-4f64-9f39-0f6a8f1d2c3b'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await callAs(t.app, undefined, method, url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('creates a key shown once: stored as a SHA-256 hash, listed with prefix and last four only', async () => {
    const { user, token } = await createSignedInUser(t.app, t.db);
    const created = await createKeyAs(t.app, token, {
      name: 'CRM sync',
      scopes: ['search', 'bulk'],
      expiresAt: '2026-12-31T00:00:00.000Z',
    });
    expect(created.key).toMatch(KEY_FORMAT);
    expect(created.apiKey).toMatchObject({
      name: 'CRM sync',
      prefix: created.key.slice(0, 13),
      last4: created.key.slice(-4),
      scopes: ['search', 'bulk'],
      status: 'active',
      rateLimitPerMinute: 60,
      lastUsedAt: null,
      expiresAt: '2026-12-31T00:00:00.000Z',
      revokedAt: null,
    });

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(row?.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await callAs(t.app, token, 'GET', '/api/v2/user/api-keys');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.key);
    expect(listed.body).not.toContain(hashApiKey(created.key));
    expect(apiKeyListReplySchema.parse(listed.json()).data.apiKeys).toEqual([created.apiKey]);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'api_key_created')));
    expect(audit?.details).toMatchObject({
      apiKeyId: created.apiKey.id,
      prefix: created.apiKey.prefix,
    });
    expect(JSON.stringify(audit)).not.toContain(created.key);
  });

  it.each([
    [
      'an expiry in the past',
      { name: 'Old', scopes: ['search'], expiresAt: '2026-04-01T00:00:00Z' },
    ],
    ['an expiry of now', { name: 'Now', scopes: ['search'], expiresAt: '2026-04-02T08:00:00Z' }],
    ['no scope', { name: 'Empty', scopes: [] }],
    ['an unknown scope', { name: 'Admin', scopes: ['admin'] }],
    ['no name', { name: ' ', scopes: ['search'] }],
  ])('refuses %s with 400', async (_case, body) => {
    const { token } = await createSignedInUser(t.app, t.db);
    const response = await callAs(t.app, token, 'POST', '/api/v2/user/api-keys', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it(`allows ${MAX_ACTIVE_API_KEYS} active keys per user, then 409 until one is revoked`, async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const first = await createKeyAs(t.app, token, { name: 'key 0', scopes: ['search'] });
    for (let index = 1; index < MAX_ACTIVE_API_KEYS; index += 1) {
      await createKeyAs(t.app, token, { name: `key ${index}`, scopes: ['search'] });
    }
    const body = { name: 'one too many', scopes: ['search'] };
    const refused = await callAs(t.app, token, 'POST', '/api/v2/user/api-keys', body);
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json()).code).toBe('CONFLICT');

    await callAs(t.app, token, 'DELETE', `/api/v2/user/api-keys/${first.apiKey.id}`);
    const again = await callAs(t.app, token, 'POST', '/api/v2/user/api-keys', body);
    expect(again.statusCode).toBe(201);
  });

  it('revokes a key; revoking it again answers it unchanged; another user gets 404', async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const stranger = await createSignedInUser(t.app, t.db);
    const created = await createKeyAs(t.app, owner.token, { name: 'Mine', scopes: ['search'] });
    const url = `/api/v2/user/api-keys/${created.apiKey.id}`;

    const foreign = await callAs(t.app, stranger.token, 'DELETE', url);
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(foreign.json()).code).toBe('NOT_FOUND');

    clock.advance(60_000);
    const revoked = await callAs(t.app, owner.token, 'DELETE', url);
    expect(revoked.statusCode).toBe(200);
    const { apiKey } = apiKeyChangedReplySchema.parse(revoked.json()).data;
    expect(apiKey).toMatchObject({ status: 'revoked', revokedAt: clock.now().toISOString() });

    clock.advance(60_000);
    const repeated = await callAs(t.app, owner.token, 'DELETE', url);
    expect(repeated.statusCode).toBe(200);
    expect(apiKeyChangedReplySchema.parse(repeated.json()).data.apiKey).toEqual(apiKey);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, owner.user.id), eq(auditLogs.action, 'api_key_revoked')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ apiKeyId: created.apiKey.id });
  });

  it('shows creation and revocation in the activity log as api_key entries naming the key', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const { apiKey } = await createKeyAs(t.app, token, { name: 'Audited', scopes: ['search'] });
    clock.advance(1_000);
    await callAs(t.app, token, 'DELETE', `/api/v2/user/api-keys/${apiKey.id}`);
    const response = await callAs(t.app, token, 'GET', '/api/v2/user/activity-logs?types=api_key');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = activityLogsReplySchema.parse(response.json());
    expect(
      data.activities.map(({ type, descriptionKey, descriptionParams }) => ({
        type,
        descriptionKey,
        descriptionParams,
      })),
    ).toEqual(
      ['apiKeyRevoked', 'apiKeyCreated'].map((descriptionKey) => ({
        type: 'api_key',
        descriptionKey,
        descriptionParams: { name: 'Audited', keyPrefix: apiKey.prefix },
      })),
    );
  });

  it('refuses organisation members whose plan has no apiAccess; allows them on a plan that has it', async () => {
    const team = await buildTeam(t.app, t.db);
    const refused = await callAs(t.app, team.owner.accessToken, 'POST', '/api/v2/user/api-keys', {
      name: 'Team key',
      scopes: ['search'],
    });
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your plan does not include API access',
    });

    const organization = await buildOrganization(t.db);
    await buildSubscription(t.db, { organizationId: organization.id, planName: 'professional' });
    const [professional] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, 'professional'));
    expect(professional?.featureFlags.apiAccess).toBe(true);
    const member = await addMember(t.app, t.db, organization.id, 'member');
    const created = await createKeyAs(t.app, member.accessToken, {
      name: 'Member key',
      scopes: ['search'],
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(row?.organizationId).toBe(organization.id);
  });
});
