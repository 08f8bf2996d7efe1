import { RECENT_SEARCHES_LIMIT, SEARCH_TYPES, TOP_SEARCHES_LIMIT } from '@sanctions/contracts';
import type { SearchType, UsageProfileData, UserUsage } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import {
  findFirstSearchAt,
  findHourlyCounts,
  findRecentSearches,
  findTopSearchedNames,
  findUserTotal,
} from './usage.queries';
import { judgeQuota, readQuotaState } from './usage-quota';
import type { QuotaUser } from './usage-quota';
import { utcDaysInclusive } from './usage-period';

/** GET /api/v3/usage/profile-data: limits with reset times, activity and today's 24 hourly counts. */
export async function readUsageProfile(
  db: Db,
  user: QuotaUser,
  now: Date,
): Promise<UsageProfileData> {
  const state = await readQuotaState(db, user, now);
  const { periods } = state;
  const [total, firstSearchAt, recent, hourly] = await Promise.all([
    findUserTotal(db, user.id),
    findFirstSearchAt(db, user.id),
    findRecentSearches(db, user, RECENT_SEARCHES_LIMIT),
    findHourlyCounts(db, user.id, periods.dayStartsAt, periods.dayResetsAt),
  ]);
  const verdict = judgeQuota(state);
  const countByHour = new Map(hourly.map((row) => [row.hour, row.count]));
  const organization = state.organization;
  return {
    stats: {
      canSearch: verdict.canSearch,
      reasonIfBlocked: verdict.reason,
      blockedBy: verdict.blockedBy,
      daily: {
        ...counter(state.today, state.dailyLimit),
        resetAt: periods.dayResetsAt.toISOString(),
        hoursUntilReset: periods.hoursUntilDayReset,
      },
      monthly: {
        ...counter(state.thisMonth, state.monthlyLimit),
        resetAt: periods.monthResetsAt.toISOString(),
        daysUntilReset: periods.daysUntilMonthReset,
      },
      allTime: {
        total,
        averagePerDay:
          firstSearchAt === null
            ? 0
            : Math.round((total / utcDaysInclusive(firstSearchAt, now)) * 10) / 10,
        firstSearchAt: firstSearchAt?.toISOString() ?? null,
      },
      subscription: {
        plan: organization?.planName ?? null,
        organizationMonthlyLimit: organization?.monthlyLimit ?? null,
        organizationMonthlyUsed: organization?.used ?? null,
      },
    },
    activity: {
      todayCount: state.today,
      last7DaysCount: state.last7Days,
      searches: recent.map((row) => ({
        id: row.id,
        names: { first: row.firstName, last: row.lastName, arabic: row.arabicName },
        timestamp: row.createdAt.toISOString(),
        searchType: toSearchType(row.searchType),
        matchesFound: row.matchesFound,
      })),
    },
    charts: {
      hourlyToday: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        count: countByHour.get(hour) ?? 0,
      })),
    },
  };
}

/** GET /api/v2/user/usage: the counters and the most screened names. */
export async function readUserUsage(db: Db, user: QuotaUser, now: Date): Promise<UserUsage> {
  const [state, total, top] = await Promise.all([
    readQuotaState(db, user, now),
    findUserTotal(db, user.id),
    findTopSearchedNames(db, user, TOP_SEARCHES_LIMIT),
  ]);
  return {
    usage: {
      today: state.today,
      thisMonth: state.thisMonth,
      dailyLimit: state.dailyLimit,
      monthlyLimit: state.monthlyLimit,
      totalSearches: total,
    },
    topSearches: top.filter((row) => row.name !== ''),
  };
}

function counter(used: number, limit: number) {
  const percentage =
    limit > 0 ? Math.min(100, Math.round((used / limit) * 1000) / 10) : used > 0 ? 100 : 0;
  return { used, limit, remaining: Math.max(0, limit - used), percentage };
}

/** Stored rows were validated on the way in; an unknown value would be a data fault, shown as fuzzy. */
function toSearchType(value: string): SearchType {
  return SEARCH_TYPES.find((type) => type === value) ?? 'fuzzy';
}
