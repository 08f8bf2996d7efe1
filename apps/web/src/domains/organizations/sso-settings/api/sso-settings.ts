import { ssoSettingsReplySchema } from '@sanctions/contracts';
import type { SsoSettingsBody } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const SSO_PATH = '/api/v2/organization/sso';
export const ssoSettingsKey = ['organization', 'sso'] as const;

/** GET the organisation's single sign-on (owners only). */
export function useSsoSettings() {
  return useQuery({
    queryKey: ssoSettingsKey,
    queryFn: () => apiClient.get(SSO_PATH, ssoSettingsReplySchema),
  });
}

/** PUT the provider, its domains and the requirement; the reply is the stored settings. */
export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => apiClient.put(SSO_PATH, body, ssoSettingsReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(ssoSettingsKey, reply),
  });
}

/** DELETE: single sign-on off, members back to passwords. */
export function useRemoveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(SSO_PATH, ssoSettingsReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(ssoSettingsKey, reply),
  });
}
