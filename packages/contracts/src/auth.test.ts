import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  STRONG_PASSWORD_MESSAGE,
  deviceFingerprintFor,
  formatBackupCode,
  loginBodySchema,
  loginThrottledMessage,
  normalizeBackupCode,
  registerBodySchema,
  secondFactorCodeSchema,
  totpCodeSchema,
} from './auth';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('registerBodySchema', () => {
  const valid = {
    email: ' Ana@Example.com ',
    password: 'Str0ng!pass',
    firstName: 'Ana',
    lastName: 'Silva',
  };

  it('accepts a valid body and trims the e-mail', () => {
    expect(registerBodySchema.parse(valid).email).toBe('Ana@Example.com');
  });

  it.each([
    ['short password', { password: 'S0!a' }, 'Password must be at least 8 characters'],
    ['no upper case', { password: 'str0ng!pass' }, STRONG_PASSWORD_MESSAGE],
    ['no lower case', { password: 'STR0NG!PASS' }, STRONG_PASSWORD_MESSAGE],
    ['no digit', { password: 'Strong!pass' }, STRONG_PASSWORD_MESSAGE],
    ['no special character', { password: 'Str0ngpass' }, STRONG_PASSWORD_MESSAGE],
    ['blank first name', { firstName: '  ' }, 'First name is required'],
    ['blank last name', { lastName: '' }, 'Last name is required'],
    ['bad e-mail', { email: 'not-an-email' }, 'Invalid email address'],
    ['blank e-mail', { email: '' }, 'Email is required'],
  ])('%s -> %s', (_case, change, message) => {
    expect(messagesOf(registerBodySchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });

  it('accepts characters outside the special set in a long passphrase', () => {
    expect(
      registerBodySchema.safeParse({ ...valid, password: 'Correct horse 9 battery!' }).success,
    ).toBe(true);
  });
});

describe('two-factor codes', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('TOTP %j -> %s', (code, ok) => {
    expect(totpCodeSchema.safeParse(code).success).toBe(ok);
  });

  it.each([
    ['123456', true],
    ['ABCD-EFGH', true],
    ['abcdefgh', true],
    ['ABCD EFGH', true],
    ['ABCD-EFG0', false],
    ['ABC-EFGH', false],
    ['', false],
  ])('sign-in second factor %j -> %s', (code, ok) => {
    expect(secondFactorCodeSchema.safeParse(code).success).toBe(ok);
  });

  it('normalises and formats backup codes', () => {
    expect(normalizeBackupCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeBackupCode('123456')).toBeNull();
    expect(formatBackupCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });
});

describe('loginBodySchema', () => {
  it('requires a password and a valid e-mail', () => {
    expect(messagesOf(loginBodySchema.safeParse({ email: 'x', password: '' }))).toEqual([
      'Invalid email address',
      'Password is required',
    ]);
  });

  it('leaves the two-factor code out when absent', () => {
    expect(loginBodySchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

it('builds the spec fingerprint from the first 50 characters of the user agent', () => {
  const userAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120';
  expect(deviceFingerprintFor(userAgent)).toBe(`browser-${userAgent.slice(0, 50)}`);
  expect(deviceFingerprintFor(userAgent)).toHaveLength(58);
});

it.each([
  [1, 'Too many failed sign-in attempts. Try again in 1 minute.'],
  [12, 'Too many failed sign-in attempts. Try again in 12 minutes.'],
])('throttle message for %d', (minutes, message) => {
  expect(loginThrottledMessage(minutes)).toBe(message);
});

describe('emailSchema', () => {
  it.each([
    ['admin@localhost', true],
    ['analyst@bank.example', true],
    ['no-at-sign', false],
    ['two@@signs.com', false],
  ])('%s -> valid %s', (email, isValid) => {
    expect(emailSchema.safeParse(email).success).toBe(isValid);
  });
});
