import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_ALPHABET, normalizeBackupCode } from '@sanctions/contracts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  generateBackupCode,
  generateRefreshToken,
  hashToken,
  refreshTokenExpiry,
  signAccessToken,
  signTwoFactorChallenge,
  toSigningKey,
  verifyAccessToken,
  verifyTwoFactorChallenge,
} from './tokens';

const key = toSigningKey('test-secret-of-sufficient-length-0123456789');
const otherKey = toSigningKey('another-secret-of-sufficient-length-98765');
const now = new Date('2026-03-01T10:00:00Z');
const claims = { userId: randomUUID(), role: 'admin' as const, sessionId: randomUUID() };
const verified = {
  ...claims,
  expiresAt: Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
};

describe('access tokens', () => {
  it('round-trips sub, role and sid', async () => {
    const token = await signAccessToken(key, claims, now);
    expect(await verifyAccessToken(key, token, now)).toEqual(verified);
  });

  it('expires after the access-token lifetime', async () => {
    const token = await signAccessToken(key, claims, now);
    const justBefore = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    const after = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(key, token, justBefore)).toEqual(verified);
    expect(await verifyAccessToken(key, token, after)).toBeNull();
  });

  it('rejects another key, a tampered token and garbage', async () => {
    const token = await signAccessToken(key, claims, now);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: claims.userId, role: 'super_admin', sid: claims.sessionId }),
    );
    expect(await verifyAccessToken(otherKey, token, now)).toBeNull();
    expect(
      await verifyAccessToken(key, `${header}.${forged.toString('base64url')}.${signature}`, now),
    ).toBeNull();
    expect(await verifyAccessToken(key, 'not.a.jwt', now)).toBeNull();
  });

  it('does not accept a two-factor challenge token as an access token, nor the reverse', async () => {
    const challenge = await signTwoFactorChallenge(key, claims.userId, now);
    const access = await signAccessToken(key, claims, now);
    expect(await verifyAccessToken(key, challenge, now)).toBeNull();
    expect(await verifyTwoFactorChallenge(key, access, now)).toBeNull();
    expect(await verifyTwoFactorChallenge(key, challenge, now)).toBe(claims.userId);
  });
});

describe('opaque tokens', () => {
  it('makes 32-byte base64url refresh tokens, unique each time', () => {
    const token = generateRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateRefreshToken()).not.toBe(token);
  });

  it('hashes with SHA-256 hex, deterministically', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('sets refresh expiry 30 days ahead', () => {
    expect(refreshTokenExpiry(now).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('generates backup codes in the contracts format', () => {
    const code = generateBackupCode();
    expect(code).toHaveLength(8);
    expect([...code].every((char) => BACKUP_CODE_ALPHABET.includes(char))).toBe(true);
    expect(normalizeBackupCode(code)).toBe(code);
  });
});
