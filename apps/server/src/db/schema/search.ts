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
    searchCount: integer().notNull().default(0),
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

/** A bulk screening upload processed in the background. */
export const bulkSearchJobs = pgTable(
  'bulk_search_jobs',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    jobId: text().notNull().unique(),
    fileName: text().notNull(),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    status: bulkJobStatusEnum().notNull().default('pending'),
    results: jsonb().$type<unknown[]>(),
    errorMessage: text(),
    createdAt: createdAt(),
    startedAt: timestamptz(),
    completedAt: timestamptz(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.status)],
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
