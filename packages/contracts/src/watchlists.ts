import { z } from 'zod';
import { safeText } from './text';
import { successEnvelope } from './envelope';

/**
 * Issue 25 §2: an organisation's own watchlists (ADR 042). Uploaded as CSV or XLSX, versioned like the
 * official lists, screened for that organisation only and only on plans with `watchlistScreening`.
 */

/** The columns of a watchlist file, in template order. Only `name` is required. */
export const WATCHLIST_FIELDS = [
  'name',
  'aliases',
  'dateOfBirth',
  'nationality',
  'reference',
  'reason',
] as const;
export type WatchlistField = (typeof WATCHLIST_FIELDS)[number];

/**
 * Header names accepted for each column, compared lower-case with spaces, dashes, dots and underscores
 * removed ("Date of Birth", "date_of_birth" and "DOB" all read as the date of birth).
 */
export const WATCHLIST_HEADER_VARIANTS: Readonly<Record<WatchlistField, readonly string[]>> = {
  name: ['name', 'fullname', 'names', 'primaryname', 'partyname', 'الاسم'],
  aliases: ['aliases', 'alias', 'aka', 'akas', 'alsoknownas', 'othernames', 'الأسماءالأخرى'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'born', 'تاريخالميلاد'],
  nationality: ['nationality', 'nationalities', 'citizenship', 'country', 'الجنسية'],
  reference: ['reference', 'ref', 'referencenumber', 'refno', 'id', 'customerid', 'المرجع'],
  reason: ['reason', 'reasons', 'remarks', 'notes', 'note', 'comment', 'comments', 'السبب'],
};

/** Separators between aliases in one cell. */
export const WATCHLIST_ALIAS_SEPARATORS = [';', '|'] as const;

export const MAX_WATCHLIST_NAME_LENGTH = 100;
export const MAX_WATCHLIST_ENTRY_NAME_LENGTH = 300;
export const MAX_WATCHLIST_ALIASES = 50;
export const MAX_WATCHLIST_TEXT_LENGTH = 1_000;
/** Watchlists one organisation may hold. */
export const MAX_WATCHLISTS_PER_ORGANIZATION = 20;
/** Rows of one watchlist version (the per-organisation index stays small: ADR 042). */
export const MAX_WATCHLIST_ROWS = 50_000;

/** Why one row was refused; each has an English and an Arabic text in the web's locales. */
export const WATCHLIST_ROW_PROBLEMS = [
  'nameMissing',
  'nameTooLong',
  'tooManyAliases',
  'aliasTooLong',
  'dateOfBirthInvalid',
  'textTooLong',
  'referenceRepeated',
  'extraFields',
] as const;
export type WatchlistRowProblem = (typeof WATCHLIST_ROW_PROBLEMS)[number];

/** The English text of each row problem (the web shows the Arabic one from its locales). */
export const WATCHLIST_ROW_PROBLEM_TEXT: Readonly<Record<WatchlistRowProblem, string>> = {
  nameMissing: 'The name is empty: every row needs the name of the person or organisation.',
  nameTooLong: `The name is longer than ${MAX_WATCHLIST_ENTRY_NAME_LENGTH} characters.`,
  tooManyAliases: `More than ${MAX_WATCHLIST_ALIASES} aliases: keep the ones you screen for.`,
  aliasTooLong: `An alias is longer than ${MAX_WATCHLIST_ENTRY_NAME_LENGTH} characters.`,
  dateOfBirthInvalid:
    'The date of birth is not a date: write it as YYYY-MM-DD, YYYY-MM or YYYY (e.g. 1970-05-31).',
  textTooLong: `A value is longer than ${MAX_WATCHLIST_TEXT_LENGTH} characters.`,
  referenceRepeated: 'The reference is used by an earlier row: each row needs its own reference.',
  extraFields:
    'The row has more values than the header has columns: a separator inside a value needs quotes.',
};

/** One refused row: the line it is on, the column, why, and the English text. */
export const watchlistRowErrorSchema = z.object({
  line: z.number().int().min(1),
  field: z.enum(WATCHLIST_FIELDS).nullable(),
  problem: z.enum(WATCHLIST_ROW_PROBLEMS),
  message: z.string(),
});
export type WatchlistRowError = z.infer<typeof watchlistRowErrorSchema>;

/**
 * A file with bad rows is refused whole (nothing stored, the previous version stays active) and every bad
 * row is listed, so the user fixes the file and uploads it again: 400 VALIDATION_FAILED with one issue per
 * bad row, `path` = `['line', <line>, <field or 'row'>, <problem>]`.
 */
export function watchlistRowIssuePath(error: WatchlistRowError): (string | number)[] {
  return ['line', error.line, error.field ?? 'row', error.problem];
}

/** Reads an issue of a refused upload back as a row error; null for any other issue. */
export function readWatchlistRowIssue(issue: {
  path: readonly (string | number)[];
  message: string;
}): WatchlistRowError | null {
  const [head, line, field, problem] = issue.path;
  if (head !== 'line' || typeof line !== 'number') return null;
  const parsedProblem = z.enum(WATCHLIST_ROW_PROBLEMS).safeParse(problem);
  if (!parsedProblem.success) return null;
  const parsedField = z.enum(WATCHLIST_FIELDS).safeParse(field);
  return {
    line,
    field: parsedField.success ? parsedField.data : null,
    problem: parsedProblem.data,
    message: issue.message,
  };
}

/** Keys of the whole-file messages of an upload (ADR 005). */
export const WATCHLIST_MESSAGES = {
  'watchlist.rowsRefused':
    'The file was not imported: {{count}} rows have problems. Fix them and upload the file again.',
  'watchlist.noNameColumn':
    'The file has no name column. The first row must name the columns: name, aliases, date of birth, nationality, reference, reason.',
  'watchlist.noRows': 'The file has a header row but no rows to import.',
  'watchlist.tooManyRows': `The file has more than ${MAX_WATCHLIST_ROWS.toLocaleString('en-US')} rows. Split the list into several watchlists.`,
  'watchlist.planLacksFeature':
    "Your organization's plan does not include watchlist screening. Ask your organization owner to upgrade the plan.",
  'watchlist.noPlan':
    'Watchlist screening needs an organization subscription to a plan that includes it. Ask your organization owner to subscribe.',
  'watchlist.nameTaken': 'Your organization already has a watchlist of this name.',
  'watchlist.tooMany': `Your organization already has ${MAX_WATCHLISTS_PER_ORGANIZATION} watchlists: delete one before adding another.`,
  'watchlist.nameMissing': 'Give the watchlist a name (the form field "name").',
  'watchlist.notFound': 'Watchlist not found',
  'watchlist.managersOnly': 'Only organization owners and admins can upload or delete watchlists.',
} as const;
export type WatchlistMessageKey = keyof typeof WATCHLIST_MESSAGES;
/** Every whole-file and access message key of the watchlist routes (the web has their texts). */
export const WATCHLIST_MESSAGE_KEYS = [
  'watchlist.rowsRefused',
  'watchlist.noNameColumn',
  'watchlist.noRows',
  'watchlist.tooManyRows',
  'watchlist.planLacksFeature',
  'watchlist.noPlan',
  'watchlist.nameTaken',
  'watchlist.tooMany',
  'watchlist.nameMissing',
  'watchlist.notFound',
  'watchlist.managersOnly',
] as const satisfies readonly WatchlistMessageKey[];

export const watchlistNameSchema = safeText().trim().min(1).max(MAX_WATCHLIST_NAME_LENGTH);

export const watchlistVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  fileName: z.string(),
  entryCount: z.number().int(),
  /** Against the version before it (all entries for the first). */
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type WatchlistVersion = z.infer<typeof watchlistVersionSchema>;

export const watchlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The version its screenings use. */
  activeVersion: watchlistVersionSchema.nullable(),
});
export type WatchlistSummary = z.infer<typeof watchlistSummarySchema>;

export const watchlistDetailSchema = watchlistSummarySchema.extend({
  /** Newest first. */
  versions: z.array(watchlistVersionSchema),
});
export type WatchlistDetail = z.infer<typeof watchlistDetailSchema>;

export const watchlistListReplySchema = successEnvelope(
  z.object({ watchlists: z.array(watchlistSummarySchema) }),
);
export const watchlistDetailReplySchema = successEnvelope(watchlistDetailSchema);
export const watchlistDeletedReplySchema = successEnvelope(z.object({ id: z.string() }));
export const watchlistIdParamsSchema = z.object({ id: z.uuid() });
