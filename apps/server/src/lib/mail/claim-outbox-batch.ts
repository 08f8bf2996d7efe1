import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/users';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Pending, due and not claimed by a live worker. A message never attempted and not scheduled later than
 * its creation is due at once whatever the worker's clock says, so a test clock set in the past cannot
 * hide fresh mail; retries, reclaims and messages scheduled into the future follow the clock.
 */
export function claimableAt(now: Date): SQL | undefined {
  return and(
    eq(emailOutbox.status, 'pending'),
    or(
      lte(emailOutbox.nextAttemptAt, now),
      and(eq(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, emailOutbox.createdAt)),
    ),
    or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
  );
}

/**
 * Claims up to `limit` due messages, oldest first, in one statement: the rows are locked with SKIP
 * LOCKED (a concurrent worker takes the next ones instead of waiting) and stamped with `lockedUntil` and
 * one more attempt, so after the statement commits no other worker claims them until the lock runs out.
 * A worker that dies mid-batch therefore delays its messages by `lockMs` but loses none.
 */
export async function claimOutboxBatch(
  db: Db,
  options: { now: Date; limit: number; lockMs: number },
): Promise<OutboxRow[]> {
  const { now, limit, lockMs } = options;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(claimableAt(now))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      // The attempt starts now on the worker's clock: if the worker dies, the lock alone decides when
      // the message is due again.
      nextAttemptAt: now,
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Gives claimed messages back untried (a stopping worker), so the next worker takes them at once
 * instead of after the lock runs out.
 */
export async function releaseOutboxClaims(db: Db, rows: OutboxRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .update(emailOutbox)
      .set({ lockedUntil: null, attempts: row.attempts - 1 })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)));
  }
}
