import { describe, expect, it } from 'vitest';
import { SecretBoxError, createSecretBox } from './secret-box';
import { deriveSecretKey, deriveSecretKeyring } from './secret-keys';

const JWT = 'jwt-secret-that-is-at-least-32-characters-long';
const OLD = 'old-secrets-key-that-is-at-least-32-characters';
const NEW = 'new-secrets-key-that-is-at-least-32-characters';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const boxOf = (secretsKey: string | undefined, previousKeys: string[] = []) =>
  createSecretBox(deriveSecretKeyring({ secretsKey, previousKeys, jwtSecret: JWT }));

describe('secret box', () => {
  it('seals into v1:<key id>:<iv>:<ciphertext+tag> without the secret, and opens it back', () => {
    const box = boxOf(NEW);
    const sealed = box.seal(SECRET, 'user:1');
    expect(sealed).toMatch(/^v1:[\w-]{8}:[\w-]{16}:[\w-]+$/);
    expect(sealed.split(':')[1]).toBe(deriveSecretKey(NEW).id);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url'));
    expect(box.open(sealed, 'user:1')).toBe(SECRET);
    // A fresh IV each time: equal secrets do not give equal stored values.
    expect(box.seal(SECRET, 'user:1')).not.toBe(sealed);
  });

  it('derives distinct keys and ids from distinct secrets, and never the secret itself', () => {
    const a = deriveSecretKey(OLD);
    const b = deriveSecretKey(NEW);
    expect(a.id).not.toBe(b.id);
    expect(a.key.equals(b.key)).toBe(false);
    expect(a.key).toHaveLength(32);
    expect(a.key.toString('utf8')).not.toContain(OLD.slice(0, 8));
  });

  it('falls back to a key derived from JWT_SECRET when SECRETS_KEY is unset', () => {
    const box = boxOf(undefined);
    expect(box.currentKeyId).toBe(deriveSecretKey(JWT).id);
    expect(box.open(box.seal(SECRET, 'u'), 'u')).toBe(SECRET);
    // Setting SECRETS_KEY later still opens what the JWT-derived key sealed.
    expect(boxOf(NEW).open(box.seal(SECRET, 'u'), 'u')).toBe(SECRET);
  });

  it('opens values of a key kept in SECRETS_KEY_PREVIOUS and always seals with the current key', () => {
    const sealedOld = boxOf(OLD).seal(SECRET, 'u');
    const rotated = boxOf(NEW, [OLD]);
    expect(rotated.open(sealedOld, 'u')).toBe(SECRET);
    expect(rotated.needsReseal(sealedOld)).toBe(true);
    const resealed = rotated.seal(SECRET, 'u');
    expect(resealed.split(':')[1]).toBe(deriveSecretKey(NEW).id);
    expect(rotated.needsReseal(resealed)).toBe(false);
  });

  it('fails closed with a clear error under a key it does not hold', () => {
    const sealedOld = boxOf(OLD).seal(SECRET, 'u');
    expect(() => boxOf(NEW).open(sealedOld, 'u')).toThrow(SecretBoxError);
    expect(() => boxOf(NEW).open(sealedOld, 'u')).toThrow(
      `sealed with key ${deriveSecretKey(OLD).id}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`,
    );
  });

  it('refuses a value moved to another row or altered', () => {
    const box = boxOf(NEW);
    const sealed = box.seal(SECRET, 'user:1');
    expect(() => box.open(sealed, 'user:2')).toThrow('does not authenticate');
    const [prefix, id, iv, body = ''] = sealed.split(':');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([prefix, id, iv, flipped].join(':'), 'user:1')).toThrow(SecretBoxError);
    expect(() => box.open('v1:abc:def', 'user:1')).toThrow('malformed');
  });

  it('reads a legacy clear-text value as stored and marks it for resealing', () => {
    const box = boxOf(NEW);
    expect(box.open(SECRET, 'u')).toBe(SECRET);
    expect(box.needsReseal(SECRET)).toBe(true);
  });
});
