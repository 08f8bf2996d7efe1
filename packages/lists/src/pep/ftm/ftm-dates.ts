import type { PartialDate } from '@sanctions/screening';

const FTM_DATE = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/;

/** An FtM date ("1965", "1965-03", "1965-03-01", or a date-time) as a partial date; undefined when unreadable. */
export function ftmPartialDate(value: string): PartialDate | undefined {
  const match = FTM_DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  return {
    raw: value,
    year: Number(year),
    ...(month === undefined ? {} : { month: Number(month) }),
    ...(day === undefined ? {} : { day: Number(day) }),
  };
}

/** The date part (YYYY, YYYY-MM or YYYY-MM-DD) of an FtM date, for position start and end dates. */
export function ftmIsoDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return FTM_DATE.exec(value)?.[0];
}
