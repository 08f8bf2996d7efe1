import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, screeningHistoryReplySchema } from '@sanctions/contracts';
import type { RiskLevel, ScreeningHistoryQueryInput } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { searchRequests, searchResults, searchSessions } from '../../../db/schema/search';
import { buildUser } from '../../../../test/factories';
import { addMember, buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';

interface StoredSearchSeed {
  userId: string;
  organizationId?: string | null;
  firstName?: string;
  lastName?: string;
  arabicName?: string;
  sanctionLists?: 'all' | 'ofac' | 'un' | 'eu' | 'uk';
  at: string;
  /** One stored match per risk level given, confidence descending from 95. */
  risks?: RiskLevel[];
}

/** A stored search as the search route writes it (request, session with the evidence, result rows). */
async function seedSearch(db: DbOrTx, seed: StoredSearchSeed): Promise<string> {
  const id = randomUUID();
  const risks = seed.risks ?? [];
  const query = {
    firstName: seed.firstName ?? '',
    lastName: seed.lastName ?? '',
    arabicName: seed.arabicName ?? '',
    searchType: 'fuzzy' as const,
    sanctionLists: seed.sanctionLists ?? 'all',
  };
  const at = new Date(seed.at);
  await db.insert(searchRequests).values({
    id,
    userId: seed.userId,
    organizationId: seed.organizationId ?? null,
    ...query,
    matchesFound: risks.length,
    algorithmVersion: 'name-v3',
    listVersionIds: ['v-1', 'v-2'],
    createdAt: at,
  });
  await db.insert(searchSessions).values({
    sessionId: id,
    userId: seed.userId,
    searchQuery: {
      query,
      algorithm: 'name-v3',
      listVersions: [],
      engineOptions: { minConfidence: 60, maxResults: 50 },
      organizationId: seed.organizationId ?? null,
    },
    searchResults: [],
    createdAt: at,
  });
  if (risks.length > 0) {
    await db.insert(searchResults).values(
      risks.map((riskLevel, rank) => ({
        searchRequestId: id,
        sanctionEntryId: randomUUID(),
        sanctionList: 'un',
        sourceId: `QDi.${rank}`,
        rank,
        matchConfidence: 95 - rank * 10,
        riskLevel,
        status: 'review_required',
        matchType: 'fuzzy',
        matchedName: 'LISTED NAME',
        createdAt: at,
      })),
    );
  }
  return id;
}

describe('GET /api/v2/search/history', () => {
  const testApp = useTestApp();

  const history = async (token: string, query: ScreeningHistoryQueryInput = {}) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/history?${params.toString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return screeningHistoryReplySchema.parse(response.json()).data;
  };

  /** An organisation (owner, admin, two members) and another one, with searches across March 2026. */
  async function world() {
    const { db, app } = testApp;
    const team = await buildTeam(app, db);
    const organizationId = team.organization.id;
    const admin = await addMember(app, db, organizationId, 'admin');
    const alice = await addMember(app, db, organizationId, 'member');
    const bob = await addMember(app, db, organizationId, 'member');
    const other = await buildTeam(app, db);
    const ids = {
      aliceClear: await seedSearch(db, {
        userId: alice.user.id,
        organizationId,
        firstName: 'José',
        lastName: 'Müller',
        at: '2026-03-01T10:00:00Z',
      }),
      aliceHigh: await seedSearch(db, {
        userId: alice.user.id,
        organizationId,
        arabicName: 'مُحَمَّد علي',
        sanctionLists: 'un',
        at: '2026-03-05T10:00:00Z',
        risks: ['medium', 'high'],
      }),
      bobLow: await seedSearch(db, {
        userId: bob.user.id,
        organizationId,
        firstName: 'Ivan',
        lastName: 'Petrov',
        sanctionLists: 'ofac',
        at: '2026-03-10T23:30:00Z',
        risks: ['low'],
      }),
      otherMedium: await seedSearch(db, {
        userId: other.owner.user.id,
        organizationId: other.organization.id,
        firstName: 'Ivan',
        at: '2026-03-11T10:00:00Z',
        risks: ['medium'],
      }),
    };
    return { team, admin, alice, bob, other, ids };
  }

  it('answers 401 without a session', async () => {
    const response = await callAs(testApp.app, undefined, 'GET', '/api/v2/search/history');
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('shows a member their own searches only, newest first, with the summary fields', async () => {
    const { alice, team, ids } = await world();
    const data = await history(alice.accessToken);
    expect(data.scope).toBe('own');
    expect(data.members).toEqual([]);
    expect(data.searches.map((s) => s.id)).toEqual([ids.aliceHigh, ids.aliceClear]);
    expect(data.total).toBe(2);
    const [high, clear] = data.searches;
    expect(high).toMatchObject({
      arabicName: 'مُحَمَّد علي',
      sanctionLists: 'un',
      matchesFound: 2,
      topRisk: 'high',
      topConfidence: 95,
      listVersionCount: 2,
      algorithmVersion: 'name-v3',
      user: { id: alice.user.id, name: `${alice.user.firstName} ${alice.user.lastName}` },
    });
    expect(clear).toMatchObject({ matchesFound: 0, topRisk: null, topConfidence: null });
    // The member cannot widen the scope to a colleague with the user filter.
    const colleague = await history(alice.accessToken, { userId: team.owner.user.id });
    expect(colleague.searches).toEqual([]);
  });

  it("shows an organisation's owners and admins every member's searches, not other organisations'", async () => {
    const { team, admin, alice, bob, ids } = await world();
    for (const manager of [team.owner, admin]) {
      const data = await history(manager.accessToken);
      expect(data.scope).toBe('organization');
      expect(data.searches.map((s) => s.id)).toEqual([ids.bobLow, ids.aliceHigh, ids.aliceClear]);
      expect(data.members.map((m) => m.id)).toEqual(
        expect.arrayContaining([team.owner.user.id, admin.user.id, alice.user.id, bob.user.id]),
      );
    }
    const bobs = await history(admin.accessToken, { userId: bob.user.id });
    expect(bobs.searches.map((s) => s.id)).toEqual([ids.bobLow]);
  });

  it('gives a global admin only their own history here, and 404 on another organisation’s search', async () => {
    const { ids, other, team } = await world();
    const staff = await buildUser(testApp.db, { role: 'admin' });
    const staffToken = (await signInAs(testApp.app, staff.email, staff.plainPassword)).accessToken;
    expect((await history(staffToken)).searches).toEqual([]);

    const foreign = await callAs(
      testApp.app,
      team.owner.accessToken,
      'GET',
      `/api/v2/search/${ids.otherMedium}`,
    );
    expect(foreign.statusCode).toBe(404);
    const own = await callAs(
      testApp.app,
      other.owner.accessToken,
      'GET',
      `/api/v2/search/${ids.otherMedium}`,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('filters by name (case- and diacritic-insensitive), dates, list, outcome and user', async () => {
    const { team, ids } = await world();
    const token = team.owner.accessToken;
    const idsOf = async (query: ScreeningHistoryQueryInput) =>
      (await history(token, query)).searches.map((s) => s.id);

    expect(await idsOf({ q: 'muller' })).toEqual([ids.aliceClear]);
    expect(await idsOf({ q: 'JOSE MÜL' })).toEqual([ids.aliceClear]);
    expect(await idsOf({ q: 'محمد' })).toEqual([ids.aliceHigh]);
    expect(await idsOf({ q: 'ivan' })).toEqual([ids.bobLow]);
    expect(await idsOf({ q: '100%_' })).toEqual([]);

    expect(await idsOf({ from: '2026-03-02', to: '2026-03-10' })).toEqual([
      ids.bobLow,
      ids.aliceHigh,
    ]);
    expect(await idsOf({ to: '2026-03-09' })).toEqual([ids.aliceHigh, ids.aliceClear]);
    expect(await idsOf({ from: '2026-03-10T23:31:00Z' })).toEqual([]);

    expect(await idsOf({ list: 'ofac' })).toEqual([ids.bobLow, ids.aliceClear]);
    expect(await idsOf({ list: 'un' })).toEqual([ids.aliceHigh, ids.aliceClear]);

    expect(await idsOf({ outcome: 'clear' })).toEqual([ids.aliceClear]);
    expect(await idsOf({ outcome: 'hits' })).toEqual([ids.bobLow, ids.aliceHigh]);
    expect(await idsOf({ outcome: 'high' })).toEqual([ids.aliceHigh]);
    expect(await idsOf({ outcome: 'medium' })).toEqual([]);
    expect(await idsOf({ outcome: 'low' })).toEqual([ids.bobLow]);
  });

  it('pages with a total and refuses bad filters with 400', async () => {
    const { team, ids } = await world();
    const token = team.owner.accessToken;
    const first = await history(token, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.searches.map((s) => s.id)).toEqual([ids.bobLow, ids.aliceHigh]);
    const second = await history(token, { page: 2, pageSize: 2 });
    expect(second.searches.map((s) => s.id)).toEqual([ids.aliceClear]);

    for (const query of [
      'from=2026-03-10&to=2026-03-01',
      'from=10000-01-01',
      'outcome=maybe',
      'pageSize=1000',
      'userId=not-a-uuid',
    ]) {
      const response = await callAs(testApp.app, token, 'GET', `/api/v2/search/history?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
