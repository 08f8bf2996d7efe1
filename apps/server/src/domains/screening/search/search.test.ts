import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAME_REQUIRED_MESSAGE,
  errorEnvelopeSchema,
  searchEvidenceResponseSchema,
  searchReproductionResponseSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { organizationUsage } from '../../../db/schema/billing';
import { auditLogs } from '../../../db/schema/users';
import {
  searchRequests,
  searchResults,
  searchSessions,
  userUsageStats,
} from '../../../db/schema/search';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization, buildSubscription } from '../../../../test/factories';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

describe('POST /api/v2/search and the stored evidence', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-03-10T09:30:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  const countRows = async (table: typeof searchRequests | typeof userUsageStats) =>
    (await testApp.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('answers 401 without a session', async () => {
    const response = await postSearch(testApp.app, undefined, { firstName: 'Saddam' });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('answers LIST_UNAVAILABLE, not an empty "safe" result, while no list is loaded', async () => {
    const { token } = await createSignedInUser(testApp.app, testApp.db);
    const response = await postSearch(testApp.app, token, { firstName: 'Saddam' });
    expect(response.statusCode).toBe(503);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('LIST_UNAVAILABLE');
    expect(await countRows(searchRequests)).toBe(0);
    expect(await countRows(userUsageStats)).toBe(0);
  });

  describe('with the UN list loaded', () => {
    beforeAll(async () => {
      await importListsDir(testApp.app, testApp.db);
    });

    it.each([
      ['no name at all', {}],
      ['blank names', { firstName: '  ', lastName: '', arabicName: ' ' }],
    ])('rejects %s with the spec message on firstName and counts nothing', async (_case, body) => {
      const { user, token } = await createSignedInUser(testApp.app, testApp.db);
      const response = await postSearch(testApp.app, token, body);
      expect(response.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(response.json());
      expect(envelope.code).toBe('VALIDATION_FAILED');
      expect(envelope.issues).toContainEqual({
        path: ['firstName'],
        message: NAME_REQUIRED_MESSAGE,
      });
      const stats = await testApp.db
        .select()
        .from(userUsageStats)
        .where(eq(userUsageStats.userId, user.id));
      expect(stats).toEqual([]);
    });

    it('rejects unknown search types and lists, listing every issue', async () => {
      const { token } = await createSignedInUser(testApp.app, testApp.db);
      const response = await postSearch(testApp.app, token, {
        firstName: 'Saddam',
        searchType: 'magic',
        sanctionLists: 'interpol',
      });
      expect(response.statusCode).toBe(400);
      const paths = errorEnvelopeSchema.parse(response.json()).issues?.map((i) => i.path[0]);
      expect(paths).toEqual(expect.arrayContaining(['searchType', 'sanctionLists']));
    });

    it('screens with the defaults and writes every evidence row and counter', async () => {
      const organization = await buildOrganization(testApp.db);
      await buildSubscription(testApp.db, { organizationId: organization.id, planName: 'basic' });
      const { user, token } = await createSignedInUser(testApp.app, testApp.db, {
        organizationId: organization.id,
      });
      const response = await postSearch(testApp.app, token, {
        firstName: 'Saddam',
        lastName: 'Hussein',
      });
      expect(response.statusCode, response.body).toBe(200);
      const reply: unknown = response.json();
      // The route serialises without zod: the reply must already be exactly the contract's shape
      // (parsing strips unknown keys, so equality means there were none and every value was valid).
      expect(reply).toEqual(searchResponseSchema.parse(reply));
      const { data, meta } = searchResponseSchema.parse(reply);

      expect(data.query).toMatchObject({ searchType: 'fuzzy', sanctionLists: 'all' });
      expect(data.totalMatches).toBe(data.matches.length);
      const top = data.matches[0];
      expect(top?.sanctionEntry.fullName).toMatch(/SADDAM HUSSEIN/);
      expect(top?.sanctionEntry.sanctionList).toBe('un');
      expect(meta.aiEnhanced).toBe(false);
      expect(meta.algorithm).toMatch(/\S/);
      expect(meta.listVersions.map((v) => v.sanctionList)).toEqual(['un']);
      expect(meta.listVersions[0]?.versionId).toMatch(/\S/);

      const [request] = await testApp.db
        .select()
        .from(searchRequests)
        .where(eq(searchRequests.id, data.searchId));
      expect(request).toMatchObject({
        userId: user.id,
        organizationId: organization.id,
        firstName: 'Saddam',
        lastName: 'Hussein',
        searchType: 'fuzzy',
        sanctionLists: 'all',
        matchesFound: data.totalMatches,
        algorithmVersion: meta.algorithm,
        createdAt: clock.now(),
      });
      const results = await testApp.db
        .select()
        .from(searchResults)
        .where(eq(searchResults.searchRequestId, data.searchId))
        .orderBy(searchResults.rank);
      expect(results.map((r) => r.sourceId)).toEqual(
        data.matches.map((m) => m.sanctionEntry.sourceId),
      );
      expect(results[0]?.listVersionId).toBe(meta.listVersions[0]?.versionId);

      const [session] = await testApp.db
        .select()
        .from(searchSessions)
        .where(eq(searchSessions.sessionId, data.searchId));
      expect(session?.searchResults).toHaveLength(data.totalMatches);
      expect(session?.searchQuery).toMatchObject({ algorithm: meta.algorithm });

      const usage = await testApp.db
        .select()
        .from(userUsageStats)
        .where(eq(userUsageStats.userId, user.id));
      expect(usage).toMatchObject([{ date: '2026-03-10', searchCount: 1 }]);
      const orgUsage = await testApp.db
        .select()
        .from(organizationUsage)
        .where(eq(organizationUsage.organizationId, organization.id));
      expect(orgUsage).toMatchObject([{ date: '2026-03-10', searchCount: 1 }]);
      const audits = await testApp.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'search')));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.details).toMatchObject({ searchId: data.searchId });
    });

    it('finds an Arabic-script name and filters by list', async () => {
      const { token } = await createSignedInUser(testApp.app, testApp.db);
      const response = await postSearch(testApp.app, token, {
        arabicName: 'صدام حسين التكريتي',
        sanctionLists: 'un',
        searchType: 'exact',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = searchResponseSchema.parse(response.json());
      expect(data.matches[0]?.sanctionEntry.arabicName).toBe('صدام حسين التكريتي');
    });

    it('answers LIST_UNAVAILABLE for a list that is not loaded', async () => {
      const { token } = await createSignedInUser(testApp.app, testApp.db);
      const response = await postSearch(testApp.app, token, {
        firstName: 'Saddam',
        sanctionLists: 'ofac',
      });
      expect(response.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('LIST_UNAVAILABLE');
    });

    describe('evidence and reproduction', () => {
      let searchId: string;
      let owner: Awaited<ReturnType<typeof createSignedInUser>>;
      let organizationId: string;

      beforeAll(async () => {
        const organization = await buildOrganization(testApp.db);
        organizationId = organization.id;
        owner = await createSignedInUser(testApp.app, testApp.db, { organizationId });
        const response = await postSearch(testApp.app, owner.token, {
          firstName: 'Qusay',
          lastName: 'Saddam Hussein',
          dateOfBirth: '1966',
        });
        searchId = searchResponseSchema.parse(response.json()).data.searchId;
      });

      it('returns the stored search to its owner with who, when, algorithm and versions', async () => {
        const response = await callAs(
          testApp.app,
          owner.token,
          'GET',
          `/api/v2/search/${searchId}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const { data } = searchEvidenceResponseSchema.parse(response.json());
        expect(data.searchedBy).toMatchObject({ id: owner.user.id, email: owner.user.email });
        expect(data.searchedAt).toBe(clock.now().toISOString());
        expect(data.query).toMatchObject({ firstName: 'Qusay', dateOfBirth: '1966' });
        expect(data.result.matches[0]?.sanctionEntry.fullName).toMatch(/QUSAY/);
        expect(data.listVersions).toHaveLength(1);
      });

      it.each([
        ['an unrelated user', 404, {}],
        ['a plain member of the same organisation', 404, { sameOrganization: true }],
        [
          'an admin of the same organisation',
          200,
          { sameOrganization: true, organizationRole: 'admin' },
        ],
        ['an admin of another organisation', 404, { otherOrganization: true, role: 'admin' }],
        ['a super admin', 200, { role: 'super_admin' }],
      ] as const)('answers %s with %i', async (_who, status, who) => {
        const other = 'otherOrganization' in who ? await buildOrganization(testApp.db) : undefined;
        const { token } = await createSignedInUser(testApp.app, testApp.db, {
          ...('role' in who ? { role: who.role } : {}),
          ...('organizationRole' in who ? { organizationRole: who.organizationRole } : {}),
          ...('sameOrganization' in who ? { organizationId } : {}),
          ...(other ? { organizationId: other.id } : {}),
        });
        const response = await callAs(testApp.app, token, 'GET', `/api/v2/search/${searchId}`);
        expect(response.statusCode).toBe(status);
      });

      it('answers 404 for an unknown id and 401 without a session', async () => {
        const unknown = await callAs(
          testApp.app,
          owner.token,
          'GET',
          '/api/v2/search/00000000-0000-4000-8000-000000000000',
        );
        expect(unknown.statusCode).toBe(404);
        const anonymous = await testApp.app.inject({
          method: 'GET',
          url: `/api/v2/search/${searchId}`,
        });
        expect(anonymous.statusCode).toBe(401);
      });

      it('reproduces the stored search identically on the same list versions and algorithm', async () => {
        const before = await countRows(searchRequests);
        const response = await callAs(
          testApp.app,
          owner.token,
          'POST',
          `/api/v2/search/${searchId}/reproduce`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const { data } = searchReproductionResponseSchema.parse(response.json());
        expect(data).toMatchObject({
          searchId,
          identical: true,
          sameAlgorithm: true,
          sameListVersions: true,
          differences: { added: [], removed: [], changed: [] },
        });
        expect(data.current.totalMatches).toBe(data.stored.totalMatches);
        expect(data.stored.totalMatches).toBeGreaterThan(0);
        expect(await countRows(searchRequests)).toBe(before);
      });

      it("does not reproduce another user's search", async () => {
        const { token } = await createSignedInUser(testApp.app, testApp.db);
        const response = await callAs(
          testApp.app,
          token,
          'POST',
          `/api/v2/search/${searchId}/reproduce`,
        );
        expect(response.statusCode).toBe(404);
      });
    });
  });
});
