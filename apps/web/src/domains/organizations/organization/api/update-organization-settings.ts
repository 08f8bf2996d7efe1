import { organizationSettingsReplySchema } from '@sanctions/contracts';
import type { OrganizationSettingsBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

export const ORGANIZATION_SETTINGS_PATH = '/api/v2/organization/settings';

export const updateOrganizationSettings = (body: OrganizationSettingsBody) =>
  apiClient.put(ORGANIZATION_SETTINGS_PATH, body, organizationSettingsReplySchema);

/** PUT /api/v2/organization/settings (owners and admins); the dashboard refetches after a save. */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
