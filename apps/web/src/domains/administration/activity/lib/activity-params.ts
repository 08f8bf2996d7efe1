import type { ActivityType } from '@sanctions/contracts';

/** The filters as the panel holds them: date inputs give local calendar days (YYYY-MM-DD). */
export interface ActivityFilterState {
  search: string;
  types: readonly ActivityType[];
  from: string;
  to: string;
}

export const EMPTY_FILTERS: ActivityFilterState = { search: '', types: [], from: '', to: '' };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Start (or end) of a local calendar day as an ISO instant; null for an empty or malformed day. */
export function localDayBoundary(day: string, edge: 'start' | 'end'): string | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number);
  if (year === undefined || month === undefined || date === undefined) return null;
  const instant =
    edge === 'start'
      ? new Date(year, month - 1, date, 0, 0, 0, 0)
      : new Date(year, month - 1, date, 23, 59, 59, 999);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * Query string of the list and export calls (spec 7): search, types as a comma list, startDate and
 * endDate as ISO instants covering the chosen local days; empty filters are left out.
 */
export function activityQueryParams(filters: ActivityFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search !== '') params.set('search', search);
  if (filters.types.length > 0) params.set('types', filters.types.join(','));
  const startDate = localDayBoundary(filters.from, 'start');
  if (startDate) params.set('startDate', startDate);
  const endDate = localDayBoundary(filters.to, 'end');
  if (endDate) params.set('endDate', endDate);
  return params;
}

/** 'Showing X to Y of Z' numbers of a page (X is 0 when there is nothing). */
export function pageRange(offset: number, pageLength: number, total: number) {
  return {
    from: total === 0 || pageLength === 0 ? 0 : offset + 1,
    to: Math.min(offset + pageLength, total),
    total,
  };
}
