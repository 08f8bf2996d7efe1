const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// First-strong isolates: a Latin name, e-mail or list title inside an Arabic sentence (or the reverse)
// keeps its own direction and does not drag the surrounding punctuation along.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Parameters of a server-generated text, ready for interpolation in `language`: numbers with the
 * language's digits and grouping, `YYYY-MM-DD` calendar dates as long dates (read in UTC so they never
 * shift by a day), any other text as sent, isolated from the sentence's direction.
 */
export function formatMessageParams(
  params: Readonly<Record<string, string | number>>,
  language: string,
): Record<string, string> {
  const numbers = new Intl.NumberFormat(language);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') formatted[name] = numbers.format(value);
    else if (CALENDAR_DATE.test(value))
      formatted[name] = dates.format(new Date(`${value}T00:00:00Z`));
    else formatted[name] = `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
  }
  return formatted;
}
