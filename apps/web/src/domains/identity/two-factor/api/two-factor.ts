import {
  backupCodesReplySchema,
  messageEnvelopeSchema,
  regenerateBackupCodesReplySchema,
  trustedDevicesReplySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from '@sanctions/contracts';
import type {
  PasswordAndCodeBody,
  TwoFactorSetupBody,
  TwoFactorVerifyBody,
} from '@sanctions/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys, useAuth } from '@/lib/auth';
import { sharedQueryKeys } from '@/lib/query-keys';
import { forgetTrustedDeviceToken, readTrustedDeviceToken } from '@/lib/trusted-device-storage';

const BASE = '/api/v2/auth/2fa';

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  devices: () => [...twoFactorKeys.all, 'devices'] as const,
  backupCodes: () => [...twoFactorKeys.all, 'backup-codes'] as const,
};

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: async () => (await apiClient.get(`${BASE}/status`, twoFactorStatusReplySchema)).data,
    staleTime: 5_000,
  });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}

/**
 * The trusted devices, this browser's marked `isCurrent` through its token. A token that marks none was
 * removed or has expired on the server, so it is dropped here too.
 */
async function fetchTrustedDevices(email: string | null) {
  const deviceToken = email === null ? null : readTrustedDeviceToken(email);
  const reply = await apiClient.get(`${BASE}/devices`, trustedDevicesReplySchema, {
    trustedDeviceToken: deviceToken,
  });
  if (email !== null && deviceToken !== null && !reply.data.some((device) => device.isCurrent)) {
    forgetTrustedDeviceToken(email);
  }
  return reply.data;
}

/** Spec 4: devices and backup codes are fetched only while two-factor is enabled. */
export function useTrustedDevices(isEnabled: boolean) {
  const { user } = useAuth();
  const email = user?.email ?? null;
  return useQuery({
    queryKey: twoFactorKeys.devices(),
    queryFn: () => fetchTrustedDevices(email),
    enabled: isEnabled,
    staleTime: 5_000,
  });
}

export function useBackupCodes(isEnabled: boolean) {
  return useQuery({
    queryKey: twoFactorKeys.backupCodes(),
    queryFn: async () => (await apiClient.get(`${BASE}/backup-codes`, backupCodesReplySchema)).data,
    enabled: isEnabled,
    staleTime: 5_000,
  });
}

/**
 * After any change: status, lists, the security events and (unless `refreshSession` is false) the session
 * user's flag refresh.
 */
function useRefreshTwoFactor({ refreshSession = true }: { refreshSession?: boolean } = {}) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }),
      refreshSession ? queryClient.invalidateQueries({ queryKey: authKeys.user() }) : null,
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.securityEvents }),
    ]);
}

/** The session user read again: a required set-up that just finished lets the whole app in. */
export function useRefreshSessionUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authKeys.user() });
}

export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorSetupBody) =>
      apiClient.post(`${BASE}/setup`, body, twoFactorSetupReplySchema),
  });
}

export function useVerifyTwoFactor(options: { refreshSession?: boolean } = {}) {
  const refresh = useRefreshTwoFactor(options);
  return useMutation({
    mutationFn: (body: TwoFactorVerifyBody) =>
      apiClient.post(`${BASE}/verify`, body, messageEnvelopeSchema),
    onSuccess: refresh,
  });
}

/** Disabling two-factor removes every trusted device on the server, so this browser's token goes too. */
export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: PasswordAndCodeBody) =>
      apiClient.post(`${BASE}/disable`, body, messageEnvelopeSchema),
    onSuccess: () => {
      if (user) forgetTrustedDeviceToken(user.email);
      return refresh();
    },
  });
}

export function useRegenerateBackupCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: PasswordAndCodeBody) =>
      apiClient.post(`${BASE}/backup-codes/regenerate`, body, regenerateBackupCodesReplySchema),
    onSuccess: refresh,
  });
}

/** DELETE /api/v2/auth/2fa/devices/:id with password and code; the current device is refused. */
export function useRemoveDevice() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: ({ id, ...body }: PasswordAndCodeBody & { id: string }) =>
      apiClient.deleteWithBody(
        `${BASE}/devices/${encodeURIComponent(id)}`,
        body,
        messageEnvelopeSchema,
      ),
    onSuccess: refresh,
  });
}
