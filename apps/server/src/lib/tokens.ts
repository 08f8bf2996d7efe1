import { createHash, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_LENGTH, roleSchema } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';

/** Lifetime of an access token, in seconds. Short: a revoked session stops working within this time. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Lifetime of a refresh token, in days. */
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** Lifetime of the two-factor challenge token of the first sign-in step, in seconds. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

const ISSUER = 'sanctions-screening';
const ACCESS_AUDIENCE = 'access';
const CHALLENGE_AUDIENCE = 'two-factor-challenge';
const ALGORITHM = 'HS256';

/** HMAC key derived from the JWT secret of the environment. */
export type SigningKey = Uint8Array;

/** Turns the configured secret into the HS256 key. */
export function toSigningKey(secret: string): SigningKey {
  return new TextEncoder().encode(secret);
}

/** What an access token proves: who, with which role at issue time, and which session family it belongs to. */
export interface AccessTokenClaims {
  userId: string;
  role: Role;
  /** Refresh-token family (one per sign-in); revoking it ends the session. */
  sessionId: string;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs a short-lived access token with `sub`, `role` and `sid` claims. */
export function signAccessToken(
  key: SigningKey,
  claims: AccessTokenClaims,
  now: Date,
): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(epochSeconds(now))
    .setExpirationTime(epochSeconds(now) + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

async function verifyJwt(key: SigningKey, token: string, audience: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      currentDate: now,
    });
    return payload;
  } catch {
    return null;
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseUserId(subject: string | undefined): string | null {
  return subject !== undefined && UUID_PATTERN.test(subject) ? subject : null;
}

/** The claims of a verified access token and when it expires (epoch seconds, `exp`). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  expiresAt: number;
}

/** Claims of a valid, unexpired access token; null for anything else (bad signature, expired, wrong audience). */
export async function verifyAccessToken(
  key: SigningKey,
  token: string,
  now: Date,
): Promise<VerifiedAccessToken | null> {
  const payload = await verifyJwt(key, token, ACCESS_AUDIENCE, now);
  if (payload === null) return null;
  const userId = parseUserId(payload.sub);
  const role = roleSchema.safeParse(payload.role);
  const sessionId = payload.sid;
  const expiresAt = payload.exp;
  if (
    userId === null ||
    !role.success ||
    typeof sessionId !== 'string' ||
    typeof expiresAt !== 'number'
  )
    return null;
  return { userId, role: role.data, sessionId, expiresAt };
}

/** Signs the challenge token handed out when a password was right but the second factor is still due. */
export function signTwoFactorChallenge(
  key: SigningKey,
  userId: string,
  now: Date,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt(epochSeconds(now))
    .setExpirationTime(epochSeconds(now) + TWO_FACTOR_CHALLENGE_TTL_SECONDS)
    .sign(key);
}

/** User id of a valid, unexpired challenge token; null otherwise. An access token is not accepted here. */
export async function verifyTwoFactorChallenge(
  key: SigningKey,
  token: string,
  now: Date,
): Promise<string | null> {
  const payload = await verifyJwt(key, token, CHALLENGE_AUDIENCE, now);
  return payload === null ? null : parseUserId(payload.sub);
}

/** A new opaque refresh token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new one-time link token (password reset, e-mail verification): 32 random bytes, base64url, so 43
 * URL-safe characters. Only its hash is stored; links are looked up by that hash, so no comparison of
 * secret bytes happens in JavaScript and an attacker cannot steer which stored hash a guess lands near.
 */
export function generateOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a high-entropy token. Enough for random tokens; passwords use Argon2id instead. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Expiry of a refresh token issued at `now`. */
export function refreshTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** A new backup code in canonical form (8 characters of the contracts' alphabet, ~40 bits of entropy). */
export function generateBackupCode(): string {
  let code = '';
  for (let i = 0; i < BACKUP_CODE_LENGTH; i += 1) {
    code += BACKUP_CODE_ALPHABET.charAt(randomInt(BACKUP_CODE_ALPHABET.length));
  }
  return code;
}
