import { z } from 'zod';

/** Message of a text refused by {@link safeText}: the path names the field. */
export const TEXT_NOT_ALLOWED_MESSAGE = 'Contains characters that are not allowed';

export interface SafeTextOptions {
  /** Tab, line feed and carriage return are kept (notes, reasons, messages); single-line text refuses them. */
  multiline?: boolean;
  /**
   * Drop the characters instead of refusing the text: for free text where a stray control character is
   * noise, never for names (a name that silently changes is a different name).
   */
  strip?: boolean;
  /** Overrides {@link TEXT_NOT_ALLOWED_MESSAGE}. */
  message?: string;
  /** Message when the value is not a string at all (missing, a number...). */
  typeError?: string;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** C0 controls (NUL included), DEL and C1 controls; tab and line breaks only for single-line text. */
function isControl(unit: number, multiline: boolean): boolean {
  if (multiline && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN)) return false;
  return unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f);
}

/**
 * The text without control characters and unpaired surrogates. PostgreSQL refuses NUL in `text` and
 * `jsonb` and an unpaired surrogate in `jsonb` (the audit log), and neither has a meaning in a name or a
 * note, so neither may reach the database.
 */
export function stripDisallowedCharacters(value: string, options: SafeTextOptions = {}): string {
  const multiline = options.multiline ?? false;
  let kept = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (isHighSurrogate(unit)) {
      const next = value.charCodeAt(index + 1);
      if (isLowSurrogate(next)) {
        kept += value.slice(index, index + 2);
        index += 1;
      }
      continue;
    }
    if (isLowSurrogate(unit) || isControl(unit, multiline)) continue;
    kept += value[index];
  }
  return kept;
}

/** True when the text holds a control character or an unpaired surrogate (see {@link safeText}). */
export function hasDisallowedCharacters(value: string, options: SafeTextOptions = {}): boolean {
  return stripDisallowedCharacters(value, options).length !== value.length;
}

/**
 * A string schema for text people type: control characters (C0 with NUL, DEL, C1; tab and line breaks
 * allowed when `multiline`) and unpaired surrogates are refused with a clear message, or dropped with
 * `strip`. It is a plain `z.string()`, so `.trim().min().max()` chain on as usual.
 */
export function safeText(options: SafeTextOptions = {}): z.ZodString {
  const text =
    options.typeError === undefined ? z.string() : z.string({ error: options.typeError });
  if (options.strip) {
    return text.overwrite((value) => stripDisallowedCharacters(value, options));
  }
  return text.refine((value) => !hasDisallowedCharacters(value, options), {
    message: options.message ?? TEXT_NOT_ALLOWED_MESSAGE,
  });
}

/** Earliest and latest day a date filter or a typed date may name (PostgreSQL and JS agree on these). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';
export const DATE_OUT_OF_RANGE_MESSAGE = `Dates must be between ${MIN_DATE} and ${MAX_DATE}`;

const MIN_TIME = Date.parse(`${MIN_DATE}T00:00:00.000Z`);
const MAX_TIME = Date.parse(`${MAX_DATE}T23:59:59.999Z`);

/** True when `YYYY-MM-DD` names a day that exists (no 2026-02-30, no month 13). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * A calendar day written `YYYY-MM-DD`, between {@link MIN_DATE} and {@link MAX_DATE}: the year 10000 or
 * day 0000-00-00 are refused here instead of failing in the database.
 */
export function boundedDate(message = 'Use a date (YYYY-MM-DD)'): z.ZodString {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true })
    .refine(isCalendarDay, { message, abort: true })
    .refine((value) => value >= MIN_DATE && value <= MAX_DATE, DATE_OUT_OF_RANGE_MESSAGE);
}

/**
 * An ISO 8601 date or date-time (what `Date.parse` reads) between {@link MIN_DATE} and {@link MAX_DATE}:
 * for query filters that accept both a bare day and an instant.
 */
export function boundedDateTime(message = 'Use an ISO 8601 date'): z.ZodString {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { message, abort: true })
    .refine((value) => Number.isFinite(Date.parse(value)), { message, abort: true })
    .refine((value) => {
      const time = Date.parse(value);
      return time >= MIN_TIME && time <= MAX_TIME;
    }, DATE_OUT_OF_RANGE_MESSAGE);
}
