import { z } from 'zod';
import {
  MATCH_TYPES,
  RISK_LEVELS,
  SANCTION_LIST_FILTERS,
  SEARCH_TYPES,
  matchSchema,
  watchlistMatchSchema,
} from '../search';
import { BULK_FIELDS, bulkMappingSchema } from './bulk-fields';

export const BULK_JOB_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

export const BULK_ROW_STATUSES = ['pending', 'clear', 'hit', 'invalid', 'error'] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/** Options of a bulk job, sent as multipart fields beside `file` (numbers and JSON as text). */
export const bulkJobOptionsSchema = z.object({
  searchType: z.enum(SEARCH_TYPES).default('fuzzy'),
  sanctionLists: z.enum(SANCTION_LIST_FILTERS).default('all'),
  minConfidence: z.coerce.number().int().min(50).max(100).default(70),
  /** JSON of {@link bulkMappingSchema}; without it the server maps the headers it recognises. */
  mapping: z.string().max(20_000).optional(),
});
export type BulkJobOptions = z.infer<typeof bulkJobOptionsSchema>;

/** A row the server refused, with the file line it came from. */
export const bulkRowIssueSchema = z.object({
  rowNumber: z.number().int(),
  lineNumber: z.number().int(),
  reason: z.string(),
});
export type BulkRowIssue = z.infer<typeof bulkRowIssueSchema>;

/** Reply of POST /api/v2/bulk-search/preview: what the server read, before anything is stored. */
export const bulkPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  columns: z.array(z.string()),
  /** The server's guess, for the user to confirm or fix. */
  suggestedMapping: bulkMappingSchema,
  /** Fields no column maps to. */
  unmappedFields: z.array(z.enum(BULK_FIELDS)),
  totalRows: z.number().int(),
  sampleRows: z.array(z.record(z.string(), z.string())),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const bulkJobSchema = z.object({
  jobId: z.string(),
  fileName: z.string(),
  status: z.enum(BULK_JOB_STATUSES),
  searchType: z.enum(SEARCH_TYPES),
  sanctionLists: z.enum(SANCTION_LIST_FILTERS),
  minConfidence: z.number().int(),
  /** Valid rows to screen. */
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  invalidRows: z.number().int(),
  clearRows: z.number().int(),
  errorRows: z.number().int(),
  hits: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  /** Screened rows per second since the start; null before the first chunk. */
  rowsPerSecond: z.number().nullable(),
  /** Estimated seconds left; null when unknown or finished. */
  secondsRemaining: z.number().nullable(),
  errorMessage: z.string().nullable(),
  algorithmVersion: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** Reply of POST /api/v2/bulk-search (202). */
export const bulkJobCreatedSchema = z.object({
  jobId: z.string(),
  job: bulkJobSchema,
  /** The first refused rows (up to 100); all are listed by the rows route with `status=invalid`. */
  invalidRowSample: z.array(bulkRowIssueSchema),
});
export type BulkJobCreated = z.infer<typeof bulkJobCreatedSchema>;

export const bulkJobListSchema = z.object({ jobs: z.array(bulkJobSchema) });
export type BulkJobList = z.infer<typeof bulkJobListSchema>;

export const bulkRowSchema = z.object({
  rowNumber: z.number().int(),
  lineNumber: z.number().int(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  arabicName: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  entityType: z.string(),
  status: z.enum(BULK_ROW_STATUSES),
  invalidReason: z.string().nullable(),
  matchesFound: z.number().int(),
  topConfidence: z.number().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  matchType: z.enum(MATCH_TYPES).nullable(),
  /** The row's matches as shown (evidence), best first. */
  matches: z.array(matchSchema),
  /**
   * Hits on the organisation's own watchlists (ADR 042), apart from `matches`; absent when its plan
   * screens no watchlists (or the row was screened before they existed).
   */
  watchlistMatches: z.array(watchlistMatchSchema).optional(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

/** Query of GET /api/v2/bulk-search/{jobId}/rows. */
export const bulkRowsQuerySchema = z.object({
  status: z.enum(['all', ...BULK_ROW_STATUSES]).default('all'),
  risk: z.enum(['all', ...RISK_LEVELS]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BulkRowsQuery = z.infer<typeof bulkRowsQuerySchema>;

export const bulkRowPageSchema = z.object({
  rows: z.array(bulkRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BulkRowPage = z.infer<typeof bulkRowPageSchema>;

/** Query of the results download and the template download. */
export const bulkDownloadQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  locale: z.enum(['en', 'ar']).default('en'),
});
export type BulkDownloadQuery = z.infer<typeof bulkDownloadQuerySchema>;
