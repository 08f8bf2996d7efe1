import type { DATE_FORMATS, TIME_FORMATS } from '@sanctions/contracts';

export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

export interface DateTimeStyle {
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

const pad = (value: number) => String(value).padStart(2, '0');

function arrange(year: string, month: string, day: string, dateFormat: DateFormat): string {
  switch (dateFormat) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
  }
}

/** A date in the user's chosen pattern (spec 2.12 display preferences), in local time. */
export function formatDate(date: Date, dateFormat: DateFormat): string {
  return arrange(
    String(date.getFullYear()),
    pad(date.getMonth() + 1),
    pad(date.getDate()),
    dateFormat,
  );
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/**
 * A published calendar date (a list's date of birth, "1951-06-19") in the user's pattern. It is read as
 * written, never through a time zone, so it cannot shift by a day; partial or free-text dates ("1951",
 * "circa 1960") are returned as published.
 */
export function formatCalendarDate(value: string, dateFormat: DateFormat): string {
  const parts = CALENDAR_DATE.exec(value.trim());
  if (!parts) return value;
  const [, year = '', month = '', day = ''] = parts;
  return arrange(year, month, day, dateFormat);
}

/** A time of day in 12-hour (with AM/PM) or 24-hour form, in local time. */
export function formatTime(date: Date, timeFormat: TimeFormat): string {
  const minutes = pad(date.getMinutes());
  if (timeFormat === '24h') return `${pad(date.getHours())}:${minutes}`;
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Date and time in the user's chosen patterns. */
export function formatDateTime(date: Date, style: DateTimeStyle): string {
  return `${formatDate(date, style.dateFormat)} ${formatTime(date, style.timeFormat)}`;
}
