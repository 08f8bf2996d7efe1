import { z } from 'zod';

/** Window in which a user with a session refresh or a search counts as active (minutes). */
export const LIVE_ACTIVE_WINDOW_MINUTES = 15;
/** Window of the average response time (minutes). */
export const LIVE_RESPONSE_WINDOW_MINUTES = 60;
/** How often the console polls the live statistics while auto-refresh is on (spec 9). */
export const LIVE_STATS_POLL_MS = 30_000;

export const DB_STATUSES = ['connected', 'disconnected'] as const;

/** Live stats (spec 3): GET /api/v2/super-admin/live-stats. */
export const liveStatsSchema = z.object({
  live: z.object({
    /** Distinct users who refreshed a session or searched in the last 15 minutes. */
    activeUsers: z.number().int().nonnegative(),
    /** Mean duration of the searches of the last hour in milliseconds; null when there were none. */
    avgResponseTime: z.number().nonnegative().nullable(),
  }),
  /** The current UTC day. */
  today: z.object({
    totalSearches: z.number().int().nonnegative(),
    uniqueUsers: z.number().int().nonnegative(),
  }),
  system: z.object({
    dbStatus: z.enum(DB_STATUSES),
    /** Round trip of the database ping in milliseconds; null when it did not answer. */
    dbLatencyMs: z.number().nonnegative().nullable(),
    /** Seconds since this server process started. */
    uptime: z.number().int().nonnegative(),
  }),
  generatedAt: z.string(),
});
export type LiveStats = z.infer<typeof liveStatsSchema>;

export const liveStatsReplySchema = z.object({ success: z.literal(true), data: liveStatsSchema });
export type LiveStatsReply = z.infer<typeof liveStatsReplySchema>;
