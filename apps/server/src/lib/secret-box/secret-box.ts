import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretKeyring } from './secret-keys';

/** Prefix of every sealed value; a stored value without it is a clear-text row from before ADR 013. */
export const SEALED_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why a stored value could not be opened; never holds the value itself. */
export class SecretBoxError extends Error {
  constructor(
    message: string,
    readonly keyId: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SecretBoxError';
  }
}

/**
 * Seals and opens short secrets kept in the database with AES-256-GCM. A sealed value reads
 * `v1:<key id>:<iv>:<ciphertext+tag>` (base64url), so keys can rotate; `context` (e.g. the owner's id) is
 * bound as associated data, so a sealed value copied onto another row does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The clear value; a value without the `v1:` prefix is returned as stored (legacy clear text). */
  open(stored: string, context: string): string;
  /** True when the value is clear text or sealed under a key other than the current one. */
  needsReseal(stored: string): boolean;
  /** Id of the key new values are sealed with. */
  currentKeyId: string;
}

interface SealedParts {
  keyId: string;
  iv: Buffer;
  body: Buffer;
}

function parseSealed(stored: string): SealedParts {
  const [keyId, iv, body, ...rest] = stored.slice(SEALED_PREFIX.length).split(':');
  if (keyId === undefined || iv === undefined || body === undefined || rest.length > 0)
    throw new SecretBoxError('The stored secret is malformed', null);
  const parts = {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    body: Buffer.from(body, 'base64url'),
  };
  if (parts.iv.length !== IV_BYTES || parts.body.length <= TAG_BYTES)
    throw new SecretBoxError('The stored secret is malformed', keyId);
  return parts;
}

export function createSecretBox(keyring: SecretKeyring): SecretBox {
  const { current } = keyring;
  return {
    currentKeyId: current.id,

    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${SEALED_PREFIX}${current.id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
    },

    open(stored, context) {
      if (!stored.startsWith(SEALED_PREFIX)) return stored;
      const { keyId, iv, body } = parseSealed(stored);
      const key = keyring.all.find((candidate) => candidate.id === keyId);
      if (!key)
        throw new SecretBoxError(
          `The stored secret was sealed with key ${keyId}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`,
          keyId,
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch (error) {
        throw new SecretBoxError(
          `The stored secret does not authenticate under key ${keyId} (altered or moved to another row)`,
          keyId,
          { cause: error },
        );
      }
    },

    needsReseal(stored) {
      return !stored.startsWith(`${SEALED_PREFIX}${current.id}:`);
    },
  };
}
