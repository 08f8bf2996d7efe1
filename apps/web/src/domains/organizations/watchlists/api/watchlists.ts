import {
  watchlistDeletedReplySchema,
  watchlistDetailReplySchema,
  watchlistListReplySchema,
} from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const PATH = '/api/v2/organization/watchlists';
const watchlistsKey = ['organization', 'watchlists'] as const;
const watchlistKey = (id: string) => [...watchlistsKey, id] as const;

/** GET the organisation's watchlists; a 403 tells the plan has no watchlist screening. */
export function useWatchlists() {
  return useQuery({
    queryKey: watchlistsKey,
    queryFn: () => apiClient.get(PATH, watchlistListReplySchema),
    retry: false,
  });
}

/** GET one watchlist with every version (opened on demand). */
export function useWatchlistDetail(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: watchlistKey(id),
    queryFn: () => apiClient.get(`${PATH}/${id}`, watchlistDetailReplySchema),
    enabled: isEnabled,
  });
}

/** POST a new watchlist (name and file); a refused file answers 400 with every bad row. */
export function useCreateWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => {
      const form = new FormData();
      form.append('name', name);
      form.append('file', file);
      return apiClient.postForm(PATH, form, watchlistDetailReplySchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistsKey }),
  });
}

/** POST a new version of a watchlist. */
export function useReplaceWatchlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.postForm(`${PATH}/${id}/versions`, form, watchlistDetailReplySchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistsKey }),
  });
}

/** DELETE a watchlist with every version. */
export function useDeleteWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`${PATH}/${id}`, watchlistDeletedReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistsKey }),
  });
}
