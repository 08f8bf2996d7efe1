import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, ipAllowlistReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildSubscription, buildUser } from '../../../../test/factories';
import { addMember, signInAs } from '../../../../test/organization-team';
import { createKeyAs } from '../../../../test/identity/api-keys-test-support';
import { ipAllowlists } from '../../../db/schema/ip-allowlists';
import { auditLogs } from '../../../db/schema/users';

const LIST_URL = '/api/v2/organization/ip-allowlist';

describe('IP allow-lists', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function team() {
    const organization = await buildOrganization(t.db);
    // A plan with API access, so members can hold keys.
    await buildSubscription(t.db, { organizationId: organization.id, planName: 'enterprise' });
    const owner = await addMember(t.app, t.db, organization.id, 'owner');
    const member = await addMember(t.app, t.db, organization.id, 'member');
    return { organization, owner, member };
  }

  const putList = (token: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'PUT',
      url: LIST_URL,
      headers: { authorization: `Bearer ${token}` },
      payload,
      remoteAddress,
    });

  const me = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v2/auth-simple/me',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it('answers 401 without a session, 404 to a standalone account and 403 to a member', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST_URL })).statusCode).toBe(401);
    const standalone = await buildUser(t.db);
    const { accessToken } = await signInAs(t.app, standalone.email, standalone.plainPassword);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: LIST_URL,
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).statusCode,
    ).toBe(404);
    const { member } = await team();
    const refused = await putList(member.accessToken, { ranges: ['10.0.0.0/8'] });
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('ipAllowlist.ownersOnly');
  });

  it('saves canonical IPv4 and IPv6 ranges for the owner, and audits the change', async () => {
    const { organization, owner } = await team();
    const saved = await putList(owner.accessToken, {
      ranges: ['127.0.0.1', '10.1.2.3/8', '2001:DB8::/32', '10.0.0.0/8'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ipAllowlistReplySchema.parse(saved.json()).data).toEqual({
      ranges: ['127.0.0.1/32', '10.0.0.0/8', '2001:db8::/32'],
      yourAddress: '127.0.0.1',
      includesYou: true,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, organization.id),
          eq(auditLogs.action, 'ip_allowlist_changed'),
        ),
      );
    expect(audit?.details).toEqual({
      before: [],
      after: ['127.0.0.1/32', '10.0.0.0/8', '2001:db8::/32'],
    });
  });

  it('refuses a malformed range, naming it', async () => {
    const { owner } = await team();
    const refused = await putList(owner.accessToken, { ranges: ['10.0.0.0/33'] });
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      messageKey: 'ipAllowlist.rangeInvalid',
      messageParams: { range: '10.0.0.0/33' },
    });
  });

  it("warns before saving a list without the owner's own address, and saves it once confirmed", async () => {
    const { organization, owner } = await team();
    const warned = await putList(owner.accessToken, { ranges: ['198.51.100.0/24'] });
    expect(warned.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(warned.json())).toMatchObject({
      messageKey: 'ipAllowlist.excludesYou',
      messageParams: { address: '127.0.0.1' },
    });
    const stored = await t.db
      .select()
      .from(ipAllowlists)
      .where(eq(ipAllowlists.organizationId, organization.id));
    expect(stored).toHaveLength(0);

    const confirmed = await putList(owner.accessToken, {
      ranges: ['198.51.100.0/24'],
      confirmExcludesMe: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(ipAllowlistReplySchema.parse(confirmed.json()).data.includesYou).toBe(false);
  });

  it('refuses a session and an API key used from elsewhere (403, audited), and lets them in from a listed address', async () => {
    const { organization, owner, member } = await team();
    const key = await createKeyAs(t.app, member.accessToken, { name: 'CI', scopes: ['search'] });
    expect(
      (await putList(owner.accessToken, { ranges: ['127.0.0.1/32', '::1/128'] })).statusCode,
    ).toBe(200);

    expect((await me(member.accessToken, '127.0.0.1')).statusCode).toBe(200);
    expect((await me(member.accessToken, '::ffff:127.0.0.1')).statusCode).toBe(200);
    const refused = await me(member.accessToken, '127.0.0.2');
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'ipAllowlist.refused',
    });

    const keyCall = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/search/${randomUUID()}`,
        headers: { 'x-api-key': key.key },
        remoteAddress,
      });
    expect((await keyCall('127.0.0.1')).statusCode).toBe(404);
    const keyRefused = await keyCall('2001:db8::9');
    expect(keyRefused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(keyRefused.json()).messageKey).toBe('ipAllowlist.refused');

    const refusals = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.organizationId, organization.id), eq(auditLogs.action, 'ip_refused')),
      );
    expect(refusals.map((row) => [row.ipAddress, row.details?.['via']])).toEqual(
      expect.arrayContaining([
        ['127.0.0.2', 'session'],
        ['2001:db8::9', 'api_key'],
      ]),
    );
  });

  it("leaves other organisations' members alone", async () => {
    const first = await team();
    await putList(first.owner.accessToken, { ranges: ['127.0.0.1/32'] });
    const second = await team();
    expect((await me(second.member.accessToken, '127.0.0.2')).statusCode).toBe(200);
  });

  it('lets a super admin restrict staff, and refuses a moderator from elsewhere', async () => {
    const admin = await buildUser(t.db, { role: 'super_admin' });
    const adminToken = (await signInAs(t.app, admin.email, admin.plainPassword)).accessToken;
    const moderator = await buildUser(t.db, { role: 'moderator' });
    const moderatorToken = (await signInAs(t.app, moderator.email, moderator.plainPassword))
      .accessToken;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/super-admin/staff-ip-allowlist',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ranges: ['127.0.0.1/32'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, admin.id), eq(auditLogs.action, 'staff_ip_allowlist_changed')),
      );
    // The staff's trail, not an organisation's.
    expect(audit).toMatchObject({
      organizationId: null,
      details: { before: [], after: ['127.0.0.1/32'] },
    });

    expect((await me(moderatorToken, '127.0.0.1')).statusCode).toBe(200);
    const refused = await me(moderatorToken, '127.0.0.2');
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('ipAllowlist.refusedStaff');
    const plain = await buildUser(t.db);
    const plainToken = (await signInAs(t.app, plain.email, plain.plainPassword)).accessToken;
    expect((await me(plainToken, '127.0.0.2')).statusCode).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/super-admin/staff-ip-allowlist',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ranges: [] },
    });
  });

  it('refuses a real connection from the second loopback address 127.0.0.2', async () => {
    const { owner, member } = await team();
    await putList(owner.accessToken, { ranges: ['127.0.0.1/32'] });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    // node:http binds the client socket to the given local address, so the server sees it as the peer.
    const call = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v2/auth-simple/me',
            localAddress,
            headers: { authorization: `Bearer ${member.accessToken}` },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
    expect(await call('127.0.0.1')).toBe(200);
    expect(await call('127.0.0.2')).toBe(403);
  });
});

describe('IP allow-lists behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("judges the client's address from X-Forwarded-For, not the proxy's", async () => {
    const organization = await buildOrganization(t.db);
    const owner = await addMember(t.app, t.db, organization.id, 'owner');
    const saved = await t.app.inject({
      method: 'PUT',
      url: LIST_URL,
      headers: { authorization: `Bearer ${owner.accessToken}`, 'x-forwarded-for': '203.0.113.5' },
      payload: { ranges: ['203.0.113.0/24'] },
    });
    expect(ipAllowlistReplySchema.parse(saved.json()).data).toMatchObject({
      yourAddress: '203.0.113.5',
      includesYou: true,
    });
    const from = (client: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v2/auth-simple/me',
        headers: { authorization: `Bearer ${owner.accessToken}`, 'x-forwarded-for': client },
      });
    expect((await from('203.0.113.77')).statusCode).toBe(200);
    expect((await from('198.51.100.1')).statusCode).toBe(403);
  });
});
