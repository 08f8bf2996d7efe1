import { sql } from 'drizzle-orm';
import {
  boolean,
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
  IMPORT_RUN_KINDS,
  IMPORT_RUN_STATUSES,
  LIST_VERSION_STATUSES,
  ALERT_LIST_IDS,
} from '@sanctions/contracts';
import type {
  AnyListId,
  ImportRunError,
  ImportRunResult,
  ListVersionDelta,
  PartyGroupReason,
  PartyListing,
} from '@sanctions/contracts';
import type { ListEntity } from '@sanctions/screening';
import { createdAt, id, timestamptz } from './columns';

/**
 * Every source a version or entry belongs to: the sanctions lists and, since issue 25, the PEP sources. The
 * type also holds `watchlist` (migration 0025), which nothing writes since migration 0026: an alert or
 * clearance on an organisation's own watchlist has no list and names its watchlist (ADR 042, addendum).
 * PostgreSQL cannot drop an enum value without recreating the type.
 */
export const sanctionListEnum = pgEnum('sanction_list', ALERT_LIST_IDS);

export const ENTITY_TYPES = [
  'individual',
  'entity',
  'vessel',
  'aircraft',
  'unknown',
] as const satisfies readonly ListEntity['type'][];
export const entityTypeEnum = pgEnum('entity_type', ENTITY_TYPES);

export const listVersionStatusEnum = pgEnum('list_version_status', LIST_VERSION_STATUSES);
export const importRunKindEnum = pgEnum('list_import_run_kind', IMPORT_RUN_KINDS);
export const importRunStatusEnum = pgEnum('list_import_run_status', IMPORT_RUN_STATUSES);

/**
 * One crawl, refresh, scheduled or start-up import: what the admin's job id points at. `results` holds one
 * outcome per publication (activated, unchanged, failed) and `errors` the files or downloads that failed.
 */
export const listImportRuns = pgTable(
  'list_import_runs',
  {
    id: id(),
    kind: importRunKindEnum().notNull(),
    status: importRunStatusEnum().notNull().default('running'),
    /** `schedule`, `startup` or `user:<id>` of the admin who asked. */
    triggeredBy: text().notNull(),
    startedAt: timestamptz().notNull(),
    finishedAt: timestamptz(),
    results: jsonb().$type<ImportRunResult[]>().notNull().default([]),
    errors: jsonb().$type<ImportRunError[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.startedAt)],
);

/**
 * One import of one publication. Entries are written under a `pending` version and the switch to
 * `active` is one transaction; failures stay recorded as `failed` and never touch the active version.
 */
export const listVersions = pgTable(
  'list_versions',
  {
    id: id(),
    sanctionList: sanctionListEnum().$type<AnyListId>().notNull(),
    listSource: text().notNull(),
    /** Parser format id, e.g. `ofac-csv`, `un-xml`, `uk-fcdo-xml`. */
    format: text().notNull(),
    status: listVersionStatusEnum().notNull().default('pending'),
    publishedAt: timestamptz(),
    importedAt: timestamptz(),
    activatedAt: timestamptz(),
    /** Last time the source was read and found identical (or imported): what freshness is judged on. */
    checkedAt: timestamptz(),
    /** SHA-256 over the imported files, to skip re-importing an unchanged publication. */
    fileHash: text(),
    fileNames: jsonb().$type<string[]>().notNull().default([]),
    entryCount: integer().notNull().default(0),
    addedCount: integer().notNull().default(0),
    removedCount: integer().notNull().default(0),
    changedCount: integer().notNull().default(0),
    /** Source ids per bucket, capped (see the counts for the totals). Null for the first version. */
    delta: jsonb().$type<ListVersionDelta>(),
    failureReason: text(),
    /** `schedule`, `startup`, `cli` or `user:<id>` of the admin who asked. */
    triggeredBy: text().notNull(),
    importRunId: uuid().references(() => listImportRuns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.sanctionList, t.status),
    index().on(t.createdAt),
    // At most one active version per publication: the atomic switch cannot leave two live.
    uniqueIndex('list_versions_one_active_per_source')
      .on(t.sanctionList, t.listSource)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * One designated party of one list version. The spec's flat fields serve the result views;
 * `data` keeps the complete parsed record (all names, documents, addresses) for the engine.
 */
export const sanctionEntries = pgTable(
  'sanction_entries',
  {
    id: id(),
    listVersionId: uuid()
      .notNull()
      .references(() => listVersions.id, { onDelete: 'cascade' }),
    sanctionList: sanctionListEnum().$type<AnyListId>().notNull(),
    listSource: text().notNull(),
    sourceId: text().notNull(),
    entityType: entityTypeEnum().notNull().default('unknown'),
    firstName: text(),
    lastName: text(),
    fullName: text().notNull(),
    arabicName: text(),
    /** As published ("1960", "circa 1955", "12 Jan 1961"): partial dates are common. */
    dateOfBirth: text(),
    nationality: text(),
    isActive: boolean().notNull().default(true),
    lastUpdated: timestamptz(),
    additionalInfo: text(),
    data: jsonb().$type<ListEntity>().notNull(),
    /** SHA-256 of the record's canonical JSON: the delta compares these instead of whole records. */
    contentHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sanctionList, t.sourceId), index().on(t.listVersionId)],
);

/**
 * Records of several lists that are the same party (issue 25 §3), recomputed over every active entry
 * whenever an import activates a version: searches read the group of a match here, never group per query.
 * Only groups of two or more records are stored; a record without a row is alone.
 */
export const partyGroups = pgTable('party_groups', {
  /** "grp:" + the smallest member key, so a recomputation on the same lists keeps the id. */
  id: text().primaryKey(),
  lists: jsonb().$type<string[]>().notNull(),
  listings: jsonb().$type<PartyListing[]>().notNull(),
  reasons: jsonb().$type<PartyGroupReason[]>().notNull(),
  computedAt: timestamptz().notNull(),
});

/** Which group a record ("un:QDi.001") is in. */
export const partyGroupMembers = pgTable(
  'party_group_members',
  {
    memberKey: text().primaryKey(),
    groupId: text()
      .notNull()
      .references(() => partyGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.groupId)],
);
