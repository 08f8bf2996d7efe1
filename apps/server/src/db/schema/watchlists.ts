import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organisation's own list (issue 25 §2, ADR 042): screened for that organisation only. `activeVersionId`
 * is the version its searches screen; each upload is a new version, the previous ones kept with their delta.
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** No foreign key: a version row names its list, and the two are written in one transaction. */
    activeVersionId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('watchlists_organization_name_unique').on(t.organizationId, t.name)],
);

/** One upload of a watchlist: its counts and its delta against the version before it. */
export const watchlistVersions = pgTable(
  'watchlist_versions',
  {
    id: id(),
    watchlistId: uuid()
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... per watchlist. */
    version: integer().notNull(),
    fileName: text().notNull(),
    /** SHA-256 of the uploaded file. */
    fileHash: text().notNull(),
    entryCount: integer().notNull(),
    added: integer().notNull(),
    removed: integer().notNull(),
    changed: integer().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('watchlist_versions_number_unique').on(t.watchlistId, t.version)],
);

/**
 * One row of an uploaded version. `entryKey` identifies the party across versions (the reference, else the
 * name and date of birth) and `contentHash` its fields, which is how the delta is counted.
 */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    id: id(),
    versionId: uuid()
      .notNull()
      .references(() => watchlistVersions.id, { onDelete: 'cascade' }),
    /** The file line (CSV) or sheet row (XLSX) it was read from. */
    line: integer().notNull(),
    entryKey: text().notNull(),
    contentHash: text().notNull(),
    name: text().notNull(),
    aliases: text().array().notNull().default([]),
    /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
    dateOfBirth: text(),
    nationality: text(),
    reference: text(),
    reason: text(),
  },
  (t) => [index().on(t.versionId)],
);
