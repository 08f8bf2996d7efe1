import type { SanctionList, ScreeningHistoryOutcome } from '@sanctions/contracts';

/** The history filters as the form holds them; '' means "any". */
export interface HistoryFilterState {
  q: string;
  /** YYYY-MM-DD from the date input. */
  from: string;
  to: string;
  list: SanctionList | '';
  outcome: ScreeningHistoryOutcome | '';
  userId: string;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilterState = {
  q: '',
  from: '',
  to: '',
  list: '',
  outcome: '',
  userId: '',
};

/** The query string of GET /api/v2/search/history for these filters and page. */
export function historyQueryParams(
  filters: HistoryFilterState,
  page: number,
  pageSize: number,
): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  if (filters.list !== '') params.set('list', filters.list);
  if (filters.outcome !== '') params.set('outcome', filters.outcome);
  if (filters.userId !== '') params.set('userId', filters.userId);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params;
}
