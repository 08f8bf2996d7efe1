import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

/** ADR 002 round 3: a one-name query is a partial-name screening, and the reply says so. */
describe('POST /api/v2/search with one name (partial name)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let token: string;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
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

  async function search(body: Record<string, string>) {
    const response = await postSearch(testApp.app, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json()).data;
  }

  it.each([
    ['a distinctive surname in Latin script', { lastName: 'Al-Zawahiri' }],
    ['the same surname in Arabic script', { arabicName: 'الظواهري' }],
  ])('returns the listed person for review for %s, never high', async (_case, body) => {
    const data = await search(body);
    expect(data.partialName).toBe(true);
    const hit = data.matches.find((m) => m.sanctionEntry.sourceId === 'QDi.006');
    expect(hit?.status).toBe('review_required');
    expect(hit?.riskLevel).not.toBe('high');
    expect(hit?.analysis.en).toContain('Partial name');
    expect(hit?.analysis.ar).toContain('اسم جزئي');
    expect(data.candidateCount).toBeGreaterThanOrEqual(data.totalMatches);
    expect(data.matches.every((m) => m.riskLevel !== 'high')).toBe(true);
  });

  it('raises no alert for a common given name alone but still counts its candidates', async () => {
    const data = await search({ firstName: 'Mohammed' });
    expect(data.partialName).toBe(true);
    expect(data.matches.every((m) => m.riskLevel === 'low')).toBe(true);
    expect(data.candidateCount ?? 0).toBeGreaterThan(0);
  });

  it('is no partial name for a full name', async () => {
    const data = await search({ firstName: 'Ayman', lastName: 'al-Zawahiri' });
    expect(data.partialName).toBe(false);
    expect(data.candidateCount).toBe(data.totalMatches);
    expect(data.matches[0]?.sanctionEntry.sourceId).toBe('QDi.006');
  });
});
