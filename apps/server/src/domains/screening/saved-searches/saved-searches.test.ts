import { describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  savedSearchListReplySchema,
  savedSearchReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { callAs } from '../../../../test/organization-team';
import { createSignedInUser } from '../../../../test/search-test-support';
import { useTestApp } from '../../../../test/use-test-app';

const QUERY = { firstName: 'Ali', lastName: 'Hassan', searchType: 'fuzzy', sanctionLists: 'un' };
const MISSING_ID = '5b0f1f7e-8a54-4f64-9f39-0f6a8f1d2c3b';

describe('Saved searches (/api/v2/saved-searches)', () => {
  const clock = createTestClock(new Date('2026-11-25T09:00:00.000Z'));
  const t = useTestApp({ clock });

  const save = async (token: string, payload: Record<string, unknown>) => {
    const response = await callAs(t.app, token, 'POST', '/api/v2/saved-searches', payload);
    expect(response.statusCode, response.body).toBe(201);
    return savedSearchReplySchema.parse(response.json()).data.savedSearch;
  };
  const list = async (token: string) => {
    const response = await callAs(t.app, token, 'GET', '/api/v2/saved-searches');
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchListReplySchema.parse(response.json()).data.savedSearches;
  };

  it.each([
    ['GET', '/api/v2/saved-searches'],
    ['POST', '/api/v2/saved-searches'],
    ['PUT', `/api/v2/saved-searches/${MISSING_ID}`],
    ['DELETE', `/api/v2/saved-searches/${MISSING_ID}`],
    ['POST', `/api/v2/saved-searches/${MISSING_ID}/use`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await callAs(t.app, undefined, method, url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
  });

  it('saves a search with use count 1 and lists favourites first, then the most recently used', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const first = await save(token, {
      name: '  Weekly UN check ',
      description: 'Mondays',
      query: QUERY,
    });
    expect(first).toMatchObject({
      name: 'Weekly UN check',
      description: 'Mondays',
      query: {
        firstName: 'Ali',
        lastName: 'Hassan',
        arabicName: '',
        searchType: 'fuzzy',
        sanctionLists: 'un',
      },
      isFavorite: false,
      useCount: 1,
      lastUsed: '2026-11-25T09:00:00.000Z',
    });
    clock.advance(60_000);
    const second = await save(token, { name: 'Second', query: { arabicName: 'علي' } });
    clock.advance(60_000);
    await save(token, { name: 'Fav', query: QUERY, isFavorite: true });
    expect(second.description).toBeNull();

    expect((await list(token)).map((s) => s.name)).toEqual(['Fav', 'Second', 'Weekly UN check']);
  });

  it('use increments the count, sets lastUsed and returns the query; rename, favourite, delete', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const saved = await save(token, { name: 'Run me', query: QUERY });
    clock.advance(120_000);
    const used = await callAs(t.app, token, 'POST', `/api/v2/saved-searches/${saved.id}/use`);
    expect(used.statusCode, used.body).toBe(200);
    const usedView = savedSearchReplySchema.parse(used.json()).data.savedSearch;
    expect(usedView.useCount).toBe(2);
    expect(usedView.lastUsed).toBe(clock.now().toISOString());
    expect(usedView.query.lastName).toBe('Hassan');

    const renamed = await callAs(t.app, token, 'PUT', `/api/v2/saved-searches/${saved.id}`, {
      name: 'Renamed',
      isFavorite: true,
      description: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(savedSearchReplySchema.parse(renamed.json()).data.savedSearch).toMatchObject({
      name: 'Renamed',
      isFavorite: true,
      description: null,
      useCount: 2,
    });

    const deleted = await callAs(t.app, token, 'DELETE', `/api/v2/saved-searches/${saved.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await list(token)).toEqual([]);
  });

  it("another user's saved search answers 404 on every route and is not listed", async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    const saved = await save(owner.token, { name: 'Mine', query: QUERY });
    for (const [method, url, payload] of [
      ['PUT', `/api/v2/saved-searches/${saved.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/v2/saved-searches/${saved.id}`, undefined],
      ['POST', `/api/v2/saved-searches/${saved.id}/use`, undefined],
    ] as const) {
      const response = await callAs(t.app, other.token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token))[0]).toMatchObject({ name: 'Mine', useCount: 1 });
  });

  it.each([
    ['an empty name', { name: '   ', query: QUERY }],
    ['a name over 100 characters', { name: 'x'.repeat(101), query: QUERY }],
    [
      'a description over 500 characters',
      { name: 'ok', description: 'd'.repeat(501), query: QUERY },
    ],
    ['a query without a name', { name: 'ok', query: { firstName: ' ' } }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { token } = await createSignedInUser(t.app, t.db);
    const response = await callAs(t.app, token, 'POST', '/api/v2/saved-searches', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});
