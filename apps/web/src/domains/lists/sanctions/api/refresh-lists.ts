import { importRunReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateListData } from './invalidate-list-data';

/** Spec 7: POST /api/v2/admin/sanctions/refresh re-imports the files and answers with the finished run. */
export const refreshLists = async () =>
  (await apiClient.post('/api/v2/admin/sanctions/refresh', undefined, importRunReplySchema)).data;

export function useRefreshLists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshLists,
    // Even a failed run records failed versions, so the history changes either way.
    onSettled: () => invalidateListData(queryClient),
  });
}
