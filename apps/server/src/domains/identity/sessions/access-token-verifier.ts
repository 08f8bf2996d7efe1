import { verifyAccessToken } from '../../../lib/tokens';
import type { AccessTokenClaims, SigningKey, VerifiedAccessToken } from '../../../lib/tokens';

/** Verifies access tokens: `null` for anything that is not a valid, unexpired access token. */
export type AccessTokenVerifier = (token: string, now: Date) => Promise<AccessTokenClaims | null>;

/** Tokens remembered at most; a burst of new sessions evicts the oldest entries first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * An access-token verifier that checks each token's signature once and then remembers its claims until
 * the token expires. A client sends the same token with every request for up to 15 minutes, and the
 * WebCrypto HMAC verification cost a measurable share of a search under load. Only the signature work
 * is saved: expiry is still compared with `now` on every call, and whether the session is alive is
 * still read from the database by the caller. Invalid tokens are not remembered.
 */
export function createAccessTokenVerifier(
  key: SigningKey,
  maxEntries = VERIFIED_TOKEN_CACHE_SIZE,
): AccessTokenVerifier {
  const verified = new Map<string, VerifiedAccessToken>();
  return async (token, now) => {
    const remembered = verified.get(token);
    if (remembered !== undefined) {
      if (now.getTime() < remembered.expiresAt * 1000) return remembered;
      verified.delete(token);
      return null;
    }
    const claims = await verifyAccessToken(key, token, now);
    if (claims === null) return null;
    if (verified.size >= maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = verified.keys().next();
      if (oldest.done !== true) verified.delete(oldest.value);
    }
    verified.set(token, claims);
    return claims;
  };
}
