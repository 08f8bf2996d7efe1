import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { safeText } from '../text';
import { ALERT_LIST_IDS } from '../list-ids';
import { pepMatchSchema } from '../pep';
import {
  RISK_LEVELS,
  SANCTION_LISTS,
  listVersionRefSchema,
  matchSchema,
  watchlistMatchSchema,
} from '../search';
import { subjectSchema } from './subjects';

/**
 * `open`: raised, nobody has decided; `escalated`: a reviewer asked for a senior look (still undecided);
 * `proposed`: a true-match or false-positive decision waits for the second reviewer (four-eyes, ADR 020);
 * `decided`: approved; `closed`: the listed entry was removed from its list, or the subject was removed.
 */
export const ALERT_STATUSES = ['open', 'escalated', 'proposed', 'decided', 'closed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The queue's status filter: `open` covers open and escalated alerts (both wait for a decision). */
export const ALERT_STATUS_FILTERS = [
  'open',
  'escalated',
  'proposed',
  'decided',
  'closed',
  'all',
] as const;
export type AlertStatusFilter = (typeof ALERT_STATUS_FILTERS)[number];

/** How an alert ended once approved. */
export const ALERT_RESOLUTIONS = ['true_match', 'false_positive'] as const;
export type AlertResolution = (typeof ALERT_RESOLUTIONS)[number];

/**
 * What raised the alert: the first screening of a new subject, a list version's delta, the nightly full pass,
 * a changed entry, or an analyst opening a case on a hit of a one-off search (ADR 024).
 */
export const ALERT_TRIGGERS = [
  'subject_added',
  'list_update',
  'full_rescreen',
  'entry_changed',
  'search_hit',
] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/**
 * What kind of risk the alert is about: a sanctions listing ("do not proceed" until decided) or a politically
 * exposed person (enhanced due diligence, ADR 040), raised on plans with `pepCheck` only, or a row of the
 * organisation's own watchlist (ADR 042), raised on plans with `watchlistScreening` only.
 */
export const ALERT_KINDS = ['sanctions', 'pep', 'watchlist'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Age buckets of the queue's filter. */
export const ALERT_AGE_FILTERS = ['1d', '7d', '30d', 'older'] as const;
export type AlertAgeFilter = (typeof ALERT_AGE_FILTERS)[number];

/** Query of GET /api/v2/monitoring/alerts. */
export const listAlertsQuerySchema = z.object({
  status: z.enum(ALERT_STATUS_FILTERS).default('open'),
  risk: z.enum(RISK_LEVELS).optional(),
  list: z.enum(SANCTION_LISTS).optional(),
  /** A user id, `me`, or `unassigned`. */
  assignee: z.union([z.literal('me'), z.literal('unassigned'), z.uuid()]).optional(),
  age: z.enum(ALERT_AGE_FILTERS).optional(),
  subjectId: z.uuid().optional(),
  search: safeText().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListAlertsQuery = z.infer<typeof listAlertsQuerySchema>;

const personRefSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** The listed entry an alert points at, as it stood when the alert was raised (a PEP source for a PEP alert). */
export const alertEntrySchema = z.object({
  sanctionList: z.enum(ALERT_LIST_IDS),
  listSource: z.string(),
  sourceId: z.string(),
  fullName: z.string(),
  contentHash: z.string(),
});

export const alertSummarySchema = z.object({
  id: z.string(),
  subject: subjectSchema.pick({
    id: true,
    subjectType: true,
    firstName: true,
    lastName: true,
    arabicName: true,
    reference: true,
  }),
  /** `pep`: a politically exposed person, to be handled by enhanced due diligence, not "do not proceed". */
  kind: z.enum(ALERT_KINDS).default('sanctions'),
  entry: alertEntrySchema,
  confidence: z.number().int().min(0).max(100),
  riskLevel: z.enum(RISK_LEVELS),
  status: z.enum(ALERT_STATUSES),
  resolution: z.enum(ALERT_RESOLUTIONS).nullable(),
  trigger: z.enum(ALERT_TRIGGERS),
  assignee: personRefSchema.nullable(),
  /** Incremented on every change of the alert: a decision sent with an older one is stale (409). */
  version: z.number().int().min(1),
  raisedAt: z.string(),
  updatedAt: z.string(),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

export const alertListSchema = z.object({
  alerts: z.array(alertSummarySchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type AlertList = z.infer<typeof alertListSchema>;
export const alertListResponseSchema = successEnvelope(alertListSchema);

/** Counts for the navigation badge and the queue's tabs. */
export const alertCountsSchema = z.object({
  open: z.number().int().min(0),
  escalated: z.number().int().min(0),
  proposed: z.number().int().min(0),
  /** Proposed decisions the caller may approve (made by someone else, caller holds the reviewer right). */
  awaitingMyApproval: z.number().int().min(0),
  assignedToMe: z.number().int().min(0),
});
export type AlertCounts = z.infer<typeof alertCountsSchema>;

export const DECISIONS = ['true_match', 'false_positive', 'escalate'] as const;
export type Decision = (typeof DECISIONS)[number];

export const APPROVAL_OUTCOMES = ['approved', 'rejected'] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];

export const MAX_REASON_LENGTH = 2000;
export const reasonField = safeText({ multiline: true })
  .trim()
  .min(1, 'A reason is required')
  .max(MAX_REASON_LENGTH);

/** Body of POST /api/v2/monitoring/alerts/{id}/decisions. */
export const createDecisionRequestSchema = z.object({
  decision: z.enum(DECISIONS),
  reason: reasonField,
  /** The alert's `version` the reviewer looked at; omitted = current (API callers). Older: 409 stale. */
  alertVersion: z.number().int().min(1).optional(),
});
export type CreateDecisionRequest = z.infer<typeof createDecisionRequestSchema>;

/**
 * Body of POST /api/v2/monitoring/cases/from-search: the hit (list + source id) of a stored search (a single
 * search or a search-history row) the analyst wants to decide. The server reads the hit from the stored
 * search, never from the client.
 */
export const openSearchHitCaseRequestSchema = z.object({
  searchId: z.uuid(),
  sanctionList: z.enum(SANCTION_LISTS),
  sourceId: z.string().trim().min(1).max(200),
});
export type OpenSearchHitCaseRequest = z.infer<typeof openSearchHitCaseRequestSchema>;

/** The case (alert) of that hit: the undecided one already open for the pair, or a new one. */
export const openSearchHitCaseResponseSchema = successEnvelope(
  z.object({ alertId: z.uuid(), created: z.boolean() }),
);
export type OpenSearchHitCaseResponse = z.infer<typeof openSearchHitCaseResponseSchema>;

/**
 * Body of POST /api/v2/monitoring/cases/from-bulk-row: the hit (list + source id) of one row of a bulk job
 * (by its public id and 1-based row number). The server reads the hit from the stored row.
 */
export const openBulkRowHitCaseRequestSchema = z.object({
  jobId: z.string().trim().min(1).max(100),
  rowNumber: z.number().int().min(1),
  sanctionList: z.enum(SANCTION_LISTS),
  sourceId: z.string().trim().min(1).max(200),
});
export type OpenBulkRowHitCaseRequest = z.infer<typeof openBulkRowHitCaseRequestSchema>;

/**
 * A hit on the organisation's own watchlist (ADR 042): the watchlist and the row of the version the screening
 * ran against, as the stored `watchlistMatches` name them. The case is raised on the row as the watchlist's
 * active version has it now.
 */
const watchlistHitFields = {
  watchlistId: z.uuid(),
  entryId: z.uuid(),
};

/** Body of POST /api/v2/monitoring/cases/from-search/watchlist: a watchlist hit of a stored search. */
export const openSearchWatchlistHitCaseRequestSchema = z.object({
  searchId: z.uuid(),
  ...watchlistHitFields,
});
export type OpenSearchWatchlistHitCaseRequest = z.infer<
  typeof openSearchWatchlistHitCaseRequestSchema
>;

/** Body of POST /api/v2/monitoring/cases/from-bulk-row/watchlist: a watchlist hit of a bulk row. */
export const openBulkRowWatchlistHitCaseRequestSchema = z.object({
  jobId: z.string().trim().min(1).max(100),
  rowNumber: z.number().int().min(1),
  ...watchlistHitFields,
});
export type OpenBulkRowWatchlistHitCaseRequest = z.infer<
  typeof openBulkRowWatchlistHitCaseRequestSchema
>;

/** Body of POST /api/v2/monitoring/decisions/{id}/approve and .../reject. */
export const reviewDecisionRequestSchema = z.object({
  reason: reasonField,
  /**
   * Approving a false positive: the instant its clearance stops suppressing (ADR 024, expiry). Omitted or
   * null: it stands until revoked or the entry changes. Ignored for other decisions and for send-back.
   */
  clearanceExpiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ReviewDecisionRequest = z.infer<typeof reviewDecisionRequestSchema>;

/** Body of POST /api/v2/monitoring/alerts/{id}/assign: a colleague's id, or null to unassign. */
export const assignAlertRequestSchema = z.object({
  assigneeId: z.uuid().nullable(),
});
export type AssignAlertRequest = z.infer<typeof assignAlertRequestSchema>;

/** Body of POST /api/v2/monitoring/alerts/{id}/comments. */
export const createCommentRequestSchema = z.object({
  body: safeText({ multiline: true }).trim().min(1, 'Write a comment').max(MAX_REASON_LENGTH),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

export const approvalSchema = z.object({
  id: z.string(),
  outcome: z.enum(APPROVAL_OUTCOMES),
  reason: z.string(),
  reviewer: personRefSchema,
  createdAt: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const decisionSchema = z.object({
  id: z.string(),
  alertId: z.string(),
  decision: z.enum(DECISIONS),
  reason: z.string(),
  maker: personRefSchema,
  alertVersion: z.number().int(),
  createdAt: z.string(),
  /** Escalations need no approval; true match and false positive wait for one (null until then). */
  approval: approvalSchema.nullable(),
  requiresApproval: z.boolean(),
});
export type DecisionRecord = z.infer<typeof decisionSchema>;
export const decisionResponseSchema = successEnvelope(z.object({ decision: decisionSchema }));

export const ALERT_EVENT_KINDS = [
  'raised',
  'assigned',
  'commented',
  'decision_proposed',
  'escalated',
  'approved',
  'rejected',
  'reraised',
  'closed',
  'listing_added',
] as const;
export type AlertEventKind = (typeof ALERT_EVENT_KINDS)[number];

export const alertEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_EVENT_KINDS),
  actor: personRefSchema.nullable(),
  /** Comment text, decision reason, or the note of a system event. */
  text: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

/** GET /api/v2/monitoring/alerts/{id}: the whole case. */
export const alertDetailSchema = alertSummarySchema.extend({
  subject: subjectSchema,
  /**
   * The match as the engine produced it (entry, explanation tokens, evidence, analysis en/ar): a sanctions
   * alert's. A PEP alert carries `pepMatch` instead (person, positions, tier, enhanced due diligence).
   */
  match: matchSchema.optional(),
  pepMatch: pepMatchSchema.optional(),
  /** A watchlist alert's hit: the watchlist, its version, the row (reference, reason) and the engine's score. */
  watchlistMatch: watchlistMatchSchema.optional(),
  /** The list version that raised the alert, and every list edition the screening ran against. */
  raisedByListVersion: listVersionRefSchema.nullable(),
  listVersions: z.array(listVersionRefSchema),
  algorithmVersion: z.string(),
  decisions: z.array(decisionSchema),
  events: z.array(alertEventSchema),
  /** What the caller may do now (the server checks again). */
  permissions: z.object({
    decide: z.boolean(),
    /** Ids of proposed decisions the caller may approve or reject. */
    review: z.array(z.string()),
    assign: z.boolean(),
  }),
  closedNote: z.string().nullable(),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;
export const alertDetailResponseSchema = successEnvelope(alertDetailSchema);

/** One colleague the caller may assign an alert to (GET /api/v2/monitoring/reviewers). */
export const colleagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Holds the four-eyes reviewer right in the caller's scope (ADR 020). */
  canReview: z.boolean(),
});
export type Colleague = z.infer<typeof colleagueSchema>;
export const colleagueListResponseSchema = successEnvelope(
  z.object({ colleagues: z.array(colleagueSchema) }),
);

export const alertCountsResponseSchema = successEnvelope(alertCountsSchema);
/** Reply of POST /api/v2/monitoring/alerts/{id}/assign: the alert's new version. */
export const assignAlertResponseSchema = successEnvelope(
  z.object({ alertId: z.string(), version: z.number().int().min(1) }),
);
/** Reply of POST /api/v2/monitoring/alerts/{id}/comments: the comment as it joined the history. */
export const commentResponseSchema = successEnvelope(z.object({ event: alertEventSchema }));
/** Query of GET /api/v2/monitoring/alerts/{id}/report.pdf. */
export const alertReportQuerySchema = z.object({ lang: z.enum(['en', 'ar']).default('en') });

/**
 * Message keys (ADR 005) of the case routes' refusals; the web's texts are `common:errors.keys.cases.*`
 * (English and Arabic).
 */
export const CASE_MESSAGE_KEYS = [
  'cases.alreadyDecided',
  'cases.closed',
  'cases.awaitingReview',
  'cases.alreadyEscalated',
  'cases.stale',
  'cases.ownDecision',
  'cases.notReviewer',
  'cases.alreadyReviewed',
  'cases.noApprovalNeeded',
  'cases.changedSinceProposed',
  'cases.notColleague',
  'cases.decisionNotFound',
  'cases.hitNotFound',
  'cases.entryNoLongerListed',
  'cases.expiryInPast',
  'cases.clearanceNotFound',
  'cases.clearanceNotInForce',
  'cases.revocationPending',
  'cases.revocationNotFound',
  'cases.revocationReviewed',
  'cases.ownRevocation',
  'cases.notClearanceReviewer',
] as const;
export type CaseMessageKey = (typeof CASE_MESSAGE_KEYS)[number];
