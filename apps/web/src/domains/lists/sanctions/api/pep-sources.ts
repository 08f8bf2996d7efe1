import { importRunReplySchema, pepFtmUrlReplySchema } from '@sanctions/contracts';
import type { PepSource } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateListData } from './invalidate-list-data';
import { sanctionsKeys } from './sanctions-keys';

const FTM_URL = '/api/v2/admin/sanctions/pep-sources/ftm-url';
const ftmUrlKey = [...sanctionsKeys.all, 'pep-ftm-url'] as const;

/** The customer's licensed FollowTheMoney URL the scheduled import fetches (null: none). */
export function usePepFtmUrl() {
  return useQuery({
    queryKey: ftmUrlKey,
    queryFn: async () => (await apiClient.get(FTM_URL, pepFtmUrlReplySchema)).data.ftmUrl,
  });
}

export function useSavePepFtmUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ftmUrl: string | null) =>
      (await apiClient.put(FTM_URL, { ftmUrl }, pepFtmUrlReplySchema)).data.ftmUrl,
    onSuccess: (saved) => queryClient.setQueryData(ftmUrlKey, saved),
  });
}

/** Uploads a PEP file as the source's new file; answers with the finished import run. */
export function useUploadPepFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pepSource, file }: { pepSource: PepSource; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (
        await apiClient.postForm(
          `/api/v2/admin/sanctions/pep-sources/${pepSource}/file`,
          form,
          importRunReplySchema,
        )
      ).data;
    },
    onSettled: () => invalidateListData(queryClient),
  });
}
