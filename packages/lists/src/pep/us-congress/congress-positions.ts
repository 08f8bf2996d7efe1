import type { PepPosition } from '@sanctions/screening';
import type { CongressTerm } from './congress-record-schema';

/** Days between one term's end and the next one's start that still count as one unbroken tenure. */
const CONTIGUOUS_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The person's federal functions, one per unbroken tenure in the same seat: consecutive terms
 * (a House member re-elected every two years) become one position from the first start to the
 * last end, so a 30-year career reads as one line, not fifteen.
 */
export function congressPositions(terms: readonly CongressTerm[]): PepPosition[] {
  const positions: PepPosition[] = [];
  for (const term of [...terms].sort((a, b) => a.start.localeCompare(b.start))) {
    const position = termPosition(term);
    const previous = positions.at(-1);
    if (
      previous?.role === position.role &&
      previous.endDate !== undefined &&
      daysBetween(previous.endDate, term.start) <= CONTIGUOUS_DAYS
    ) {
      previous.endDate = term.end;
    } else {
      positions.push(position);
    }
  }
  return positions;
}

function termPosition(term: CongressTerm): PepPosition {
  const common = {
    country: 'US',
    level: 'national' as const,
    startDate: term.start,
    endDate: term.end,
  };
  switch (term.type) {
    case 'sen':
      return {
        role: `US Senator for ${term.state ?? '?'}`,
        body: 'United States Senate',
        ...common,
      };
    case 'rep': {
      const seat =
        term.district === undefined || term.district === 0
          ? `${term.state ?? '?'} at-large`
          : `${term.state ?? '?'}-${term.district}`;
      return {
        role: `Member of the US House of Representatives for ${seat}`,
        body: 'United States House of Representatives',
        ...common,
      };
    }
    case 'prez':
      return {
        role: 'President of the United States',
        body: 'Executive Office of the President',
        ...common,
      };
    case 'viceprez':
      return {
        role: 'Vice President of the United States',
        body: 'Executive Office of the President',
        ...common,
      };
  }
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / DAY_MS;
}
