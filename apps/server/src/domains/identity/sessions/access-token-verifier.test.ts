import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from './access-token-verifier';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, toSigningKey } from '../../../lib/tokens';

const key = toSigningKey('test-secret-of-sufficient-length-0123456789');
const otherKey = toSigningKey('another-secret-of-sufficient-length-98765');
const issuedAt = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const newClaims = () => ({ userId: randomUUID(), role: 'user' as const, sessionId: randomUUID() });

describe('createAccessTokenVerifier', () => {
  it('answers the claims of a valid token on every call, also once remembered', async () => {
    const verify = createAccessTokenVerifier(key);
    const claims = newClaims();
    const token = await signAccessToken(key, claims, issuedAt);
    expect(await verify(token, at(1))).toMatchObject(claims);
    expect(await verify(token, at(2))).toMatchObject(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(key, newClaims(), issuedAt);
    expect(await verify(token, at(ACCESS_TOKEN_TTL_SECONDS - 1))).not.toBeNull();
    expect(await verify(token, at(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    expect(await verify(token, at(ACCESS_TOKEN_TTL_SECONDS + 60))).toBeNull();
  });

  it('refuses tokens signed with another key, tampered tokens and garbage, every time', async () => {
    const verify = createAccessTokenVerifier(key);
    const foreign = await signAccessToken(otherKey, newClaims(), issuedAt);
    const genuine = await signAccessToken(key, newClaims(), issuedAt);
    const [header, payload, signature] = genuine.split('.');
    const tampered = `${header}.${payload}x.${signature}`;
    for (const token of [foreign, tampered, 'not.a.jwt', foreign]) {
      expect(await verify(token, at(1))).toBeNull();
    }
  });

  it('keeps at most the configured number of tokens and still verifies evicted ones', async () => {
    const verify = createAccessTokenVerifier(key, 2);
    const claims = [newClaims(), newClaims(), newClaims()];
    const tokens = await Promise.all(claims.map((c) => signAccessToken(key, c, issuedAt)));
    for (const token of tokens) expect(await verify(token, at(1))).not.toBeNull();
    // The first token was evicted by the third; it is verified again from its signature.
    expect(await verify(tokens[0] ?? '', at(2))).toMatchObject(claims[0] ?? {});
  });
});
