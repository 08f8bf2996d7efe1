import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyCreatedReplySchema,
  errorEnvelopeSchema,
  savedSearchReplySchema,
} from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../test/build-app';
import type { TestApp } from '../test/build-app';
import { buildTeam } from '../test/organization-team';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../test/search-test-support';
import { subscriptionPlans } from './db/schema/billing';
import { apiKeys, auditLogs, users } from './db/schema/users';
import {
  buildBulkOrganization,
  drainJobs,
  startBulkJob,
  uploadForm,
} from '../test/bulk-test-support';

// Issue 24 §3: records made for an organisation belong to it. A removed member, signed in again as a
// standalone account (or later a member of another organisation), reads none of them, and the API keys
// made as a member stop working with the removal.

const CSV = [
  'Reference,First name,Last name',
  'C-1,Saddam,Hussein',
  'C-2,Marigold,Fenwickshire',
].join('\n');
const SEARCHED_NAME = 'Hussein';

type Method = 'GET' | 'POST' | 'DELETE';

function send(
  app: FastifyInstance,
  credential: { token: string } | { apiKey: string },
  method: Method,
  url: string,
): Promise<LightMyRequestResponse> {
  const headers =
    'token' in credential
      ? { authorization: `Bearer ${credential.token}` }
      : { 'x-api-key': credential.apiKey };
  return app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
}

describe('a removed member keeps nothing of the organisation', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-16T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  /** An organisation (bulk and API access) whose member ran a search and a bulk job and made a key. */
  async function organisationWithMemberRecords() {
    const { app, db } = testApp;
    const {
      organization,
      plan,
      member: owner,
    } = await buildBulkOrganization(app, db, {
      organizationRole: 'owner',
    });
    await db
      .update(subscriptionPlans)
      .set({ featureFlags: { bulkScreening: true, apiAccess: true, monitoring: true } })
      .where(eq(subscriptionPlans.id, plan.id));
    const member = await createSignedInUser(app, db, {
      organizationId: organization.id,
      organizationRole: 'member',
    });
    const searched = await postSearch(app, member.token, {
      firstName: 'Saddam',
      lastName: SEARCHED_NAME,
      searchType: 'fuzzy',
    });
    expect(searched.statusCode, searched.body).toBe(200);
    const searchId = String(searched.json().data.searchId);
    const { jobId } = await startBulkJob(app, member.token, uploadForm(CSV, 'customers.csv'));
    clock.advance(1_000);
    await drainJobs(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/user/api-keys',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { name: 'member key', scopes: ['search', 'bulk'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const apiKey = apiKeyCreatedReplySchema.parse(created.json()).data.key;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v2/saved-searches',
      headers: { authorization: `Bearer ${member.token}` },
      payload: {
        name: 'Customer check',
        query: { firstName: 'Saddam', lastName: SEARCHED_NAME, searchType: 'fuzzy' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedSearchId = savedSearchReplySchema.parse(saved.json()).data.savedSearch.id;
    return { organization, owner, member, searchId, jobId, apiKey, savedSearchId };
  }

  /** Every route that reads one of the records by id. */
  function recordRoutes(
    searchId: string,
    jobId: string,
    savedSearchId: string,
  ): { method: Method; url: string }[] {
    return [
      { method: 'POST', url: `/api/v2/saved-searches/${savedSearchId}/use` },
      { method: 'DELETE', url: `/api/v2/saved-searches/${savedSearchId}` },
      { method: 'GET', url: `/api/v2/search/${searchId}` },
      { method: 'POST', url: `/api/v2/search/${searchId}/reproduce` },
      { method: 'GET', url: `/api/v2/search/${searchId}/report.pdf` },
      { method: 'GET', url: `/api/v2/search/${searchId}/certificate.pdf` },
      { method: 'GET', url: `/api/v2/search/${searchId}/feedback` },
      { method: 'GET', url: `/api/v2/bulk-search/${jobId}` },
      { method: 'GET', url: `/api/v2/bulk-search/${jobId}/rows` },
      { method: 'GET', url: `/api/v2/bulk-search/${jobId}/results?format=csv` },
      { method: 'GET', url: `/api/v2/bulk-search/${jobId}/report.pdf` },
      { method: 'POST', url: `/api/v2/bulk-search/${jobId}/rows/1/reproduce` },
      { method: 'POST', url: `/api/v2/bulk-search/${jobId}/cancel` },
      { method: 'POST', url: `/api/v2/monitoring/subjects/from-bulk/${jobId}` },
    ];
  }

  async function expectNothingReadable(
    token: string,
    records: { searchId: string; jobId: string; savedSearchId: string },
  ) {
    const { app } = testApp;
    const { searchId, jobId, savedSearchId } = records;
    for (const { method, url } of recordRoutes(searchId, jobId, savedSearchId)) {
      const response = await send(app, { token }, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    // Nor do the lists of the caller's own records show them (the job's notice went with them).
    for (const url of [
      '/api/v2/notifications',
      '/api/v2/saved-searches',
      '/api/v2/bulk-search',
      '/api/v2/search/history',
      '/api/v2/user/usage',
      '/api/v3/usage/profile-data',
    ]) {
      const response = await send(app, { token }, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toContain(jobId);
      expect(response.body, url).not.toContain(searchId);
      expect(response.body.toLowerCase(), url).not.toContain(SEARCHED_NAME.toLowerCase());
    }
    const exported = await send(app, { token }, 'POST', '/api/v2/user/export-data');
    expect(exported.statusCode, exported.body).toBe(200);
    // The account's own audit trail (its actions, ids and counts, no names) stays in its export.
    expect(exported.body).not.toContain(SEARCHED_NAME);
  }

  it('reads its records while a member (the cases below are not refused for another reason)', async () => {
    const { app } = testApp;
    const { member, searchId, jobId, apiKey, savedSearchId } =
      await organisationWithMemberRecords();
    for (const url of [
      `/api/v2/search/${searchId}`,
      `/api/v2/search/${searchId}/feedback`,
      `/api/v2/bulk-search/${jobId}`,
      `/api/v2/bulk-search/${jobId}/rows`,
      `/api/v2/bulk-search/${jobId}/results?format=csv`,
    ]) {
      const response = await send(app, { token: member.token }, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const history = await send(app, { token: member.token }, 'GET', '/api/v2/search/history');
    expect(history.body).toContain(searchId);
    const savedList = await send(app, { token: member.token }, 'GET', '/api/v2/saved-searches');
    expect(savedList.body).toContain(savedSearchId);
    const byKey = await send(app, { apiKey }, 'GET', `/api/v2/bulk-search/${jobId}/rows`);
    expect(byKey.statusCode, byKey.body).toBe(200);
    const inbox = await send(app, { token: member.token }, 'GET', '/api/v2/notifications');
    expect(inbox.body).toContain(jobId);
  });

  it('after removal: 404 on every record route, nothing in its lists, its API key revoked', async () => {
    const { app, db } = testApp;
    const { owner, member, searchId, jobId, apiKey, savedSearchId } =
      await organisationWithMemberRecords();
    const removed = await send(
      app,
      { token: owner.token },
      'DELETE',
      `/api/v2/organization/members/${member.user.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    // The old session ended with the removal; the account signs in again as a standalone account.
    const token = await member.signIn();
    const [row] = await db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.organizationId).toBeNull();
    await expectNothingReadable(token, { searchId, jobId, savedSearchId });

    // The key made as a member is revoked with the sessions, and reads nothing.
    for (const url of [
      `/api/v2/search/${searchId}`,
      `/api/v2/bulk-search/${jobId}`,
      `/api/v2/bulk-search/${jobId}/rows`,
      `/api/v2/bulk-search/${jobId}/results?format=csv`,
    ]) {
      const response = await send(app, { apiKey }, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
    }
    const keys = await db.select().from(apiKeys).where(eq(apiKeys.userId, member.user.id));
    expect(keys.map((key) => key.revokedAt)).toEqual([clock.now()]);
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'organization_member_removed'));
    expect(audit?.details).toMatchObject({ revokedApiKeys: 1 });

    // The records stay with the organisation: its owner still reads them.
    for (const url of [`/api/v2/search/${searchId}`, `/api/v2/bulk-search/${jobId}/rows`]) {
      const response = await send(app, { token: owner.token }, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('after joining another organisation, even as its owner: still 404', async () => {
    const { app, db } = testApp;
    const { owner, member, searchId, jobId, savedSearchId } = await organisationWithMemberRecords();
    const removed = await send(
      app,
      { token: owner.token },
      'DELETE',
      `/api/v2/organization/members/${member.user.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const other = await buildTeam(app, db);
    await db
      .update(users)
      .set({ organizationId: other.organization.id, organizationRole: 'owner' })
      .where(eq(users.id, member.user.id));
    const token = await member.signIn();
    for (const { method, url } of recordRoutes(searchId, jobId, savedSearchId)) {
      const response = await send(app, { token }, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    const jobs = await send(app, { token }, 'GET', '/api/v2/bulk-search');
    expect(jobs.body).not.toContain(jobId);
  });

  it('a key of organisation A left unrevoked stops working once its user no longer belongs to A', async () => {
    const { app, db } = testApp;
    const { member, jobId, apiKey } = await organisationWithMemberRecords();
    // Moved out without the removal route (e.g. by the platform): the key is still in force in the table.
    await db
      .update(users)
      .set({ organizationId: null, organizationRole: 'member' })
      .where(eq(users.id, member.user.id));
    const response = await send(app, { apiKey }, 'GET', `/api/v2/bulk-search/${jobId}`);
    expect(response.statusCode, response.body).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });
});
