import {
  LIST_UPDATES_PAGE_SIZE,
  listUpdateChangesReplySchema,
  listUpdateEntryDetailReplySchema,
  listUpdatesReplySchema,
} from '@sanctions/contracts';
import type { ListUpdateKind, SanctionList } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The version list's filters as the form holds them ('' = not set). */
export interface UpdatesFilterState {
  list: SanctionList | '';
  from: string;
  to: string;
}

export const EMPTY_UPDATES_FILTERS: UpdatesFilterState = { list: '', from: '', to: '' };

export const listUpdatesKeys = {
  all: ['list-updates'] as const,
  page: (filters: UpdatesFilterState, page: number) =>
    [...listUpdatesKeys.all, 'versions', { ...filters, page }] as const,
  changes: (versionId: string, kind: ListUpdateKind, q: string, page: number) =>
    [...listUpdatesKeys.all, 'changes', versionId, { kind, q, page }] as const,
  entry: (versionId: string, entryId: string) =>
    [...listUpdatesKeys.all, 'entry', versionId, entryId] as const,
};

const withoutEmpty = (values: Record<string, string>) =>
  new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));

/** One page of activated list versions, newest first. */
export function useListUpdates(filters: UpdatesFilterState, page: number) {
  return useQuery({
    queryKey: listUpdatesKeys.page(filters, page),
    queryFn: async () => {
      const params = withoutEmpty({
        ...filters,
        page: String(page),
        pageSize: String(LIST_UPDATES_PAGE_SIZE),
      });
      return (
        await apiClient.get(
          `/api/v2/sanctions/updates?${params.toString()}`,
          listUpdatesReplySchema,
        )
      ).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One page of what a version added, removed or changed. */
export function useVersionChanges(
  versionId: string,
  kind: ListUpdateKind,
  q: string,
  page: number,
) {
  return useQuery({
    queryKey: listUpdatesKeys.changes(versionId, kind, q, page),
    queryFn: async () => {
      const params = withoutEmpty({
        kind,
        q: q.trim(),
        page: String(page),
        pageSize: String(LIST_UPDATES_PAGE_SIZE),
      });
      return (
        await apiClient.get(
          `/api/v2/sanctions/updates/${encodeURIComponent(versionId)}?${params.toString()}`,
          listUpdateChangesReplySchema,
        )
      ).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/** One entry as the version lists it, with what changed in it (a stored version never changes). */
export function useVersionEntry(versionId: string, entryId: string | null) {
  return useQuery({
    queryKey: listUpdatesKeys.entry(versionId, entryId ?? ''),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/sanctions/updates/${encodeURIComponent(versionId)}/entries/${encodeURIComponent(entryId ?? '')}`,
          listUpdateEntryDetailReplySchema,
        )
      ).data,
    enabled: entryId !== null,
    staleTime: Infinity,
  });
}
