import { describe, expect, it } from 'vitest';
import { canonicalJson } from './evidence-hash';
import { createCertificateCodes } from './certificate-code';
import { CERTIFICATE_CODE_PATTERN, normalizeCertificateCode } from '@sanctions/contracts';

describe('canonicalJson', () => {
  it.each([
    [
      'sorts keys at every depth',
      { b: 1, a: { d: [{ z: 1, y: 2 }], c: null } },
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    ],
    ['drops undefined members', { a: undefined, b: 'x' }, '{"b":"x"}'],
    ['keeps array order', [3, 1, 2], '[3,1,2]'],
    ['keeps strings as they are', { name: 'صدام  حسين' }, '{"name":"صدام  حسين"}'],
  ])('%s', (_name, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });
});

const SECRET = 'jwt-secret-that-is-at-least-32-characters-long';
const OTHER = 'another-secret-that-is-at-least-32-characters';
const HASH = 'a'.repeat(64);

describe('certificate codes', () => {
  const codes = createCertificateCodes({
    JWT_SECRET: SECRET,
    SECRETS_KEY: undefined,
    SECRETS_KEY_PREVIOUS: [],
  });
  const code = codes.codeFor('search-1', HASH);

  it.each([
    ['the printed code', code, true],
    ['another search', codes.codeFor('search-2', HASH), false],
    ['another hash', codes.codeFor('search-1', 'b'.repeat(64)), false],
    [
      'a code of another secret',
      createCertificateCodes({
        JWT_SECRET: OTHER,
        SECRETS_KEY: undefined,
        SECRETS_KEY_PREVIOUS: [],
      }).codeFor('search-1', HASH),
      false,
    ],
  ])('%s matches: %s', (_name, candidate, expected) => {
    expect(codes.matches('search-1', HASH, candidate)).toBe(expected);
  });

  it('prints 16 Crockford characters in groups of four, stable for the same input', () => {
    expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(codes.codeFor('search-1', HASH)).toBe(code);
  });

  it('still verifies codes of a previous key after SECRETS_KEY is set', () => {
    const rotated = createCertificateCodes({
      JWT_SECRET: SECRET,
      SECRETS_KEY: OTHER,
      SECRETS_KEY_PREVIOUS: [],
    });
    expect(rotated.matches('search-1', HASH, code)).toBe(true);
    expect(rotated.codeFor('search-1', HASH)).not.toBe(code);
  });

  it.each([
    ['abcd-efgh-jkmn-pqrs', 'ABCD-EFGH-JKMN-PQRS'],
    ['ABCDEFGHJKMNPQRS', 'ABCD-EFGH-JKMN-PQRS'],
    [' oo11 ilab cdef ghjk ', '0011-11AB-CDEF-GHJK'],
    ['ABCD-EFGH-JKMN-PQR', null],
    ['ABCD-EFGH-JKMN-PQRU', null],
  ])('normalises %j to %j', (typed, expected) => {
    expect(normalizeCertificateCode(typed)).toBe(expected);
  });
});
