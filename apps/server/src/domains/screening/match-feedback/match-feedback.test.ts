import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  matchFeedbackListReplySchema,
  matchFeedbackReplySchema,
} from '@sanctions/contracts';
import { searchRequests, searchResults } from '../../../db/schema/search';
import type { DbOrTx } from '../../../db/client';
import { createTestClock } from '../../../../test/build-app';
import { callAs } from '../../../../test/organization-team';
import { createSignedInUser } from '../../../../test/search-test-support';
import { useTestApp } from '../../../../test/use-test-app';

/** A stored search of `userId` with two matches (rank 0 and 1), as the search route writes them. */
async function storeSearch(db: DbOrTx, userId: string): Promise<string> {
  const [request] = await db
    .insert(searchRequests)
    .values({
      userId,
      firstName: 'Ayman',
      searchType: 'fuzzy',
      sanctionLists: 'all',
      matchesFound: 2,
    })
    .returning({ id: searchRequests.id });
  const searchId = request?.id ?? '';
  await db.insert(searchResults).values(
    [
      ['AYMAN AL-ZAWAHIRI', 'un', 'exact', 97],
      ['AIMAN ZAWAHRI', 'ofac', 'fuzzy', 81],
    ].map(([name, list, matchType, confidence], rank) => ({
      searchRequestId: searchId,
      sanctionEntryId: randomUUID(),
      sanctionList: String(list),
      sourceId: `S-${rank}`,
      rank,
      matchConfidence: Number(confidence),
      riskLevel: 'high',
      status: 'active_sanction',
      matchType: String(matchType),
      matchedName: String(name),
    })),
  );
  return searchId;
}

describe('Match feedback (/api/v2/search/:id/feedback)', () => {
  const clock = createTestClock(new Date('2026-11-25T09:00:00.000Z'));
  const t = useTestApp({ clock });

  it('answers 401 without a session', async () => {
    const response = await callAs(
      t.app,
      undefined,
      'POST',
      `/api/v2/search/${randomUUID()}/feedback`,
      {},
    );
    expect(response.statusCode).toBe(401);
  });

  it('records one judgement per match (a second replaces the first) and reads them back', async () => {
    const { user, token } = await createSignedInUser(t.app, t.db);
    const searchId = await storeSearch(t.db, user.id);
    const url = `/api/v2/search/${searchId}/feedback`;

    const first = await callAs(t.app, token, 'POST', url, {
      matchIndex: 1,
      isRelevant: true,
      rating: 4,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(matchFeedbackReplySchema.parse(first.json()).data.feedback).toMatchObject({
      matchIndex: 1,
      matchName: 'AIMAN ZAWAHRI',
      isRelevant: true,
      rating: 4,
      comment: null,
    });
    const second = await callAs(t.app, token, 'POST', url, {
      matchIndex: 1,
      isRelevant: false,
      comment: '  Different person: born 1970 ',
    });
    expect(second.statusCode, second.body).toBe(200);
    await callAs(t.app, token, 'POST', url, { matchIndex: 0, isRelevant: true });

    const listed = await callAs(t.app, token, 'GET', url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(matchFeedbackListReplySchema.parse(listed.json()).data.feedback).toEqual([
      expect.objectContaining({ matchIndex: 0, isRelevant: true, rating: null }),
      expect.objectContaining({
        matchIndex: 1,
        isRelevant: false,
        rating: null,
        comment: 'Different person: born 1970',
      }),
    ]);
  });

  it("answers 404 for another user's search, an unknown search and a match index past the result", async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    const searchId = await storeSearch(t.db, owner.user.id);
    for (const [token, id, matchIndex] of [
      [other.token, searchId, 0],
      [owner.token, randomUUID(), 0],
      [owner.token, searchId, 2],
    ] as const) {
      const response = await callAs(t.app, token, 'POST', `/api/v2/search/${id}/feedback`, {
        matchIndex,
        isRelevant: true,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    const read = await callAs(t.app, other.token, 'GET', `/api/v2/search/${searchId}/feedback`);
    expect(read.statusCode).toBe(404);
  });

  it.each([
    ['a rating of 6', { matchIndex: 0, isRelevant: true, rating: 6 }],
    ['a rating of 0', { matchIndex: 0, isRelevant: true, rating: 0 }],
    [
      'a comment over 1000 characters',
      { matchIndex: 0, isRelevant: true, comment: 'c'.repeat(1001) },
    ],
    ['no judgement', { matchIndex: 0 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { user, token } = await createSignedInUser(t.app, t.db);
    const searchId = await storeSearch(t.db, user.id);
    const response = await callAs(
      t.app,
      token,
      'POST',
      `/api/v2/search/${searchId}/feedback`,
      payload,
    );
    expect(response.statusCode, response.body).toBe(400);
  });
});
