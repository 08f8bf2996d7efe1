import { ipAllowlistReplySchema } from '@sanctions/contracts';
import type { IpAllowlistBody } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

const PATH = '/api/v2/super-admin/staff-ip-allowlist';
const staffIpAllowlistKey = [...superAdminKeys.all, 'staff-ip-allowlist'] as const;

/** GET the staff's allow-list and the address the server sees the super admin at. */
export function useStaffIpAllowlist() {
  return useQuery({
    queryKey: staffIpAllowlistKey,
    queryFn: () => apiClient.get(PATH, ipAllowlistReplySchema),
  });
}

/** PUT the staff's list; a 409 `ipAllowlist.excludesYou` asks the super admin to confirm first. */
export function useSaveStaffIpAllowlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IpAllowlistBody) => apiClient.put(PATH, body, ipAllowlistReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(staffIpAllowlistKey, reply),
  });
}
