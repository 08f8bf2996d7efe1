import { hkdfSync } from 'node:crypto';

/** One AES-256-GCM key and the short public id stored beside what it encrypted. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/** The key new values are sealed with, and every key that may still open older ones. */
export interface SecretKeyring {
  current: SecretKey;
  /** Current first, then the previous keys; each id once. */
  all: SecretKey[];
}

export interface SecretKeySources {
  /** `SECRETS_KEY`, when set. */
  secretsKey: string | undefined;
  /** `SECRETS_KEY_PREVIOUS`: retired keys kept for reading until the start-up pass re-sealed every row. */
  previousKeys: readonly string[];
  /** `JWT_SECRET`: the source when `SECRETS_KEY` is unset, and always a reading key (ADR 013). */
  jwtSecret: string;
}

// Fixed labels: changing one changes every derived key and id, which would orphan stored values.
const SALT = 'sanctions-screening/secret-box';
const ENCRYPTION_INFO = 'secret-box aes-256-gcm v1';
const KEY_ID_INFO = 'secret-box key-id v1';

/**
 * An AES-256 key from a server secret by HKDF-SHA256. The info label is used nowhere else, so the key is
 * independent of any other use of the same secret (JWT_SECRET also signs tokens). The id is derived too:
 * it names the key in stored values without revealing anything about it.
 */
export function deriveSecretKey(secret: string): SecretKey {
  const key = Buffer.from(hkdfSync('sha256', secret, SALT, ENCRYPTION_INFO, 32));
  const id = Buffer.from(hkdfSync('sha256', secret, SALT, KEY_ID_INFO, 6)).toString('base64url');
  return { id, key };
}

/**
 * The keyring of the server: sealed with `SECRETS_KEY` (or the JWT_SECRET-derived key when unset), opened
 * with any of them. The JWT_SECRET-derived key stays a reading key once `SECRETS_KEY` is set, so moving
 * from the default to a dedicated key needs no extra setting.
 */
export function deriveSecretKeyring(sources: SecretKeySources): SecretKeyring {
  const current = deriveSecretKey(sources.secretsKey ?? sources.jwtSecret);
  const all = [current];
  for (const secret of [...sources.previousKeys, sources.jwtSecret]) {
    const key = deriveSecretKey(secret);
    if (!all.some((known) => known.id === key.id)) all.push(key);
  }
  return { current, all };
}
