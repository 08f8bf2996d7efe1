import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import {
  DISPLAY_DEFAULT_DAILY_LIMIT,
  DISPLAY_DEFAULT_MONTHLY_LIMIT,
  USER_TOP_SEARCHES_LIMIT,
} from '@sanctions/contracts';
import type { StaffUserUsage } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { searchRequests } from '../../../db/schema/search';
import { countUserUsage } from './count-usage';
import { findTargetUser } from './find-target-user';

/** The searched name as one text: "first last", or the Arabic name when only that was given. */
const searchedName = sql<string>`coalesce(nullif(trim(${searchRequests.firstName} || ' ' || ${searchRequests.lastName}), ''), nullif(trim(${searchRequests.arabicName}), ''), '')`;

async function topSearches(db: Db, userId: string): Promise<StaffUserUsage['topSearches']> {
  const rows = await db
    .select({ name: searchedName, count: count() })
    .from(searchRequests)
    .where(and(eq(searchRequests.userId, userId), sql`${searchedName} <> ''`))
    .groupBy(searchedName)
    .orderBy(desc(count()), asc(searchedName))
    .limit(USER_TOP_SEARCHES_LIMIT);
  return rows;
}

/** User usage (spec 3): today and this month against the user's limits, the total and the top searched names. */
export async function getUserUsage(db: Db, userId: string, now: Date): Promise<StaffUserUsage> {
  const user = await findTargetUser(db, userId);
  const [usage, top] = await Promise.all([
    countUserUsage(db, userId, now),
    topSearches(db, userId),
  ]);
  return {
    user,
    usage: {
      ...usage,
      dailyLimit: user.maxSearchesPerDay ?? DISPLAY_DEFAULT_DAILY_LIMIT,
      monthlyLimit: user.maxSearchesPerMonth ?? DISPLAY_DEFAULT_MONTHLY_LIMIT,
    },
    topSearches: top,
  };
}
