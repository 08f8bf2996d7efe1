import { lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/rate-limits';

/**
 * Deletes the counters whose window has ended (ADR 031): a client that never comes back would otherwise
 * leave its row for ever. A later request of the same bucket would restart the row anyway.
 */
export async function deleteExpiredRateLimitCounters(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .returning({ bucket: rateLimitCounters.bucket });
  return deleted.length;
}
