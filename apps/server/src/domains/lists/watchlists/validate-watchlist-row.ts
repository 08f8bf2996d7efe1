import {
  MAX_WATCHLIST_ALIASES,
  MAX_WATCHLIST_ENTRY_NAME_LENGTH,
  MAX_WATCHLIST_TEXT_LENGTH,
  WATCHLIST_ROW_PROBLEM_TEXT,
} from '@sanctions/contracts';
import type { WatchlistField, WatchlistRowError, WatchlistRowProblem } from '@sanctions/contracts';
import { toStorableText } from '../../../lib/storable-text';
import { normaliseBulkDate } from '../../bulk';
import type { BulkSourceRow } from '../../bulk';

/** One good row of a watchlist file. */
export interface WatchlistRow {
  line: number;
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  nationality: string | null;
  reference: string | null;
  reason: string | null;
}

export type WatchlistRowValidation =
  { ok: true; row: WatchlistRow } | { ok: false; errors: WatchlistRowError[] };

const ALIAS_SEPARATOR = /[;|\n]/;
const ISO_PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * Checks one row read through the bulk reader against the watchlist's columns; every problem of the row
 * is reported, each with its line, column and reason.
 */
export function validateWatchlistRow(
  source: BulkSourceRow,
  columns: Partial<Record<WatchlistField, string>>,
): WatchlistRowValidation {
  const errors: WatchlistRowError[] = [];
  const fail = (field: WatchlistField | null, problem: WatchlistRowProblem) =>
    errors.push({
      line: source.lineNumber,
      field,
      problem,
      message: `Line ${source.lineNumber}: ${WATCHLIST_ROW_PROBLEM_TEXT[problem]}`,
    });
  const cell = (field: WatchlistField): string => {
    const column = columns[field];
    return column === undefined ? '' : toStorableText(source.cells[column] ?? '', Infinity).trim();
  };
  if ((source.extraFields ?? 0) > 0) fail(null, 'extraFields');

  const name = cell('name');
  if (name === '') fail('name', 'nameMissing');
  else if (name.length > MAX_WATCHLIST_ENTRY_NAME_LENGTH) fail('name', 'nameTooLong');

  const aliases = [
    ...new Set(
      cell('aliases')
        .split(ALIAS_SEPARATOR)
        .map((alias) => alias.trim())
        .filter((alias) => alias !== '' && alias !== name),
    ),
  ];
  if (aliases.length > MAX_WATCHLIST_ALIASES) fail('aliases', 'tooManyAliases');
  else if (aliases.some((alias) => alias.length > MAX_WATCHLIST_ENTRY_NAME_LENGTH))
    fail('aliases', 'aliasTooLong');

  const rawDate = cell('dateOfBirth');
  const dateOfBirth = rawDate === '' ? null : normaliseBulkDate(rawDate);
  if (dateOfBirth !== null && !isPartialDate(dateOfBirth))
    fail('dateOfBirth', 'dateOfBirthInvalid');

  const optional = (field: 'nationality' | 'reference' | 'reason'): string | null => {
    const value = cell(field);
    if (value.length > MAX_WATCHLIST_TEXT_LENGTH) fail(field, 'textTooLong');
    return value === '' ? null : value;
  };
  const nationality = optional('nationality');
  const reference = optional('reference');
  const reason = optional('reason');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    row: { line: source.lineNumber, name, aliases, dateOfBirth, nationality, reference, reason },
  };
}

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` of a real calendar day between 1900 and 2100. */
function isPartialDate(text: string): boolean {
  const parts = ISO_PARTIAL_DATE.exec(text);
  if (parts === null) return false;
  const year = Number(parts[1]);
  if (year < 1900 || year > 2100) return false;
  if (parts[2] === undefined) return true;
  const month = Number(parts[2]);
  if (month < 1 || month > 12) return false;
  if (parts[3] === undefined) return true;
  const day = Number(parts[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
