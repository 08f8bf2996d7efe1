import { searchEvidenceResponseSchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/v2/search/{id}: the stored search as it was answered (a super admin may read any). */
export function useStoredSearch(searchId: string | null) {
  return useQuery({
    queryKey: ['super-admin', 'stored-search', searchId],
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/search/${encodeURIComponent(searchId ?? '')}`,
          searchEvidenceResponseSchema,
        )
      ).data,
    enabled: searchId !== null,
  });
}
