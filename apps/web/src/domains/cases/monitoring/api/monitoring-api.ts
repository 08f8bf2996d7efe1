import {
  monitoringSettingsResponseSchema,
  subjectListResponseSchema,
  subjectResponseSchema,
} from '@sanctions/contracts';
import type { ListSubjectsQuery, UpdateSubjectRequest } from '@sanctions/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MONITORING_QUERY_KEY, MONITORING_SUBJECTS_PATH } from '@/domains/cases/shared/add-subject';

const SETTINGS_PATH = '/api/v2/monitoring/settings';

export const monitoringKeys = {
  subjects: (query: ListSubjectsQuery) => [...MONITORING_QUERY_KEY, 'subjects', query] as const,
  settings: () => [...MONITORING_QUERY_KEY, 'settings'] as const,
};

function listUrl(query: ListSubjectsQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  return `${MONITORING_SUBJECTS_PATH}?${params.toString()}`;
}

/** A page of the scope's monitored subjects. */
export function useSubjects(query: ListSubjectsQuery) {
  return useQuery({
    queryKey: monitoringKeys.subjects(query),
    queryFn: async () => (await apiClient.get(listUrl(query), subjectListResponseSchema)).data,
    placeholderData: keepPreviousData,
  });
}

/** Pause, resume, or correct the reference of a subject. */
export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateSubjectRequest & { id: string }) =>
      (await apiClient.patch(`${MONITORING_SUBJECTS_PATH}/${id}`, body, subjectResponseSchema)).data
        .subject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITORING_QUERY_KEY }),
  });
}

/** Removes a subject from monitoring (kept on record; its open alerts are closed). */
export function useRemoveSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.delete(`${MONITORING_SUBJECTS_PATH}/${id}`, subjectResponseSchema)).data
        .subject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITORING_QUERY_KEY }),
  });
}

/** The alert threshold of the caller's organisation (or the default). */
export function useMonitoringSettings() {
  return useQuery({
    queryKey: monitoringKeys.settings(),
    queryFn: async () =>
      (await apiClient.get(SETTINGS_PATH, monitoringSettingsResponseSchema)).data,
  });
}

export function useUpdateMonitoringSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (threshold: number) =>
      (await apiClient.put(SETTINGS_PATH, { threshold }, monitoringSettingsResponseSchema)).data,
    onSuccess: (settings) => queryClient.setQueryData(monitoringKeys.settings(), settings),
  });
}
