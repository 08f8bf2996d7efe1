import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEvidenceResponseSchema, searchResponseSchema } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

/** Issue 14 item 3: the reply counts every match, not only the first 50, and stores them all. */
describe('POST /api/v2/search with many matches', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let token: string;

  beforeAll(async () => {
    lists = await createListsDir(['un', 'ofac']);
    testApp = await buildTestApp({
      clock: createTestClock(new Date('2026-11-25T10:00:00.000Z')),
      env: { LISTS_DIR: lists.dir },
    });
    await importListsDir(testApp.app, testApp.db);
    ({ token } = await createSignedInUser(testApp.app, testApp.db));
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('returns the true total above 50, every match under the cap, and stores the same', async () => {
    const response = await postSearch(testApp.app, token, {
      firstName: 'Mohammad',
      lastName: 'Ali',
      searchType: 'fuzzy',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = searchResponseSchema.parse(response.json());
    expect(data.totalMatches).toBeGreaterThan(50);
    expect(data.matches).toHaveLength(data.totalMatches);
    expect(data.truncated).toBe(false);

    const stored = await callAs(testApp.app, token, 'GET', `/api/v2/search/${data.searchId}`);
    expect(stored.statusCode, stored.body).toBe(200);
    const { result } = searchEvidenceResponseSchema.parse(stored.json()).data;
    expect(result.totalMatches).toBe(data.totalMatches);
    expect(result.matches).toHaveLength(data.totalMatches);
    expect(result.truncated).toBe(false);
  });
});
