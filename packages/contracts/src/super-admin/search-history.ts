import { z } from 'zod';
import { safeText } from '../text';

export const SEARCH_HISTORY_MAX_PAGE_SIZE = 100;
export const SEARCH_HISTORY_DEFAULT_PAGE_SIZE = 25;
/** Earliest date the date filters accept (nothing was screened before the platform existed). */
export const SEARCH_HISTORY_MIN_DATE = '2000-01-01';

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Invalid date')
  .refine((value) => value >= SEARCH_HISTORY_MIN_DATE, `Dates start at ${SEARCH_HISTORY_MIN_DATE}`)
  .refine((value) => value <= '2999-12-31', 'Invalid date');

/** GET /api/v2/super-admin/search-history query: paging and the console's filters, all applied in SQL. */
export const searchHistoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_HISTORY_MAX_PAGE_SIZE)
      .default(SEARCH_HISTORY_DEFAULT_PAGE_SIZE),
    userId: z.uuid('Invalid user id').optional(),
    /** First UTC day included. */
    from: isoDateSchema.optional(),
    /** Last UTC day included. */
    to: isoDateSchema.optional(),
    /** Case-insensitive part of the first, last or Arabic name searched. */
    name: safeText().trim().max(200, 'Name must be at most 200 characters').optional(),
    withMatches: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type SearchHistoryQuery = z.input<typeof searchHistoryQuerySchema>;
export type SearchHistoryQueryParsed = z.output<typeof searchHistoryQuerySchema>;

/**
 * Search history row (spec 3). `id` is the search id that GET /api/v2/search/{id} and its report.pdf open;
 * `searchTime` is when it ran; `durationMs` how long it took.
 */
export const searchHistoryRowSchema = z.object({
  id: z.uuid(),
  searchTime: z.string(),
  durationMs: z.number().nonnegative(),
  /** Null when the account has since been removed (the screening record is kept). */
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  arabicName: z.string(),
  nationality: z.string().nullable(),
  matchFound: z.boolean(),
  matchCount: z.number().int().nonnegative(),
  /** Id of the stored evidence (query and results); null when none was kept, so there is nothing to open. */
  sessionId: z.string().nullable(),
});
export type SearchHistoryRow = z.infer<typeof searchHistoryRowSchema>;

export const searchHistoryReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    history: z.array(searchHistoryRowSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type SearchHistoryReply = z.infer<typeof searchHistoryReplySchema>;
