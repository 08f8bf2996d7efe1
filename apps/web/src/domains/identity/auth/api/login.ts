import { loginReplySchema } from '@sanctions/contracts';
import type { LoginBody, LoginReply } from '@sanctions/contracts';
import { apiClient } from '@/lib/api-client';

export const LOGIN_PATH = '/api/v2/auth-simple/login';

/**
 * POST login: either a session (tokens and user) or a two-factor challenge. A `trustedDeviceToken` from an
 * earlier "Remember this device" sign-in of this account lets the server skip the code.
 */
export function login(
  body: LoginBody,
  trustedDeviceToken: string | null = null,
): Promise<LoginReply> {
  return apiClient.post(LOGIN_PATH, body, loginReplySchema, {
    isAnonymous: true,
    trustedDeviceToken,
  });
}
