import { clearanceListResponseSchema, clearanceResponseSchema } from '@sanctions/contracts';
import type { ListClearancesQuery } from '@sanctions/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CASES_QUERY_KEY } from '@/domains/cases/shared/alert-counts';

const CLEARANCES_PATH = '/api/v2/monitoring/clearances';

/** The page's query: the server's defaults apply to what is left out. */
export type ClearanceQuery = Partial<ListClearancesQuery> &
  Pick<ListClearancesQuery, 'page' | 'limit'>;

const clearancesKey = (query: ClearanceQuery) => [...CASES_QUERY_KEY, 'clearances', query] as const;

function listUrl(query: ClearanceQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${CLEARANCES_PATH}?${params.toString()}`;
}

/** A page of the whitelist (ADR 024). */
export function useClearances(query: ClearanceQuery) {
  return useQuery({
    queryKey: clearancesKey(query),
    queryFn: async () => (await apiClient.get(listUrl(query), clearanceListResponseSchema)).data,
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the whitelist and the cases (a revoked clearance changes badges and counts). */
function useClearanceMutation<TInput>(path: (input: TInput) => string, method: 'post' | 'put') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput & { body: Record<string, unknown> }) =>
      (await apiClient[method](path(input), input.body, clearanceResponseSchema)).data.clearance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
  });
}

const clearancePath = (id: string) => `${CLEARANCES_PATH}/${encodeURIComponent(id)}`;

/** A reviewer sets or removes the expiry (null), with a reason. */
export function useSetClearanceExpiry() {
  return useClearanceMutation(
    ({ clearanceId }: { clearanceId: string }) => `${clearancePath(clearanceId)}/expiry`,
    'put',
  );
}

/** Anyone of the scope asks for a revocation, with a reason; a second reviewer decides. */
export function useRequestRevocation() {
  return useClearanceMutation(
    ({ clearanceId }: { clearanceId: string }) => `${clearancePath(clearanceId)}/revocations`,
    'post',
  );
}

/** The second reviewer approves (the clearance is revoked) or rejects a revocation request. */
export function useReviewRevocation() {
  return useClearanceMutation(
    ({ revocationId, outcome }: { revocationId: string; outcome: 'approve' | 'reject' }) =>
      `/api/v2/monitoring/clearance-revocations/${encodeURIComponent(revocationId)}/${outcome}`,
    'post',
  );
}
