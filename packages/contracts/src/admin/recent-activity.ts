import { z } from 'zod';

export const RECENT_ACTIVITY_TYPES = ['search', 'profile', 'system'] as const;
export const recentActivityTypeSchema = z.enum(RECENT_ACTIVITY_TYPES);
export type RecentActivityType = z.infer<typeof recentActivityTypeSchema>;

/** Recent activity entry (spec 3). `title` and `description` are English; `key`/`params` let clients translate. */
export const recentActivityEntrySchema = z.object({
  id: z.string(),
  type: recentActivityTypeSchema,
  /** Stable text key of the event (the audit action, or `search` for a screening). */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
  metadata: z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() }),
  /** Who the event concerns, when a user does. */
  user: z
    .object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
});
export type RecentActivityEntry = z.infer<typeof recentActivityEntrySchema>;

export const RECENT_ACTIVITY_DEFAULT_LIMIT = 20;
export const RECENT_ACTIVITY_MAX_LIMIT = 100;

export const recentActivityQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECENT_ACTIVITY_MAX_LIMIT)
    .default(RECENT_ACTIVITY_DEFAULT_LIMIT),
});

export const recentActivityReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ activities: z.array(recentActivityEntrySchema) }),
});
export type RecentActivityReply = z.infer<typeof recentActivityReplySchema>;
