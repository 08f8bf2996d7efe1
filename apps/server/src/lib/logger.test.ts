import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { REDACTED, createLogger } from './logger';

const API_KEY = 'ssk_test_0123456789abcdefghijABCDEFGHIJ01_a1B2c3';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('logger redaction', () => {
  it.each([
    [
      'a password in a body',
      { body: { email: 'a@b.co', password: 'Secret-Passw0rd!' } },
      'Secret-Passw0rd!',
    ],
    ['a refresh token', { refreshToken: 'rt_abcdef123456' }, 'rt_abcdef123456'],
    ['a 2FA code', { input: { twoFactorCode: '493021' } }, '493021'],
    [
      'a screened name',
      { search: { query: { firstName: 'Osama', lastName: 'Bin Laden' } } },
      'Osama',
    ],
    ['an Arabic name', { search: { query: { arabicName: 'أسامة بن لادن' } } }, 'أسامة'],
    ['a date of birth', { query: { dateOfBirth: '1957-03-10' } }, '1957-03-10'],
  ])('redacts %s', (_case, payload, secret) => {
    const { logger, lines } = capture();
    logger.info(payload, 'event');
    expect(lines.join('')).not.toContain(secret);
    expect(lines.join('')).toContain(REDACTED);
  });

  it('logs requests without headers or query strings', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/v2/user/activity-logs?search=Osama',
          headers: { authorization: 'Bearer eyJhbGci' },
        },
      },
      'incoming request',
    );
    const output = lines.join('');
    expect(output).toContain('"url":"/api/v2/user/activity-logs"');
    expect(output).not.toContain('eyJhbGci');
    expect(output).not.toContain('Osama');
  });

  it.each([
    ['X-API-Key of a logged request', { req: { headers: { 'x-api-key': API_KEY } } }],
    [
      'Bearer key of a logged request',
      { req: { headers: { authorization: `Bearer ${API_KEY}` } } },
    ],
    ['X-API-Key in headers logged by hand', { headers: { 'x-api-key': API_KEY } }],
    ['Authorization logged by hand', { headers: { authorization: `Bearer ${API_KEY}` } }],
    ['headers one level down', { context: { headers: { 'x-api-key': API_KEY } } }],
    ['the reply that creates a key', { payload: { data: { key: API_KEY } } }],
  ])('never logs an API key: %s', (_case, payload) => {
    const { logger, lines } = capture();
    logger.info(payload, 'event');
    expect(lines.join('')).not.toContain(API_KEY);
    expect(lines.join('')).not.toContain('ssk_');
  });

  it('keeps fields that are not sensitive', () => {
    const { logger, lines } = capture();
    logger.info({ body: { email: 'a@b.co', searchType: 'fuzzy' } }, 'event');
    expect(lines.join('')).toContain('fuzzy');
    expect(lines.join('')).toContain('a@b.co');
  });
});
