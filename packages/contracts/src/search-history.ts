import { z } from 'zod';
import { RISK_LEVELS, SANCTION_LISTS, SEARCH_TYPES, SANCTION_LIST_FILTERS } from './search';
import { boundedDateTime, safeText } from './text';

/** Page size of the screening history (GET /api/v2/search/history). */
export const SCREENING_HISTORY_PAGE_SIZE = 20;
/** Largest page a client may ask for. */
export const SCREENING_HISTORY_MAX_PAGE_SIZE = 100;

/** `clear`: no match; `hits`: at least one; a risk level: the highest risk among the matches is that one. */
export const SCREENING_HISTORY_OUTCOMES = ['clear', 'hits', ...RISK_LEVELS] as const;
export const screeningHistoryOutcomeSchema = z.enum(SCREENING_HISTORY_OUTCOMES);
export type ScreeningHistoryOutcome = z.infer<typeof screeningHistoryOutcomeSchema>;

const isoDateTimeParam = (label: string) => boundedDateTime(`${label} must be an ISO date`);

/** GET /api/v2/search/history query; every filter optional, newest first. */
export const screeningHistoryQuerySchema = z
  .object({
    /** Text matched against the three name fields (case- and diacritic-insensitive). */
    q: safeText().trim().max(200).optional(),
    /** Inclusive lower bound (ISO 8601). */
    from: isoDateTimeParam('from').optional(),
    /** Inclusive upper bound (ISO 8601); a bare date means the whole of that day (UTC). */
    to: isoDateTimeParam('to').optional(),
    /** Searches that covered this list (run on it alone or on all lists). */
    list: z.enum(SANCTION_LISTS).optional(),
    outcome: screeningHistoryOutcomeSchema.optional(),
    /** One member's searches; only narrows what the caller may already see. */
    userId: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(SCREENING_HISTORY_MAX_PAGE_SIZE)
      .default(SCREENING_HISTORY_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.from === undefined ||
      query.to === undefined ||
      Date.parse(query.from) <= Date.parse(query.to),
    { message: 'from must not be after to', path: ['to'] },
  );
export type ScreeningHistoryQuery = z.infer<typeof screeningHistoryQuerySchema>;
export type ScreeningHistoryQueryInput = z.input<typeof screeningHistoryQuerySchema>;

/** Who ran a search in the history; null when the account has since been deleted. */
export const screeningHistoryUserSchema = z.object({ id: z.string(), name: z.string() });
export type ScreeningHistoryUser = z.infer<typeof screeningHistoryUserSchema>;

/** One past screening, summarised for the history list. */
export const screeningHistoryItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  arabicName: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  searchType: z.enum(SEARCH_TYPES),
  sanctionLists: z.enum(SANCTION_LIST_FILTERS),
  matchesFound: z.number().int().min(0),
  /** Highest risk level among the matches; null when clear. */
  topRisk: z.enum(RISK_LEVELS).nullable(),
  /** Highest confidence (0-100) among the matches; null when clear. */
  topConfidence: z.number().nullable(),
  user: screeningHistoryUserSchema.nullable(),
  listVersionCount: z.number().int().min(0),
  algorithmVersion: z.string().nullable(),
});
export type ScreeningHistoryItem = z.infer<typeof screeningHistoryItemSchema>;

/** `own`: the caller's searches; `organization`: every member's (organisation owners and admins). */
export const SCREENING_HISTORY_SCOPES = ['own', 'organization'] as const;

export const screeningHistoryDataSchema = z.object({
  searches: z.array(screeningHistoryItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  scope: z.enum(SCREENING_HISTORY_SCOPES),
  /** The organisation's members for the user filter (organization scope only; empty otherwise). */
  members: z.array(screeningHistoryUserSchema),
});
export type ScreeningHistoryData = z.infer<typeof screeningHistoryDataSchema>;

/** GET /api/v2/search/history reply. */
export const screeningHistoryReplySchema = z.object({
  success: z.literal(true),
  data: screeningHistoryDataSchema,
});
export type ScreeningHistoryReply = z.infer<typeof screeningHistoryReplySchema>;
