import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * One screening request. Kept when the user is deleted (`userId` set null) because screening
 * records are retained for 7 years (privacy policy). The names are personal data: never logged.
 */
export const searchRequests = pgTable(
  'search_requests',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    arabicName: text().notNull().default(''),
    dateOfBirth: text(),
    nationality: text(),
    /** exact | fuzzy | phonetic */
    searchType: text().notNull(),
    /** all | ofac | un | eu | uk, as the client sent it. */
    sanctionLists: text().notNull(),
    matchesFound: integer().notNull().default(0),
    /** Duration in milliseconds. */
    searchTime: real().notNull().default(0),
    aiEnhanced: boolean().notNull().default(false),
    /** Engine version that produced the results, for reproducibility. */
    algorithmVersion: text(),
    /** The list versions the search ran against. */
    listVersionIds: jsonb().$type<string[]>().notNull().default([]),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.organizationId, t.createdAt),
    index().on(t.createdAt),
  ],
);

/**
 * One match of a search, queryable per entry and confidence. Deliberately no foreign key to
 * `sanction_entries`: entries of superseded list versions may be pruned, but the evidence of what was
 * matched must survive; the entry as it was shown and the explanation are kept once, in the search's
 * `search_sessions.search_results` (rows written before migration 0001 also hold copies in
 * `entrySnapshot`/`explanation`).
 */
export const searchResults = pgTable(
  'search_results',
  {
    id: id(),
    searchRequestId: uuid()
      .notNull()
      .references(() => searchRequests.id, { onDelete: 'cascade' }),
    sanctionEntryId: uuid().notNull(),
    listVersionId: uuid(),
    sanctionList: text().notNull(),
    sourceId: text().notNull(),
    rank: integer().notNull(),
    /** 0-100 */
    matchConfidence: real().notNull(),
    /** high | medium | low */
    riskLevel: text().notNull(),
    /** active_sanction | review_required | likely_clear */
    status: text().notNull(),
    /** exact | alias | transliteration | phonetic | fuzzy */
    matchType: text().notNull(),
    matchedName: text().notNull(),
    aiAnalysis: text(),
    explanation: jsonb().$type<unknown>(),
    entrySnapshot: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.searchRequestId, t.rank)],
);

/** Searches per user per calendar day (UTC); the daily and monthly quota counters. */
export const userUsageStats = pgTable(
  'user_usage_stats',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** Single searches of the day: the daily limit reads this alone. */
    searchCount: integer().notNull().default(0),
    /**
     * Rows a standalone user's bulk jobs screened that day (ADR 016 as amended by issue 23 §5): they count
     * against the monthly limit with the single searches, never against the daily limit.
     */
    bulkRowCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.date)],
);

/** A client-side search session whose query and results were kept for feedback ranking. */
export const searchSessions = pgTable(
  'search_sessions',
  {
    id: id(),
    sessionId: text().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchQuery: jsonb().$type<Record<string, unknown>>().notNull(),
    searchResults: jsonb().$type<unknown[]>().notNull().default([]),
    /** PEP hits answered apart (issue 25); null when the plan had no PEP screening. */
    pepResults: jsonb().$type<unknown[]>(),
    /** The organisation's own watchlist hits (ADR 042); null when its plan screens no watchlists. */
    watchlistResults: jsonb().$type<unknown[]>(),
    totalMatches: integer().notNull().default(0),
    /** Duration in milliseconds. */
    searchTime: real().notNull().default(0),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Relevance feedback on one match of a search session. */
export const userFeedback = pgTable(
  'user_feedback',
  {
    id: id(),
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    matchIndex: integer().notNull(),
    matchName: text().notNull(),
    /** 0-100 */
    matchConfidence: real(),
    isRelevant: boolean(),
    /** 1-5 */
    rating: integer(),
    feedback: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sessionId)],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The organisation the search was saved in (its criteria name the organisation's customers): shown
     * only while the user belongs to it (issue 24 §3); null for a standalone account's.
     */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    searchQuery: jsonb().$type<Record<string, unknown>>().notNull(),
    isFavorite: boolean().notNull().default(false),
    lastUsed: timestamptz(),
    useCount: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const BULK_JOB_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;
export const bulkJobStatusEnum = pgEnum('bulk_job_status', BULK_JOB_STATUSES);

/** A bulk screening upload processed in the background (ADR 015: chunks on the durable job queue). */
export const bulkSearchJobs = pgTable(
  'bulk_search_jobs',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    /** Public id of the job in routes and replies. */
    jobId: text().notNull().unique(),
    fileName: text().notNull(),
    /** Valid rows to screen (invalid rows are stored but not counted here). */
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    invalidRows: integer().notNull().default(0),
    clearRows: integer().notNull().default(0),
    highRiskRows: integer().notNull().default(0),
    mediumRiskRows: integer().notNull().default(0),
    lowRiskRows: integer().notNull().default(0),
    errorRows: integer().notNull().default(0),
    status: bulkJobStatusEnum().notNull().default('pending'),
    /** exact | fuzzy | phonetic */
    searchType: text().notNull().default('fuzzy'),
    /** all | ofac | un | eu | uk */
    sanctionLists: text().notNull().default('all'),
    minConfidence: integer().notNull().default(70),
    /**
     * Whether the owner's plan had `pepCheck` when the job was created: its rows are also screened against the
     * PEP sources and its results file carries the PEP columns (ADR 040).
     */
    pepCheck: boolean().notNull().default(false),
    /** Column name of the file -> field, as the user confirmed it. */
    mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The file's header row as read, in order (the results export repeats the original columns). */
    sourceColumns: jsonb().$type<string[]>().notNull().default([]),
    /** Interface language when the job was started: notifications and the PDF summary use it. */
    locale: text().notNull().default('en'),
    /** Set when the job was started with an API key. */
    apiKeyId: uuid(),
    algorithmVersion: text(),
    listVersionIds: jsonb().$type<string[]>().notNull().default([]),
    results: jsonb().$type<unknown[]>(),
    errorMessage: text(),
    createdAt: createdAt(),
    startedAt: timestamptz(),
    completedAt: timestamptz(),
    cancelledAt: timestamptz(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.organizationId, t.createdAt),
    index().on(t.status),
  ],
);

export const BULK_ROW_STATUSES = ['pending', 'clear', 'hit', 'invalid', 'error'] as const;

/**
 * One input row of a bulk job, in input order, with its screening outcome. A chunk of rows is screened
 * and written in one transaction (`status = 'pending'` guards the write, so a chunk run twice after a
 * crash writes each row once). `matches` is the row's evidence: the matches as shown, like a search's.
 */
export const bulkSearchRows = pgTable(
  'bulk_search_rows',
  {
    id: id(),
    bulkJobId: uuid()
      .notNull()
      .references(() => bulkSearchJobs.id, { onDelete: 'cascade' }),
    /** 1-based position among the file's data rows (input order). */
    rowNumber: integer().notNull(),
    /** Line of the file (CSV) or sheet row (XLSX) the row came from, for error reports. */
    lineNumber: integer().notNull(),
    /** The row's cells as read, keyed by the file's column names (the export repeats them). */
    source: jsonb().$type<Record<string, string>>().notNull().default({}),
    reference: text().notNull().default(''),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    arabicName: text().notNull().default(''),
    dateOfBirth: text(),
    nationality: text(),
    /** individual | entity | '' (any) */
    entityType: text().notNull().default(''),
    /** pending | clear | hit | invalid | error */
    status: text().notNull().default('pending'),
    invalidReason: text(),
    matchesFound: integer().notNull().default(0),
    topConfidence: real(),
    riskLevel: text(),
    matchType: text(),
    matches: jsonb().$type<unknown[]>(),
    /** Hits on the organisation's own watchlists (ADR 042); null when its plan screens none. */
    watchlistMatches: jsonb().$type<unknown[]>(),
    /** PEP hits (`PepMatch[]`, best first) of a job with `pepCheck`; apart from the sanctions verdict. */
    pepMatches: jsonb().$type<unknown[]>(),
    screenedAt: timestamptz(),
  },
  (t) => [uniqueIndex().on(t.bulkJobId, t.rowNumber), index().on(t.bulkJobId, t.status)],
);

export const exportTemplates = pgTable(
  'export_templates',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    /** compliance | investigation | audit | general */
    templateType: text().notNull(),
    configuration: jsonb().$type<Record<string, unknown>>().notNull(),
    isDefault: boolean().notNull().default(false),
    isPublic: boolean().notNull().default(false),
    lastUsed: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * The screening certificate of a search (ADR 023), fixed when it is first issued: the SHA-256 of the
 * canonical serialisation of the stored evidence. The verification code is an HMAC of the search id and
 * this hash under a server secret, so it is computed, never stored. `screenedBy` copies the screener's id
 * because deleting the account nulls `search_requests.user_id` and must not read as tampering.
 */
export const searchCertificates = pgTable('search_certificates', {
  id: id(),
  searchRequestId: uuid()
    .notNull()
    .unique()
    .references(() => searchRequests.id, { onDelete: 'cascade' }),
  evidenceHash: text().notNull(),
  screenedBy: uuid(),
  issuedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  issuedAt: timestamptz().notNull(),
});
