import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../../env';

// Fixed labels: changing one changes every code already printed.
const SALT = 'sanctions-screening/search-certificate';
const INFO = 'certificate code hmac-sha256 v1';
// Crockford base 32: no I, L, O, U, so a code read aloud or retyped is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_BYTES = 10;

/** Computes and checks verification codes under the server's secrets (ADR 023). */
export interface CertificateCodes {
  /** The code printed on a certificate: HMAC of the search id and evidence hash under the current key. */
  codeFor(searchId: string, evidenceHash: string): string;
  /** True when `code` (normalised) is the code of this search and hash under any key the server holds. */
  matches(searchId: string, evidenceHash: string, code: string): boolean;
}

/**
 * Keys from the same secrets as the secret box of ADR 013 (`SECRETS_KEY`, else `JWT_SECRET`; previous keys
 * still verify), each through HKDF with a label used nowhere else.
 */
export function createCertificateCodes(
  env: Pick<Env, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'JWT_SECRET'>,
): CertificateCodes {
  const secrets = [env.SECRETS_KEY ?? env.JWT_SECRET, ...env.SECRETS_KEY_PREVIOUS, env.JWT_SECRET];
  const keys = [...new Set(secrets)].map((secret) =>
    Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32)),
  );
  const [current] = keys;
  if (current === undefined) throw new Error('No certificate key');
  const compute = (key: Buffer, searchId: string, evidenceHash: string) =>
    formatCode(
      createHmac('sha256', key)
        .update(`v1:${searchId}:${evidenceHash}`)
        .digest()
        .subarray(0, CODE_BYTES),
    );
  return {
    codeFor: (searchId, evidenceHash) => compute(current, searchId, evidenceHash),
    matches: (searchId, evidenceHash, code) => {
      const given = Buffer.from(code);
      return keys.some((key) => {
        const expected = Buffer.from(compute(key, searchId, evidenceHash));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}

/** 80 bits as 16 base-32 characters in groups of four. */
function formatCode(bytes: Buffer): string {
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}
