import { createSubjectResponseSchema, subjectsFromBulkResponseSchema } from '@sanctions/contracts';
import type { CreateSubjectInput } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query key root of everything monitoring shows (subjects, settings). */
export const MONITORING_QUERY_KEY = ['monitoring'] as const;

export const MONITORING_SUBJECTS_PATH = '/api/v2/monitoring/subjects';

/**
 * Puts a subject under monitoring (the /monitoring form, "Monitor this name" on a search result); the
 * server screens it at once and answers the alerts raised. Shared by the features that add subjects.
 */
export function useAddMonitoredSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSubjectInput) =>
      (await apiClient.post(MONITORING_SUBJECTS_PATH, input, createSubjectResponseSchema)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITORING_QUERY_KEY }),
  });
}

/** Puts the rows of the caller's finished bulk job under monitoring: every valid row, or the clear ones. */
export function useAddBulkRowsToMonitoring(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: 'all' | 'clear') =>
      (
        await apiClient.post(
          `${MONITORING_SUBJECTS_PATH}/from-bulk/${encodeURIComponent(jobId)}`,
          { rows },
          subjectsFromBulkResponseSchema,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITORING_QUERY_KEY }),
  });
}
