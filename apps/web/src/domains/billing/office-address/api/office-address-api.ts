import { officeAddressReplySchema } from '@sanctions/contracts';
import type { OfficeAddress } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const OFFICE_ADDRESS_PATH = '/api/v2/admin/settings/office-address';
const OFFICE_ADDRESS_KEY = ['admin', 'office-address'] as const;

/** GET the office address customers pay at (super admins). */
export function useOfficeAddress(options: { enabled: boolean }) {
  return useQuery({
    queryKey: OFFICE_ADDRESS_KEY,
    queryFn: async () => (await apiClient.get(OFFICE_ADDRESS_PATH, officeAddressReplySchema)).data,
    enabled: options.enabled,
  });
}

/** PUT the office address; the stored copy is replaced by the reply. */
export function useUpdateOfficeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeAddress) =>
      apiClient.put(OFFICE_ADDRESS_PATH, body, officeAddressReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(OFFICE_ADDRESS_KEY, reply.data),
  });
}
