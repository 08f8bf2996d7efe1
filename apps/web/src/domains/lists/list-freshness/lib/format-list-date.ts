/**
 * A publication date as "28 Dec 2023" (Arabic month names in Arabic). Read in UTC: publications state a
 * calendar day, which must not shift by the viewer's time zone.
 */
export function formatListDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));
}

/** A moment (import, last check) as a local date and time in the viewer's language. */
export function formatListDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}
