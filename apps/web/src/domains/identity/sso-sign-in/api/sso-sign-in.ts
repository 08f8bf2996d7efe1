import {
  ssoCompleteReplySchema,
  ssoDiscoverReplySchema,
  ssoStartReplySchema,
} from '@sanctions/contracts';
import type { SsoCompleteReply } from '@sanctions/contracts';
import { apiClient } from '@/lib/api-client';

/** Whether the address's domain signs in with its organisation's identity provider. */
export async function discoverSso(email: string): Promise<boolean> {
  const reply = await apiClient.post(
    '/api/v2/auth-simple/sso/discover',
    { email },
    ssoDiscoverReplySchema,
    { isAnonymous: true },
  );
  return reply.data.sso;
}

/** The provider's authorization URL for this address (the server keeps state, nonce and PKCE). */
export async function startSso(email: string): Promise<string> {
  const reply = await apiClient.post(
    '/api/v2/auth-simple/sso/start',
    { email },
    ssoStartReplySchema,
    { isAnonymous: true },
  );
  return reply.data.authorizationUrl;
}

/** Hands the provider's redirect (its query string) to the server: a session, or a keyed refusal. */
export function completeSso(callbackQuery: string): Promise<SsoCompleteReply> {
  return apiClient.post(
    '/api/v2/auth-simple/sso/complete',
    { callbackQuery },
    ssoCompleteReplySchema,
    { isAnonymous: true },
  );
}
