import type { PartialDate } from '@sanctions/screening';
import { childText } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const YEAR = /^\d{4}$/;
/** A plausible birth year inside free text; bounds keep Hijri years (e.g. 1402) out. */
const YEAR_IN_TEXT = /\b(19\d{2}|20\d{2})\b/g;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Maps one `INDIVIDUAL_DATE_OF_BIRTH` to a partial date, or `undefined` when it carries nothing.
 * TYPE_OF_DATE is EXACT (DATE or YEAR), APPROXIMATELY (YEAR, circa) or BETWEEN (FROM_YEAR..TO_YEAR).
 * Some records give the date only as a NOTE ("Nov. 1973"); its text is kept as `raw` and a year
 * (and month) is read from it only when unambiguous.
 */
export function mapUnBirthDate(el: XmlElement): PartialDate | undefined {
  const type = childText(el, 'TYPE_OF_DATE')?.toUpperCase();
  const circa = type === 'APPROXIMATELY' ? { circa: true } : {};
  const note = childText(el, 'NOTE');
  const date = childText(el, 'DATE');
  const year = childText(el, 'YEAR');
  const fromYear = childText(el, 'FROM_YEAR');
  const toYear = childText(el, 'TO_YEAR');

  const isoMatch = date === undefined ? null : ISO_DATE.exec(date);
  if (date !== undefined && isoMatch) {
    return {
      raw: date,
      year: Number(isoMatch[1]),
      month: Number(isoMatch[2]),
      day: Number(isoMatch[3]),
      ...circa,
    };
  }
  if (year !== undefined && YEAR.test(year)) {
    return { raw: type === 'APPROXIMATELY' ? `circa ${year}` : year, year: Number(year), ...circa };
  }
  if (fromYear !== undefined && toYear !== undefined && YEAR.test(fromYear) && YEAR.test(toYear)) {
    return {
      raw: `${fromYear} to ${toYear}`,
      year: Number(fromYear),
      toYear: Number(toYear),
      ...circa,
    };
  }
  const raw = date ?? year ?? note;
  if (raw === undefined) return undefined;
  return { raw, ...readLooseDate(raw), ...circa };
}

/** Year and month from text such as "Nov. 1973" or "August 1961"; nothing when unsure. */
function readLooseDate(text: string): Pick<PartialDate, 'year' | 'month'> {
  const years = [...text.matchAll(YEAR_IN_TEXT)].map((match) => match[1]);
  const year = years[0];
  if (years.length !== 1 || year === undefined) return {};
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const months = [
    ...new Set(words.map((word) => MONTHS.indexOf(word.slice(0, 3))).filter((index) => index >= 0)),
  ];
  const month = months.length === 1 && months[0] !== undefined ? months[0] + 1 : undefined;
  return month === undefined ? { year: Number(year) } : { year: Number(year), month };
}
