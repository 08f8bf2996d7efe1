import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^(ssk_(?:live|test)_[0-9A-Za-z]{32})_([0-9A-Za-z]{6})$/;

/** `ssk_live_` keys are issued in production, `ssk_test_` everywhere else, so a key shows where it works. */
export type ApiKeyEnvironment = 'live' | 'test';

/** Characters of the key kept in clear as its prefix: `ssk_live_` plus four random ones. */
export const API_KEY_PREFIX_LENGTH = 13;

export interface GeneratedApiKey {
  /** The plaintext, shown once. */
  key: string;
  prefix: string;
  last4: string;
  hash: string;
}

export function apiKeyEnvironmentFor(nodeEnv: string): ApiKeyEnvironment {
  return nodeEnv === 'production' ? 'live' : 'test';
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 * 62: bytes above it would favour the first characters.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function toBase62(value: number, width: number): string {
  let rest = value;
  let out = '';
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

/**
 * CRC32 of the body in base62 (GitHub's token scheme): a typo or a look-alike string is refused offline,
 * before any database lookup, and secret scanners can recognise real keys.
 */
function checksumOf(body: string): string {
  return toBase62(crc32(body), CHECKSUM_LENGTH);
}

/** SHA-256 hex of a key: keys carry 190 random bits, so a slow hash would only slow every request. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(environment: ApiKeyEnvironment): GeneratedApiKey {
  const body = `ssk_${environment}_${randomBase62(RANDOM_LENGTH)}`;
  const key = `${body}_${checksumOf(body)}`;
  return {
    key,
    prefix: key.slice(0, API_KEY_PREFIX_LENGTH),
    last4: key.slice(-4),
    hash: hashApiKey(key),
  };
}

/** True when the text is shaped like one of our keys and its checksum holds. */
export function isWellFormedApiKey(text: string): boolean {
  const match = KEY_PATTERN.exec(text);
  if (match === null) return false;
  const [, body = '', checksum] = match;
  return checksumOf(body) === checksum;
}

/** Tells an API key (`ssk_...`) from an access token (a JWT) in an Authorization header. */
export function looksLikeApiKey(text: string): boolean {
  return text.startsWith('ssk_');
}
