import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyticsReplySchema } from '@sanctions/contracts';
import { searchRequests, searchResults, userFeedback } from '../../../db/schema/search';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { getAnalytics, signInAs } from '../../../../test/administration/analytics-test-support';

describe("analytics: match precision from analysts' feedback", () => {
  const clock = createTestClock(new Date('2026-05-04T12:00:00.000Z'));
  const t = useTestApp({ clock });

  it('gives per list and match type the share of judged matches marked relevant, in the range only', async () => {
    const analyst = await buildUser(t.db);
    const store = async (at: string, matches: [list: string, matchType: string][]) => {
      const [request] = await t.db
        .insert(searchRequests)
        .values({
          userId: analyst.id,
          firstName: 'Omar',
          searchType: 'fuzzy',
          sanctionLists: 'all',
          createdAt: new Date(at),
        })
        .returning({ id: searchRequests.id });
      const id = request?.id ?? '';
      await t.db.insert(searchResults).values(
        matches.map(([list, matchType], rank) => ({
          searchRequestId: id,
          sanctionEntryId: randomUUID(),
          sanctionList: list,
          sourceId: `S-${rank}`,
          rank,
          matchConfidence: 80,
          riskLevel: 'medium',
          status: 'review_required',
          matchType,
          matchedName: `NAME ${rank}`,
        })),
      );
      return id;
    };
    const judge = (sessionId: string, matchIndex: number, isRelevant: boolean | null) =>
      t.db
        .insert(userFeedback)
        .values({ sessionId, userId: analyst.id, matchIndex, matchName: 'x', isRelevant });

    const recent = await store('2026-05-03T10:00:00Z', [
      ['un', 'exact'],
      ['ofac', 'phonetic'],
      ['ofac', 'phonetic'],
      ['ofac', 'phonetic'],
    ]);
    await judge(recent, 0, true);
    await judge(recent, 1, true);
    await judge(recent, 2, false);
    await judge(recent, 3, false);
    const other = await store('2026-05-02T10:00:00Z', [
      ['ofac', 'phonetic'],
      ['eu', 'fuzzy'],
    ]);
    await judge(other, 0, false);
    // A rating without a verdict does not count.
    await judge(other, 1, null);
    // Outside the 7-day range.
    const old = await store('2026-03-01T10:00:00Z', [['un', 'exact']]);
    await judge(old, 0, false);

    const { token } = await signInAs(t.app, t.db, 'admin');
    const response = await getAnalytics(t.app, token, '?range=7d');
    expect(response.statusCode, response.body).toBe(200);
    expect(analyticsReplySchema.parse(response.json()).data.matchPrecision).toEqual([
      { sanctionList: 'ofac', matchType: 'phonetic', judged: 4, relevant: 1, precision: 25 },
      { sanctionList: 'un', matchType: 'exact', judged: 1, relevant: 1, precision: 100 },
    ]);
  });
});
