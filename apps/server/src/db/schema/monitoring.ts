import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ALERT_RESOLUTIONS,
  ALERT_STATUSES,
  ALERT_KINDS,
  ALERT_TRIGGERS,
  APPROVAL_OUTCOMES,
  DECISIONS,
  SUBJECT_SOURCES,
  SUBJECT_STATUSES,
  SUBJECT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@sanctions/contracts';
import type { AnyListId } from '@sanctions/contracts';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';
import { sanctionListEnum, listVersions } from './sanctions';
import { users } from './users';
import { watchlists } from './watchlists';

/**
 * Where an alert's or clearance's listed party comes from (ADR 042, addendum): an official list or PEP
 * source names its `sanction_list` and has no watchlist; a row of the organisation's own watchlist has no
 * `sanction_list` and names its watchlist (null once the watchlist is deleted: the evidence stays).
 */
// `kind::text`: the enum value `watchlist` is added by migration 0025, and PostgreSQL refuses a new enum value
// in the transaction that added it (a fresh database runs every migration in one transaction).
const SOURCE_IS_LIST_OR_WATCHLIST = sql`(kind::text = 'watchlist') = (sanction_list is null) and (watchlist_id is null or kind::text = 'watchlist')`;

export const subjectTypeEnum = pgEnum('monitoring_subject_type', SUBJECT_TYPES);
export const subjectStatusEnum = pgEnum('monitoring_subject_status', SUBJECT_STATUSES);
export const subjectSourceEnum = pgEnum('monitoring_subject_source', SUBJECT_SOURCES);
export const alertStatusEnum = pgEnum('monitoring_alert_status', ALERT_STATUSES);
export const alertResolutionEnum = pgEnum('monitoring_alert_resolution', ALERT_RESOLUTIONS);
export const alertTriggerEnum = pgEnum('monitoring_alert_trigger', ALERT_TRIGGERS);
export const alertKindEnum = pgEnum('monitoring_alert_kind', ALERT_KINDS);
export const decisionEnum = pgEnum('monitoring_decision', DECISIONS);
export const approvalOutcomeEnum = pgEnum('monitoring_approval_outcome', APPROVAL_OUTCOMES);
export const webhookDeliveryStatusEnum = pgEnum(
  'webhook_delivery_status',
  WEBHOOK_DELIVERY_STATUSES,
);

/**
 * A person or organisation a customer keeps under monitoring (ADR 019). It belongs to an organisation, or to
 * a standalone user when `organizationId` is null (`ownerUserId` is then the scope). `subjectKey` is the hash
 * of the normalised search fields: a single search or a bulk row with the same fields is "the same subject"
 * for the whitelist. Removal is soft: alerts and decisions stay on record.
 */
export const monitoredSubjects = pgTable(
  'monitored_subjects',
  {
    id: id(),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    /** The standalone owner, or the member who added it (organisation subjects). */
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: subjectTypeEnum().notNull().default('person'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    arabicName: text().notNull().default(''),
    dateOfBirth: text(),
    nationality: text(),
    reference: text(),
    subjectKey: text().notNull(),
    status: subjectStatusEnum().notNull().default('active'),
    source: subjectSourceEnum().notNull().default('manual'),
    sourceRef: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastScreenedAt: timestamptz(),
    /** Algorithm version of the last full screening: the nightly pass re-screens when it differs. */
    lastAlgorithmVersion: text(),
    removedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.organizationId, t.status),
    index().on(t.ownerUserId, t.status),
    index().on(t.subjectKey),
    index('monitored_subjects_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * One hit of one subject on one listed entry at or above the threshold. At most one undecided alert per
 * (subject, list, source id): the partial unique index makes a re-run of a crashed chunk raise it once.
 * `version` grows on every change; a decision sent with an older one is stale.
 */
export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: id(),
    subjectId: uuid()
      .notNull()
      .references(() => monitoredSubjects.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A sanctions listing, a politically exposed person (plans with `pepCheck`, ADR 040) or a row of the
     * organisation's own watchlist (plans with `watchlistScreening`, ADR 042).
     */
    kind: alertKindEnum().notNull().default('sanctions'),
    /**
     * A sanctions list, or a PEP source for a `pep` alert; null for a `watchlist` alert, which names its
     * `watchlistId` instead (ADR 042). The enum still holds the value `watchlist`; nothing writes it.
     */
    sanctionList: sanctionListEnum().$type<AnyListId>(),
    /** The organisation's own watchlist a `watchlist` alert is on; null once that watchlist is deleted. */
    watchlistId: uuid().references(() => watchlists.id, { onDelete: 'set null' }),
    listSource: text().notNull(),
    sourceId: text().notNull(),
    entryFullName: text().notNull(),
    entryContentHash: text().notNull(),
    /** The match as produced (entry, explanation, evidence, analysis), kept as the evidence of the alert. */
    match: jsonb().$type<Record<string, unknown>>().notNull(),
    confidence: integer().notNull(),
    riskLevel: text().notNull(),
    matchType: text().notNull(),
    trigger: alertTriggerEnum().notNull(),
    /** The list version whose activation raised it (null for a new subject's first screening). */
    listVersionId: uuid().references(() => listVersions.id, { onDelete: 'set null' }),
    /** Every list edition the screening ran against ({@link ListVersionRef}[]). */
    listVersions: jsonb().$type<unknown[]>().notNull().default([]),
    algorithmVersion: text().notNull(),
    status: alertStatusEnum().notNull().default('open'),
    resolution: alertResolutionEnum(),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    closedNote: text(),
    raisedAt: timestamptz().notNull().defaultNow(),
    decidedAt: timestamptz(),
    closedAt: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('monitoring_alerts_one_undecided')
      .on(t.subjectId, t.sanctionList, t.sourceId)
      .where(sql`${t.status} in ('open', 'escalated', 'proposed')`),
    // A watchlist alert (no list, by the check below) names its watchlist in its source id
    // (`<watchlist id>:<entry key>`).
    uniqueIndex('monitoring_alerts_one_undecided_watchlist')
      .on(t.subjectId, t.sourceId)
      .where(sql`${t.sanctionList} is null and ${t.status} in ('open', 'escalated', 'proposed')`),
    check('monitoring_alerts_source', SOURCE_IS_LIST_OR_WATCHLIST),
    index().on(t.organizationId, t.status, t.raisedAt),
    index().on(t.ownerUserId, t.status, t.raisedAt),
    index().on(t.sanctionList, t.sourceId),
    index().on(t.assigneeId),
    index().on(t.watchlistId),
  ],
);

/**
 * Decisions on alerts: append-only (a trigger refuses UPDATE and DELETE). Names are copied so the record
 * reads the same after an account is deleted; `evidence` is the alert as the maker saw it.
 */
export const alertDecisions = pgTable(
  'monitoring_alert_decisions',
  {
    id: id(),
    alertId: uuid()
      .notNull()
      .references(() => monitoringAlerts.id),
    decision: decisionEnum().notNull(),
    reason: text().notNull(),
    makerId: uuid(),
    makerName: text().notNull(),
    alertVersion: integer().notNull(),
    requiresApproval: boolean().notNull(),
    evidence: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.alertId, t.createdAt)],
);

/** The second reviewer's answer to a proposed decision: one per decision, append-only. */
export const decisionApprovals = pgTable(
  'monitoring_decision_approvals',
  {
    id: id(),
    decisionId: uuid()
      .notNull()
      .references(() => alertDecisions.id),
    alertId: uuid()
      .notNull()
      .references(() => monitoringAlerts.id),
    outcome: approvalOutcomeEnum().notNull(),
    reason: text().notNull(),
    reviewerId: uuid(),
    reviewerName: text().notNull(),
    evidence: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.decisionId), index().on(t.alertId)],
);

/** An alert's history and comments, append-only: raised, assigned, commented, decided, closed... */
export const alertEvents = pgTable(
  'monitoring_alert_events',
  {
    id: id(),
    alertId: uuid()
      .notNull()
      .references(() => monitoringAlerts.id),
    kind: text().notNull(),
    actorId: uuid(),
    actorName: text(),
    text: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.alertId, t.createdAt)],
);

/**
 * The whitelist: an approved false positive clears the pair (subject, listed entry) while the entry's
 * content hash is unchanged. Keyed on the subject, never on the name alone.
 */
export const monitoringClearances = pgTable(
  'monitoring_clearances',
  {
    id: id(),
    subjectId: uuid()
      .notNull()
      .references(() => monitoredSubjects.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKey: text().notNull(),
    /** The cleared alert's kind: a clearance is a false positive of one alert (ADR 042, addendum). */
    kind: alertKindEnum().notNull().default('sanctions'),
    /** The listed entry's list, or a PEP source; null for a watchlist row, as on its alert. */
    sanctionList: sanctionListEnum().$type<AnyListId>(),
    watchlistId: uuid().references(() => watchlists.id, { onDelete: 'set null' }),
    sourceId: text().notNull(),
    entryContentHash: text().notNull(),
    alertId: uuid()
      .notNull()
      .references(() => monitoringAlerts.id),
    decisionId: uuid()
      .notNull()
      .references(() => alertDecisions.id),
    createdAt: createdAt(),
    /** The instant it stops suppressing (ADR 024, clearances); null: until revoked or the entry changes. */
    expiresAt: timestamptz(),
    /** Set by the approval of a revocation: it stops suppressing at once. */
    revokedAt: timestamptz(),
  },
  (t) => [
    index().on(t.subjectId, t.sanctionList, t.sourceId),
    index().on(t.subjectKey),
    index().on(t.watchlistId),
    check('monitoring_clearances_source', SOURCE_IS_LIST_OR_WATCHLIST),
  ],
);

/**
 * A request to revoke a clearance (four-eyes, ADR 024): one person asks with a reason, another holding the
 * reviewer right approves (the clearance is revoked) or rejects it. The row moves once from `pending`
 * (conditional update); at most one pending request per clearance. Expiry edits and every step are also in
 * the audit log.
 */
export const monitoringClearanceRevocations = pgTable(
  'monitoring_clearance_revocations',
  {
    id: id(),
    clearanceId: uuid()
      .notNull()
      .references(() => monitoringClearances.id, { onDelete: 'cascade' }),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text().notNull(),
    reason: text().notNull(),
    /** pending | approved | rejected */
    status: text().notNull().default('pending'),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedByName: text(),
    reviewReason: text(),
    reviewedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.clearanceId, t.createdAt),
    uniqueIndex('monitoring_clearance_revocations_one_pending')
      .on(t.clearanceId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One re-screening pass: a new subject, a list version's delta, or the nightly full pass. */
export const monitoringRuns = pgTable(
  'monitoring_runs',
  {
    id: id(),
    /** subject | delta | full */
    kind: text().notNull(),
    listVersionId: uuid().references(() => listVersions.id, { onDelete: 'set null' }),
    /** running | completed | failed */
    status: text().notNull().default('running'),
    totalChunks: integer().notNull().default(0),
    doneChunks: integer().notNull().default(0),
    subjectsScreened: integer().notNull().default(0),
    alertsRaised: integer().notNull().default(0),
    alertsClosed: integer().notNull().default(0),
    startedAt: timestamptz().notNull().defaultNow(),
    finishedAt: timestamptz(),
  },
  (t) => [index().on(t.startedAt)],
);

/** HTTPS endpoints an organisation's owners and admins register (ADR 021). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The signing secret, sealed with the server's secret box (ADR 013); shown once at creation. */
    secretSealed: text().notNull(),
    secretLast4: text().notNull(),
    events: jsonb().$type<string[]>().notNull(),
    description: text(),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);

/** One event sent to one endpoint, with its latest attempt; attempts are retried on the job queue. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    /** The exact JSON body sent (signed as is). */
    body: text().notNull(),
    status: webhookDeliveryStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    responseStatus: integer(),
    responseBody: text(),
    error: text(),
    replayOf: uuid(),
    lastAttemptAt: timestamptz(),
    nextAttemptAt: timestamptz(),
    /** Retries stop at this instant (24 hours after the event). */
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.webhookId, t.createdAt), index().on(t.organizationId, t.createdAt)],
);

/** Every attempt of a delivery with the receiver's answer: the log shown beside the endpoint. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: id(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    responseStatus: integer(),
    responseBody: text(),
    error: text(),
    durationMs: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.deliveryId)],
);
