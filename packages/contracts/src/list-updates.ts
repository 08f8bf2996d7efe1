import { z } from 'zod';
import { successEnvelope } from './envelope';
import { LIST_SOURCES_ALL } from './list-ids';
import { ENTITY_TYPES, sanctionEntrySchema } from './search';
import { boundedDateTime, safeText } from './text';

/** Page size of the list-update pages (GET /api/v2/sanctions/updates and a version's changes). */
export const LIST_UPDATES_PAGE_SIZE = 20;
export const LIST_UPDATES_MAX_PAGE_SIZE = 100;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(LIST_UPDATES_MAX_PAGE_SIZE)
  .default(LIST_UPDATES_PAGE_SIZE);

/** Versions users see: the screened one and those it replaced (failed and pending imports never screened). */
export const LIST_UPDATE_STATUSES = ['active', 'superseded'] as const;

/** GET /api/v2/sanctions/updates query: every filter optional, newest first. */
export const listUpdatesQuerySchema = z
  .object({
    list: z.enum(LIST_SOURCES_ALL).optional(),
    /** Inclusive lower bound on the publication date (the import date when the list states none). */
    from: boundedDateTime('from must be an ISO date').optional(),
    /** Inclusive upper bound; a bare date means the whole of that day (UTC). */
    to: boundedDateTime('to must be an ISO date').optional(),
    page,
    pageSize,
  })
  .refine(
    (query) =>
      query.from === undefined ||
      query.to === undefined ||
      Date.parse(query.from) <= Date.parse(query.to),
    { message: 'from must not be after to', path: ['to'] },
  );
export type ListUpdatesQuery = z.infer<typeof listUpdatesQuerySchema>;
export type ListUpdatesQueryInput = z.input<typeof listUpdatesQuerySchema>;

/** One activated list version and what it changed against the version before it. Times are ISO 8601. */
export const listUpdateVersionSchema = z.object({
  id: z.string(),
  sanctionList: z.enum(LIST_SOURCES_ALL),
  listSource: z.string(),
  status: z.enum(LIST_UPDATE_STATUSES),
  /** Date the publication states; null when it states none (OFAC CSV). */
  publishedAt: z.string().nullable(),
  importedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  entryCount: z.number().int().min(0),
  addedCount: z.number().int().min(0),
  removedCount: z.number().int().min(0),
  changedCount: z.number().int().min(0),
  /** The version it replaced; null for the first version of a publication (nothing to compare). */
  previousVersionId: z.string().nullable(),
});
export type ListUpdateVersion = z.infer<typeof listUpdateVersionSchema>;

export const listUpdatesDataSchema = z.object({
  versions: z.array(listUpdateVersionSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ListUpdatesData = z.infer<typeof listUpdatesDataSchema>;
export const listUpdatesReplySchema = successEnvelope(listUpdatesDataSchema);

/** Added: only in the version; removed: only in the one before; changed: in both with other content. */
export const LIST_UPDATE_KINDS = ['added', 'removed', 'changed'] as const;
export const listUpdateKindSchema = z.enum(LIST_UPDATE_KINDS);
export type ListUpdateKind = z.infer<typeof listUpdateKindSchema>;

/**
 * The fields of a list record a change is reported on. List fields compare as sets of their displayed
 * values (a name, a date as published, an address line); single values as before / after.
 */
export const LIST_ENTRY_FIELDS = [
  'type',
  'names',
  'birthDates',
  'birthPlaces',
  'nationalities',
  'addresses',
  'documents',
  'programmes',
  'titles',
  'gender',
  'remarks',
  'listedOn',
  'updatedOn',
  'isActive',
  'vesselImoNumber',
  'vesselCallSign',
  'vesselType',
  'vesselFlag',
  'vesselTonnage',
  'vesselGrossRegisteredTonnage',
  'vesselOwner',
] as const;
export const listEntryFieldSchema = z.enum(LIST_ENTRY_FIELDS);
export type ListEntryField = z.infer<typeof listEntryFieldSchema>;

/**
 * What changed in one field: its values before and after, and which appeared or disappeared. `gender`
 * values are `male` / `female`, `isActive` `true` / `false`, `type` an entity type: codes the UI names.
 */
export const listEntryFieldChangeSchema = z.object({
  field: listEntryFieldSchema,
  before: z.array(z.string()),
  after: z.array(z.string()),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type ListEntryFieldChange = z.infer<typeof listEntryFieldChangeSchema>;

/** GET /api/v2/sanctions/updates/:versionId query. */
export const listUpdateChangesQuerySchema = z.object({
  kind: listUpdateKindSchema.default('added'),
  /** Text matched against the entry's names and source id (case-insensitive). */
  q: safeText().trim().max(200).optional(),
  page,
  pageSize,
});
export type ListUpdateChangesQuery = z.infer<typeof listUpdateChangesQuerySchema>;
export type ListUpdateChangesQueryInput = z.input<typeof listUpdateChangesQuerySchema>;

export const listUpdateVersionParamsSchema = z.object({ versionId: z.uuid() });
export const listUpdateEntryParamsSchema = z.object({ versionId: z.uuid(), entryId: z.uuid() });

/** One entry the version added, removed or changed. */
export const listUpdateEntrySchema = z.object({
  /** The stored entry: of this version when added or changed, of the previous version when removed. */
  entryId: z.string(),
  kind: listUpdateKindSchema,
  sourceId: z.string(),
  name: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  programmes: z.array(z.string()),
  /** Changed entries: the fields that differ ([] for the other kinds, or when the previous is gone). */
  changedFields: z.array(listEntryFieldSchema),
});
export type ListUpdateEntry = z.infer<typeof listUpdateEntrySchema>;

export const listUpdateChangesDataSchema = z.object({
  version: listUpdateVersionSchema,
  kind: listUpdateKindSchema,
  entries: z.array(listUpdateEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /**
   * False when the previous version's entries are no longer stored (pruned): removed entries and what
   * changed cannot be shown, only what the version itself lists.
   */
  previousEntriesAvailable: z.boolean(),
});
export type ListUpdateChangesData = z.infer<typeof listUpdateChangesDataSchema>;
export const listUpdateChangesReplySchema = successEnvelope(listUpdateChangesDataSchema);

/** GET /api/v2/sanctions/updates/:versionId/entries/:entryId: the entry as listed, and its change. */
export const listUpdateEntryDetailSchema = z.object({
  versionId: z.string(),
  entryId: z.string(),
  /** Null when the entry is listed in this version unchanged. */
  kind: listUpdateKindSchema.nullable(),
  /** The record as this version lists it (as the previous version listed it, when removed). */
  // A PEP source's updates show its records too (issue 25).
  entry: sanctionEntrySchema.extend({ sanctionList: z.enum(LIST_SOURCES_ALL) }),
  /** Changed entries: field by field, before and after; null for the other kinds. */
  changes: z.array(listEntryFieldChangeSchema).nullable(),
  previousEntriesAvailable: z.boolean(),
});
export type ListUpdateEntryDetail = z.infer<typeof listUpdateEntryDetailSchema>;
export const listUpdateEntryDetailReplySchema = successEnvelope(listUpdateEntryDetailSchema);
