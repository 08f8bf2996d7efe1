import { ipAllowlistReplySchema } from '@sanctions/contracts';
import type { IpAllowlistBody } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const PATH = '/api/v2/organization/ip-allowlist';
const ipAllowlistKey = ['organization', 'ip-allowlist'] as const;

/** GET the organisation's allow-list and the address the server sees the owner at. */
export function useIpAllowlist() {
  return useQuery({
    queryKey: ipAllowlistKey,
    queryFn: () => apiClient.get(PATH, ipAllowlistReplySchema),
  });
}

/** PUT the list; a 409 `ipAllowlist.excludesYou` asks the owner to confirm first. */
export function useSaveIpAllowlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IpAllowlistBody) => apiClient.put(PATH, body, ipAllowlistReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(ipAllowlistKey, reply),
  });
}
