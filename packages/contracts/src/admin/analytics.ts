import { z } from 'zod';
import { SANCTION_LISTS } from '../search';

/** The analytics dashboard's ranges (spec 9): the last 7, 30 or 90 UTC days, today included. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export const analyticsRangeSchema = z.enum(ANALYTICS_RANGES, {
  message: 'Range must be one of 7d, 30d or 90d',
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';
export const ANALYTICS_RANGE_DAYS: Readonly<Record<AnalyticsRange, number>> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
/** How many of the most screened names the dashboard lists. */
export const TOP_SEARCH_TERMS_LIMIT = 10;
/** The audit action written each time someone reads the analytics (the top terms are personal data). */
export const ANALYTICS_VIEWED_ACTION = 'analytics_viewed';

export const analyticsQuerySchema = z.object({
  range: analyticsRangeSchema.default(DEFAULT_ANALYTICS_RANGE),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();
/** Percent change against the previous period of the same length; null when that period had none. */
const growth = z.number().nullable();

export const analyticsDaySchema = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  searches: count,
  /** Distinct users who signed in or searched that day. */
  activeUsers: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const listImportFreshnessSchema = z.object({
  sanctionList: z.enum(SANCTION_LISTS),
  listSource: z.string(),
  /** The newest import of this publication that succeeded (active or since superseded). */
  lastImportedAt: z.string().nullable(),
  /** Last time the publication was read and found unchanged or imported. */
  lastCheckedAt: z.string().nullable(),
});
export type ListImportFreshness = z.infer<typeof listImportFreshnessSchema>;

/** Analytics (spec 3), every figure counted from stored rows. */
export const analyticsSchema = z.object({
  range: analyticsRangeSchema,
  /** First and last UTC day of the range (both included). */
  from: z.string(),
  to: z.string(),
  /** Accounts not deleted. */
  totalUsers: count,
  /** Distinct users who signed in or searched within the range. */
  activeUsers: count,
  /** Single searches within the range (one per search request; bulk rows are counted apart). */
  totalSearches: count,
  /**
   * Rows screened by bulk jobs started within the range: each counts as one search, as billing and the
   * monthly allowances count it (issue 23 §5).
   */
  bulkRowsScreened: count.default(0),
  /** Searches of the current UTC day. */
  searchesToday: count,
  /**
   * Percent change of each card against the previous period of the same length: total users now against
   * the end of the previous period, active users and searches against the previous range, today against
   * yesterday. One decimal.
   */
  growth: z.object({
    totalUsers: growth,
    activeUsers: growth,
    totalSearches: growth,
    searchesToday: growth,
  }),
  /** The most screened names of the range (lower-cased, spaces collapsed), most frequent first. */
  topSearchTerms: z.array(z.object({ term: z.string(), count })),
  /** One entry per UTC day of the range, oldest first; days without activity count 0. */
  userActivity: z.array(analyticsDaySchema),
  /** Matches of the range's searches per list publication, most first. */
  sanctionSources: z.array(
    z.object({ source: z.string(), sanctionList: z.string(), matches: count }),
  ),
  /**
   * Per list and match type, the matches of the range's searches analysts judged (match feedback) and the
   * share they marked relevant: `precision` in percent, one decimal (null when none was judged).
   */
  matchPrecision: z.array(
    z.object({
      sanctionList: z.string(),
      matchType: z.string(),
      judged: count,
      relevant: count,
      precision: z.number().min(0).max(100).nullable(),
    }),
  ),
  rateLimitStats: z.object({
    /** Users whose searches today reached their daily limit. */
    usersAtDailyLimit: count,
    /** Users whose searches this UTC month reached their monthly limit. */
    usersAtMonthlyLimit: count,
    /** Mean searches per user on the days of the range on which that user searched. One decimal. */
    averageDailyUsage: z.number().nonnegative(),
    /** Mean searches this UTC month per user who searched this month. One decimal. */
    averageMonthlyUsage: z.number().nonnegative(),
  }),
  systemHealth: z.object({
    dbStatus: z.enum(['connected', 'disconnected']),
    /** Round trip of a database ping in milliseconds; null when it did not answer. */
    dbLatencyMs: z.number().nonnegative().nullable(),
    /** Seconds since this server process started. */
    uptimeSeconds: count,
    /** Mean and 95th percentile of the recorded search durations of the range, in ms; null without searches. */
    avgResponseTimeMs: z.number().nonnegative().nullable(),
    p95ResponseTimeMs: z.number().nonnegative().nullable(),
    lists: z.array(listImportFreshnessSchema),
  }),
  generatedAt: z.string(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsReplySchema = z.object({ success: z.literal(true), data: analyticsSchema });
export type AnalyticsReply = z.infer<typeof analyticsReplySchema>;
