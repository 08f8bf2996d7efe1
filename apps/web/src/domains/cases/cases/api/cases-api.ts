import {
  alertDetailResponseSchema,
  alertListResponseSchema,
  assignAlertResponseSchema,
  colleagueListResponseSchema,
  commentResponseSchema,
  decisionResponseSchema,
  openSearchHitCaseResponseSchema,
} from '@sanctions/contracts';
import type {
  CreateDecisionRequest,
  ListAlertsQuery,
  OpenBulkRowHitCaseRequest,
  OpenBulkRowWatchlistHitCaseRequest,
  OpenSearchHitCaseRequest,
  OpenSearchWatchlistHitCaseRequest,
} from '@sanctions/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CASES_QUERY_KEY } from '@/domains/cases/shared/alert-counts';

const ALERTS_PATH = '/api/v2/monitoring/alerts';

/** The queue's query as the page holds it: the server's defaults apply to what is left out. */
export type AlertQuery = Partial<ListAlertsQuery> & Pick<ListAlertsQuery, 'page' | 'limit'>;

export const casesKeys = {
  list: (query: AlertQuery) => [...CASES_QUERY_KEY, 'list', query] as const,
  alert: (id: string) => [...CASES_QUERY_KEY, 'alert', id] as const,
  reviewers: () => [...CASES_QUERY_KEY, 'reviewers'] as const,
};

function listUrl(query: AlertQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${ALERTS_PATH}?${params.toString()}`;
}

export function alertPath(id: string): string {
  return `${ALERTS_PATH}/${encodeURIComponent(id)}`;
}

/** A page of the alert queue. */
export function useAlerts(query: AlertQuery) {
  return useQuery({
    queryKey: casesKeys.list(query),
    queryFn: async () => (await apiClient.get(listUrl(query), alertListResponseSchema)).data,
    placeholderData: keepPreviousData,
  });
}

/** One alert's whole case: parties, match, decisions, history, what the caller may do. */
export function useAlert(id: string) {
  return useQuery({
    queryKey: casesKeys.alert(id),
    queryFn: async () => (await apiClient.get(alertPath(id), alertDetailResponseSchema)).data,
  });
}

/** Colleagues an alert may be assigned to (and who holds the reviewer right). */
export function useReviewers() {
  return useQuery({
    queryKey: casesKeys.reviewers(),
    queryFn: async () =>
      (await apiClient.get('/api/v2/monitoring/reviewers', colleagueListResponseSchema)).data
        .colleagues,
    staleTime: 5 * 60_000,
  });
}

/** Every case mutation refreshes the queue, the counts (navigation badge) and the case itself. */
function useCasesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
  });
}

/** The case of a hit of a stored search (ADR 024): opened now, or the undecided one already open. */
export function useOpenSearchHitCase() {
  return useCasesMutation(
    async (hit: OpenSearchHitCaseRequest) =>
      (
        await apiClient.post(
          '/api/v2/monitoring/cases/from-search',
          hit,
          openSearchHitCaseResponseSchema,
        )
      ).data,
  );
}

/** The case of a hit of a bulk screening row (ADR 024): opened now, or the undecided one already open. */
export function useOpenBulkRowHitCase() {
  return useCasesMutation(
    async (hit: OpenBulkRowHitCaseRequest) =>
      (
        await apiClient.post(
          '/api/v2/monitoring/cases/from-bulk-row',
          hit,
          openSearchHitCaseResponseSchema,
        )
      ).data,
  );
}

/** The case of a hit on the organisation's own watchlist in a stored search (ADR 042). */
export function useOpenSearchWatchlistHitCase() {
  return useCasesMutation(
    async (hit: OpenSearchWatchlistHitCaseRequest) =>
      (
        await apiClient.post(
          '/api/v2/monitoring/cases/from-search/watchlist',
          hit,
          openSearchHitCaseResponseSchema,
        )
      ).data,
  );
}

/** The case of a hit on the organisation's own watchlist in a bulk screening row (ADR 042). */
export function useOpenBulkRowWatchlistHitCase() {
  return useCasesMutation(
    async (hit: OpenBulkRowWatchlistHitCaseRequest) =>
      (
        await apiClient.post(
          '/api/v2/monitoring/cases/from-bulk-row/watchlist',
          hit,
          openSearchHitCaseResponseSchema,
        )
      ).data,
  );
}

export function useDecide(alertId: string) {
  return useCasesMutation(
    async (body: CreateDecisionRequest) =>
      (await apiClient.post(`${alertPath(alertId)}/decisions`, body, decisionResponseSchema)).data
        .decision,
  );
}

/** Approve or send back a proposed decision (four-eyes, ADR 020). */
export function useReviewDecision() {
  return useCasesMutation(
    async ({
      decisionId,
      outcome,
      reason,
      clearanceExpiresAt,
    }: {
      decisionId: string;
      outcome: 'approve' | 'reject';
      reason: string;
      /** Approving a false positive: when its clearance stops suppressing (omitted: never). */
      clearanceExpiresAt?: string;
    }) =>
      (
        await apiClient.post(
          `/api/v2/monitoring/decisions/${encodeURIComponent(decisionId)}/${outcome}`,
          { reason, ...(clearanceExpiresAt === undefined ? {} : { clearanceExpiresAt }) },
          decisionResponseSchema,
        )
      ).data.decision,
  );
}

export function useAssign(alertId: string) {
  return useCasesMutation(
    async (assigneeId: string | null) =>
      (
        await apiClient.post(
          `${alertPath(alertId)}/assign`,
          { assigneeId },
          assignAlertResponseSchema,
        )
      ).data,
  );
}

export function useComment(alertId: string) {
  return useCasesMutation(
    async (body: string) =>
      (await apiClient.post(`${alertPath(alertId)}/comments`, { body }, commentResponseSchema)).data
        .event,
  );
}

/** The alert's evidence PDF in the interface language. */
export function fetchAlertReport(alertId: string, language: 'en' | 'ar'): Promise<Blob> {
  return apiClient.getBlob(`${alertPath(alertId)}/report.pdf?lang=${language}`, {
    accept: 'application/pdf',
  });
}
