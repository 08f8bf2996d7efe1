import type { ListEntity } from '@sanctions/screening';
import { formatPartialDate } from '@sanctions/server/domains/screening/engine/to-sanction-entry';
import type { Generate } from './deck-candidate';
import { treatTypo } from './latin-treatments';
import { canonicalTokens, latinQuery } from './name-tools';

type ListedDate = ListEntity['birthDates'][number];

export function isPlainDate(date: ListedDate): boolean {
  return date.year !== undefined && date.toYear === undefined && !date.circa;
}

const pad = (n: number) => String(n).padStart(2, '0');
const LATEST_BIRTH_YEAR = 2012;

/**
 * The exact listed name with a date of birth 10 to 40 years away from every listed one (a namesake of another
 * generation): the expected entity must not reach "high". Half full dates, half years.
 */
export const dobFarCase: Generate = (c, rng) => {
  const dates = c.entity.birthDates;
  const plain = dates.find(isPlainDate);
  if (!plain?.year) return undefined;
  const offset = (10 + rng.int(31)) * (rng.next() < 0.5 ? -1 : 1);
  let year = plain.year + offset;
  if (year > LATEST_BIRTH_YEAR) year = plain.year - Math.abs(offset);
  const years = dates.flatMap((d) => [d.year, d.toYear].filter((y) => y !== undefined));
  if (years.some((y) => Math.abs(y - year) < 10)) return undefined;
  const full = plain.month !== undefined && plain.day !== undefined && rng.next() < 0.5;
  const iso = full ? `${year}-${pad(plain.month ?? 1)}-${pad(plain.day ?? 1)}` : String(year);
  return {
    query: latinQuery(canonicalTokens(c.name, c.entity), c.entity, iso),
    note: `listed DOB ${dates.map((d) => d.raw).join('; ')}, query ${iso}`,
  };
};

/** A one-typo name with only the year, or year and month, of a listed date of birth: still the person. */
export const dobPartialCase: Generate = (c, rng) => {
  const date = c.entity.birthDates.find(isPlainDate);
  const treated = treatTypo(canonicalTokens(c.name, c.entity), rng);
  if (!date?.year || !treated) return undefined;
  const iso =
    date.month !== undefined && rng.next() < 0.5
      ? `${date.year}-${pad(date.month)}`
      : String(date.year);
  return {
    query: latinQuery(treated.parts, c.entity, iso),
    note: `${treated.note}; listed ${formatPartialDate(date)}, query ${iso}`,
  };
};
