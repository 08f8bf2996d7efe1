import { z } from 'zod';
import { SEARCH_TYPES } from './search';

/**
 * Usage counters are kept per UTC calendar day and UTC calendar month (docs/decisions ADR
 * "usage day boundary"): a day starts at 00:00 UTC, a month on its 1st at 00:00 UTC.
 */

/** Per-user limits given to new accounts (spec screening-and-account 9). */
export const DEFAULT_MAX_SEARCHES_PER_DAY = 10;
export const DEFAULT_MAX_SEARCHES_PER_MONTH = 100;

/** Searches listed in the profile's Recent Activity. */
export const RECENT_SEARCHES_LIMIT = 10;
/** Names listed in `topSearches`. */
export const TOP_SEARCHES_LIMIT = 5;

/** Why searching is blocked; the message the client shows is `reasonIfBlocked` / the 429's `error`. */
export const SEARCH_BLOCK_REASONS = [
  'daily_limit',
  'monthly_limit',
  'organization_monthly_limit',
  /** The organisation's subscription is suspended for non-payment (ADR 009). */
  'subscription_suspended',
  'subscription_cancelled',
] as const;
export type SearchBlockReason = (typeof SEARCH_BLOCK_REASONS)[number];

const isoInstant = z.string();

/** Today's counter against the daily limit. */
export const dailyUsageSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
  remaining: z.number().int().min(0),
  /** used / limit in percent, capped at 100 (0 when the limit is 0 and nothing was used). */
  percentage: z.number().min(0).max(100),
  /** Next 00:00 UTC. */
  resetAt: isoInstant,
  /** Whole hours until `resetAt`, rounded up. */
  hoursUntilReset: z.number().int().min(0),
});

/** This month's counter against the monthly limit. */
export const monthlyUsageSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
  remaining: z.number().int().min(0),
  percentage: z.number().min(0).max(100),
  /** 1st of next month, 00:00 UTC. */
  resetAt: isoInstant,
  /** Whole days until `resetAt`, rounded up. */
  daysUntilReset: z.number().int().min(0),
});

/** One search in the Recent Activity list. */
export const recentSearchSchema = z.object({
  id: z.string(),
  names: z.object({ first: z.string(), last: z.string(), arabic: z.string() }),
  timestamp: isoInstant,
  searchType: z.enum(SEARCH_TYPES),
  matchesFound: z.number().int().min(0),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** `data` of GET /api/v3/usage/profile-data (spec screening-and-account 3, "Usage profile data"). */
export const usageProfileDataSchema = z.object({
  stats: z.object({
    canSearch: z.boolean(),
    /** Human reason shown in the blocked alert; null when searching is allowed. */
    reasonIfBlocked: z.string().nullable(),
    /** Machine form of the reason. */
    blockedBy: z.enum(SEARCH_BLOCK_REASONS).nullable(),
    daily: dailyUsageSchema,
    monthly: monthlyUsageSchema,
    allTime: z.object({
      total: z.number().int().min(0),
      /** total / UTC days since the first search (inclusive), one decimal. */
      averagePerDay: z.number().min(0),
      firstSearchAt: isoInstant.nullable(),
    }),
    subscription: z.object({
      /** Display name of the organisation's plan; null for users outside an organisation. */
      plan: z.string().nullable(),
      /** The plan's monthly searches for the whole organisation; null when unlimited or no plan. */
      organizationMonthlyLimit: z.number().int().min(0).nullable(),
      organizationMonthlyUsed: z.number().int().min(0).nullable(),
    }),
  }),
  activity: z.object({
    todayCount: z.number().int().min(0),
    /** Today and the 6 UTC days before it. */
    last7DaysCount: z.number().int().min(0),
    searches: z.array(recentSearchSchema),
  }),
  charts: z.object({
    /** Exactly 24 entries, hours 0-23 UTC of today. */
    hourlyToday: z.array(
      z.object({ hour: z.number().int().min(0).max(23), count: z.number().int().min(0) }),
    ),
  }),
});
export type UsageProfileData = z.infer<typeof usageProfileDataSchema>;

export const usageProfileDataResponseSchema = z.object({
  success: z.literal(true),
  data: usageProfileDataSchema,
});

/** `data` of GET /api/v2/user/usage. */
export const userUsageSchema = z.object({
  usage: z.object({
    today: z.number().int().min(0),
    thisMonth: z.number().int().min(0),
    dailyLimit: z.number().int().min(0),
    monthlyLimit: z.number().int().min(0),
    totalSearches: z.number().int().min(0),
  }),
  /** The user's most screened names, most frequent first. */
  topSearches: z.array(z.object({ name: z.string(), count: z.number().int().min(1) })),
});
export type UserUsage = z.infer<typeof userUsageSchema>;

export const userUsageResponseSchema = z.object({
  success: z.literal(true),
  data: userUsageSchema,
});
