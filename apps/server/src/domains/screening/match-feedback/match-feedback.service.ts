import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MatchFeedback, matchFeedbackRequestSchema } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { searchRequests, searchResults, userFeedback } from '../../../db/schema/search';
import { AppError } from '../../../lib/app-error';
import { ownRecordsReadableBy } from '../../../lib/access/record-access';
import type { RecordViewer } from '../../../lib/access/record-access';

type FeedbackInput = z.output<typeof matchFeedbackRequestSchema>;
type FeedbackRow = typeof userFeedback.$inferSelect;

function toView(row: FeedbackRow): MatchFeedback {
  return {
    matchIndex: row.matchIndex,
    matchName: row.matchName,
    isRelevant: row.isRelevant,
    rating: row.rating,
    comment: row.feedback,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The searcher as feedback needs them: who, and the organisation they belong to now. */
export type FeedbackAuthor = Pick<RecordViewer, 'id' | 'organizationId'>;

/**
 * Feedback is the searcher's own judgement: a search the caller did not run answers 404, like an
 * unknown one (no probing of other accounts' search ids), and so does a search of an organisation the
 * caller no longer belongs to (issue 24 §3).
 */
async function requireOwnSearch(
  db: DbOrTx,
  author: FeedbackAuthor,
  searchId: string,
): Promise<void> {
  const [row] = await db
    .select({ id: searchRequests.id })
    .from(searchRequests)
    .where(and(eq(searchRequests.id, searchId), ownRecordsReadableBy(searchRequests, author)));
  if (row === undefined) throw new AppError('NOT_FOUND', 'Search not found');
}

export async function listMatchFeedback(
  db: DbOrTx,
  author: FeedbackAuthor,
  searchId: string,
): Promise<MatchFeedback[]> {
  const userId = author.id;
  await requireOwnSearch(db, author, searchId);
  const rows = await db
    .select()
    .from(userFeedback)
    .where(and(eq(userFeedback.sessionId, searchId), eq(userFeedback.userId, userId)))
    .orderBy(asc(userFeedback.matchIndex));
  return rows.map(toView);
}

/** One judgement per user per match: a second one replaces the first. */
export async function recordMatchFeedback(
  db: DbOrTx,
  author: FeedbackAuthor,
  searchId: string,
  input: FeedbackInput,
  now: Date,
): Promise<MatchFeedback> {
  const userId = author.id;
  await requireOwnSearch(db, author, searchId);
  const [match] = await db
    .select({ name: searchResults.matchedName, confidence: searchResults.matchConfidence })
    .from(searchResults)
    .where(
      and(eq(searchResults.searchRequestId, searchId), eq(searchResults.rank, input.matchIndex)),
    );
  if (match === undefined) throw new AppError('NOT_FOUND', 'Match not found');

  const values = {
    matchName: match.name,
    matchConfidence: match.confidence,
    isRelevant: input.isRelevant,
    rating: input.rating ?? null,
    feedback: input.comment === undefined || input.comment === '' ? null : input.comment,
    createdAt: now,
  };
  // The search-id column is `session_id` (text): the spec's client sessions and stored searches share it.
  const mine = and(
    eq(userFeedback.sessionId, searchId),
    eq(userFeedback.userId, userId),
    eq(userFeedback.matchIndex, input.matchIndex),
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(userFeedback).set(values).where(mine).returning();
    if (updated !== undefined) return toView(updated);
    const [inserted] = await tx
      .insert(userFeedback)
      .values({ ...values, sessionId: searchId, userId, matchIndex: input.matchIndex })
      .returning();
    if (inserted === undefined) throw new AppError('INTERNAL');
    return toView(inserted);
  });
}
