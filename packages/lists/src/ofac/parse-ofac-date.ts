import type { PartialDate } from '@sanctions/screening';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

interface DateParts {
  year: number;
  month?: number;
  day?: number;
}

// OFAC writes dates as "12 Jan 1961", "Jan 1961" or "1961"; the XML exports also use ISO "1961-01-12".
const TEXT_DATE = /^(?:(\d{1,2})\s+)?(?:([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseOne(text: string): DateParts | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const match = TEXT_DATE.exec(text);
  if (!match) return undefined;
  const [, day, monthName, year] = match;
  const month = monthName === undefined ? undefined : MONTHS[monthName.toLowerCase()];
  if (monthName !== undefined && month === undefined) return undefined;
  if (day !== undefined && month === undefined) return undefined;
  return {
    year: Number(year),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day: Number(day) }),
  };
}

/**
 * Parses an OFAC date of birth as published: "12 Jan 1961", "Jan 1961", "1961", "circa 1955",
 * "1955 to 1958", "01 Jan 1955 to 31 Dec 1958", "circa 1970-1972". The published text is kept in `raw`;
 * text that matches none of these shapes comes back with `raw` only, never dropped.
 */
export function parseOfacDate(published: string): PartialDate {
  const raw = published.trim().replace(/\.$/, '');
  let rest = raw;
  const circa = /^circa\s+/i.exec(rest);
  if (circa) rest = rest.slice(circa[0].length);
  const [fromText, toText] = splitRange(rest);
  const from = parseOne(fromText);
  const to = toText === undefined ? undefined : parseOne(toText);
  if (!from || (toText !== undefined && !to)) return { raw };
  return {
    raw,
    year: from.year,
    ...(from.month === undefined ? {} : { month: from.month }),
    ...(from.day === undefined ? {} : { day: from.day }),
    ...(to === undefined
      ? {}
      : {
          toYear: to.year,
          ...(to.month === undefined ? {} : { toMonth: to.month }),
          ...(to.day === undefined ? {} : { toDay: to.day }),
        }),
    ...(circa ? { circa: true } : {}),
  };
}

function splitRange(text: string): [string, string | undefined] {
  const to = /\s+to\s+/i.exec(text);
  if (to) return [text.slice(0, to.index), text.slice(to.index + to[0].length)];
  const yearDash = /^(\d{4})\s*-\s*(\d{4})$/.exec(text);
  if (yearDash?.[1] && yearDash[2]) return [yearDash[1], yearDash[2]];
  return [text, undefined];
}
