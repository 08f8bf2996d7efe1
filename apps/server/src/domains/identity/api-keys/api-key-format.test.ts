import { describe, expect, it } from 'vitest';
import {
  apiKeyEnvironmentFor,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
  looksLikeApiKey,
} from './api-key-format';
import { readApiKeyCredential } from './api-key-credential';

const FORMAT = /^ssk_(live|test)_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/;

/** The key with one character at `index` replaced by another of the same alphabet. */
function typo(key: string, index: number): string {
  const swapped = key[index] === 'a' ? 'b' : 'a';
  return `${key.slice(0, index)}${swapped}${key.slice(index + 1)}`;
}

describe('API key format', () => {
  it.each(['live', 'test'] as const)(
    'generates %s keys in the documented format',
    (environment) => {
      for (let round = 0; round < 50; round += 1) {
        const generated = generateApiKey(environment);
        expect(generated.key).toMatch(FORMAT);
        expect(generated.key.startsWith(`ssk_${environment}_`)).toBe(true);
        expect(generated.prefix).toBe(generated.key.slice(0, 13));
        expect(generated.last4).toBe(generated.key.slice(-4));
        expect(generated.hash).toBe(hashApiKey(generated.key));
        expect(generated.hash).toMatch(/^[0-9a-f]{64}$/);
        expect(isWellFormedApiKey(generated.key)).toBe(true);
      }
    },
  );

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 500 }, () => generateApiKey('test').key));
    expect(keys.size).toBe(500);
  });

  it('refuses any one-character typo offline (the checksum), in the body or the checksum', () => {
    const { key } = generateApiKey('live');
    for (let index = 9; index < key.length; index += 1) {
      if (key[index] === '_') continue;
      expect(isWellFormedApiKey(typo(key, index)), `typo at ${index}`).toBe(false);
    }
  });

  it.each([
    ['empty', ''],
    ['another prefix', 'ghp_0123456789abcdefghijklmnopqrstuv_ABCDEF'],
    ['an unknown environment', 'ssk_prod_0123456789abcdefghijklmnopqrstuv_ABCDEF'],
    ['too short', 'ssk_live_0123_ABCDEF'],
    ['a character outside base62', 'ssk_live_0123456789abcdefghijklmnopqrstu-_ABCDEF'],
    ['trailing text', `${generateApiKey('test').key} `],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'],
  ])('refuses %s', (_case, text) => {
    expect(isWellFormedApiKey(text)).toBe(false);
  });

  it('tells a key from an access token', () => {
    expect(looksLikeApiKey(generateApiKey('test').key)).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(false);
  });

  it('issues live keys in production only', () => {
    expect(apiKeyEnvironmentFor('production')).toBe('live');
    expect(apiKeyEnvironmentFor('development')).toBe('test');
    expect(apiKeyEnvironmentFor('test')).toBe('test');
  });
});

describe('reading the credential', () => {
  const key = generateApiKey('test').key;
  it.each([
    ['X-API-Key', { 'x-api-key': key }, key],
    ['X-API-Key with spaces', { 'x-api-key': `  ${key} ` }, key],
    ['an empty X-API-Key (a malformed key, not none)', { 'x-api-key': '' }, ''],
    ['Bearer with a key', { authorization: `Bearer ${key}` }, key],
    ['bearer in lower case', { authorization: `bearer ${key}` }, key],
    ['Bearer with an access token', { authorization: 'Bearer eyJhbGciOi.x.y' }, null],
    ['Basic credentials', { authorization: `Basic ${key}` }, null],
    ['a cookie', { cookie: `x-api-key=${key}` }, null],
    ['nothing', {}, null],
  ])('%s', (_case, headers, expected) => {
    expect(readApiKeyCredential(headers)).toBe(expected);
  });
});
