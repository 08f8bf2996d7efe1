/**
 * SQLSTATEs with which PostgreSQL (and PGlite) refuses a value a client sent: NUL or an unpaired surrogate
 * in text or jsonb (22P05 untranslatable_character, 22021 character_not_in_repertoire, 22P02
 * invalid_text_representation), a date it cannot read or hold (22007 invalid_datetime_format, 22008
 * datetime_field_overflow, 22009 invalid_time_zone_displacement_value), a number beyond its column
 * (22003 numeric_value_out_of_range), a text beyond its column (22001 string_data_right_truncation).
 */
const CLIENT_INPUT_STATES: ReadonlySet<string> = new Set([
  '22P05',
  '22021',
  '22P02',
  '22007',
  '22008',
  '22009',
  '22003',
  '22001',
]);

/** Drizzle wraps the driver's error; the SQLSTATE sits a few `cause`s down. */
const MAX_CAUSE_DEPTH = 5;

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code: unknown = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * True when the database refused a value the request carried. The contracts refuse these values first
 * (safeText, boundedDate); this is the safety net that keeps a value they missed a 400 instead of a 500.
 */
export function isRejectedDatabaseInput(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && CLIENT_INPUT_STATES.has(state);
}
