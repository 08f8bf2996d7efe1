import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from './envelope';
import { LIST_SOURCES_ALL } from './list-ids';
import { SANCTION_LISTS } from './search';

/**
 * Life of one list version: written as `pending` inside the import transaction, `active` once switched in,
 * `superseded` when a newer version replaced it, `failed` when the import was refused (never activated).
 */
export const LIST_VERSION_STATUSES = ['pending', 'active', 'superseded', 'failed'] as const;
export const listVersionStatusSchema = z.enum(LIST_VERSION_STATUSES);
export type ListVersionStatus = z.infer<typeof listVersionStatusSchema>;

/** What started an import run: the admin's crawl or refresh, the schedule, or the first start-up. */
export const IMPORT_RUN_KINDS = ['crawl', 'refresh', 'schedule', 'startup'] as const;
export const importRunKindSchema = z.enum(IMPORT_RUN_KINDS);
export type ImportRunKind = z.infer<typeof importRunKindSchema>;

/** `partial`: some publications were imported (or unchanged) and some failed. */
export const IMPORT_RUN_STATUSES = ['running', 'succeeded', 'partial', 'failed'] as const;
export const importRunStatusSchema = z.enum(IMPORT_RUN_STATUSES);
export type ImportRunStatus = z.infer<typeof importRunStatusSchema>;

/** Outcome of one publication in a run: switched in, identical to the active version, or refused. */
export const PUBLICATION_OUTCOMES = ['activated', 'unchanged', 'failed'] as const;

/** Source ids that changed against the previous active version; each bucket is capped (counts are exact). */
export const listVersionDeltaSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});
export type ListVersionDelta = z.infer<typeof listVersionDeltaSchema>;

/** One publication's outcome in an import run. */
export const importRunResultSchema = z.object({
  sanctionList: z.enum(LIST_SOURCES_ALL),
  listSource: z.string(),
  outcome: z.enum(PUBLICATION_OUTCOMES),
  /** The version created (activated or failed) or, when unchanged, the active one. */
  versionId: z.string().nullable(),
  entryCount: z.number().int().min(0),
  addedCount: z.number().int().min(0),
  removedCount: z.number().int().min(0),
  changedCount: z.number().int().min(0),
  /** Why the publication failed; null otherwise. */
  reason: z.string().nullable(),
});
export type ImportRunResult = z.infer<typeof importRunResultSchema>;

/** A file or download that could not be used, with the reason. */
export const importRunErrorSchema = z.object({
  file: z.string(),
  message: z.string(),
});
export type ImportRunError = z.infer<typeof importRunErrorSchema>;

/** One crawl / refresh / scheduled import and what came of it. Times are ISO 8601. */
export const importRunSchema = z.object({
  id: z.string(),
  kind: importRunKindSchema,
  status: importRunStatusSchema,
  triggeredBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  results: z.array(importRunResultSchema),
  errors: z.array(importRunErrorSchema),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** One row of the stats breakdown: the active version of one publication. Times are ISO 8601. */
export const listBreakdownItemSchema = z.object({
  sanctionList: z.enum(LIST_SOURCES_ALL),
  /** Entries of the active version. */
  count: z.number().int().min(0),
  listSource: z.string(),
  versionId: z.string(),
  /** Date the publication states, when it states one (OFAC CSV does not). */
  publishedAt: z.string().nullable(),
  importedAt: z.string().nullable(),
  status: listVersionStatusSchema,
});
export type ListBreakdownItem = z.infer<typeof listBreakdownItemSchema>;

/** One version in the history, with its counts and delta summary. Times are ISO 8601. */
export const listVersionSummarySchema = z.object({
  id: z.string(),
  sanctionList: z.enum(LIST_SOURCES_ALL),
  listSource: z.string(),
  format: z.string(),
  status: listVersionStatusSchema,
  publishedAt: z.string().nullable(),
  importedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  fileHash: z.string().nullable(),
  fileNames: z.array(z.string()),
  entryCount: z.number().int().min(0),
  addedCount: z.number().int().min(0),
  removedCount: z.number().int().min(0),
  changedCount: z.number().int().min(0),
  delta: listVersionDeltaSchema.nullable(),
  failureReason: z.string().nullable(),
  triggeredBy: z.string(),
  importRunId: z.string().nullable(),
  createdAt: z.string(),
});
export type ListVersionSummary = z.infer<typeof listVersionSummarySchema>;

/** `data` of GET /api/v2/admin/sanctions/stats (spec: totalEntries, lastUpdate, listBreakdown). */
export const sanctionsStatsSchema = z.object({
  /** Entries of all active versions. */
  totalEntries: z.number().int().min(0),
  /** Latest import time of an active version (ISO 8601), null before the first import. */
  lastUpdate: z.string().nullable(),
  listBreakdown: z.array(listBreakdownItemSchema),
  /** The latest failed imports, newest first, so the Settings tab can show what went wrong. */
  recentFailures: z.array(listVersionSummarySchema),
});
export type SanctionsStats = z.infer<typeof sanctionsStatsSchema>;
export const sanctionsStatsReplySchema = successEnvelope(sanctionsStatsSchema);

/** Query of GET /api/v2/admin/sanctions/versions. */
export const listVersionsQuerySchema = z.object({
  sanctionList: z.enum(LIST_SOURCES_ALL).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListVersionsQuery = z.infer<typeof listVersionsQuerySchema>;
export const listVersionsReplySchema = successEnvelope(
  z.object({ versions: z.array(listVersionSummarySchema) }),
);

/** `data` of the 202 answer of POST /api/v2/admin/sanctions/crawl: poll the run by `jobId`. */
export const crawlStartedSchema = z.object({
  jobId: z.string(),
  status: importRunStatusSchema,
});
export const crawlReplySchema = successEnvelope(crawlStartedSchema);
export const importRunReplySchema = successEnvelope(importRunSchema);
export const importRunParamsSchema = z.object({ id: z.uuid() });
/**
 * 409 of crawl and refresh: the error envelope, plus the running job's id when another list import runs
 * (in any server process), which the caller can poll instead of starting a second import.
 */
export const importRunningReplySchema = errorEnvelopeSchema.extend({
  jobId: z.string().optional(),
});
export type ImportRunningReply = z.infer<typeof importRunningReplySchema>;

/** Freshness of one publication for the signed-in user's indicator. Times are ISO 8601. */
export const listFreshnessItemSchema = z.object({
  sanctionList: z.enum(LIST_SOURCES_ALL),
  listSource: z.string(),
  versionId: z.string(),
  publishedAt: z.string().nullable(),
  importedAt: z.string().nullable(),
  /** Last time the source was read (imported or found unchanged). */
  checkedAt: z.string().nullable(),
  /** True when the last check is older than `staleAfterHours`. */
  isStale: z.boolean(),
});
export type ListFreshnessItem = z.infer<typeof listFreshnessItemSchema>;

/**
 * A publication whose latest import failed after its last good read: screening still runs on the previous
 * version (or, with no active version, the list is not loaded). `failedAt` is ISO 8601.
 */
export const listImportFailureSchema = z.object({
  sanctionList: z.enum(LIST_SOURCES_ALL),
  listSource: z.string(),
  failedAt: z.string(),
});
export type ListImportFailure = z.infer<typeof listImportFailureSchema>;

/** `data` of GET /api/v2/sanctions/freshness. */
export const listFreshnessSchema = z.object({
  lists: z.array(listFreshnessItemSchema),
  /**
   * The lists this installation screens: those it downloads, those its LISTS_DIR has a folder for, and any
   * it has imported before. A list among them with no active version is missing; another list is simply
   * not offered. Absent: every list.
   */
  expectedLists: z.array(z.enum(SANCTION_LISTS)).optional(),
  /** Failed imports not yet followed by a good one; empty when every list's last import worked. */
  failedImports: z.array(listImportFailureSchema).default([]),
  /** Hours between scheduled refreshes; 0 when the schedule is off. */
  refreshHours: z.number().min(0),
  /** A list is stale after twice the refresh period (24 h period when the schedule is off). */
  staleAfterHours: z.number().min(0),
});
export type ListFreshness = z.infer<typeof listFreshnessSchema>;
export const listFreshnessReplySchema = successEnvelope(listFreshnessSchema);

/** Messages of spec organizations-billing-admin section 8 for the Settings tab's buttons. */
export const SANCTIONS_MESSAGES = {
  crawlStarted: 'Sanctions data update started',
  crawlFailed: 'Failed to start data update',
  refreshed: 'Sanctions data refreshed',
  refreshFailed: 'Failed to refresh data',
  importRunning: 'A list import is already running',
} as const;

/** Error of a run whose server process stopped before it finished (status `failed`). */
export const IMPORT_RUN_INTERRUPTED = 'interrupted by a server restart';
