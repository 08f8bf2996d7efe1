import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  activityLogsQuerySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  describeUserAgent,
  preferencesSchema,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
} from './account';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('account contracts', () => {
  it.each([
    [{ firstName: ' ', lastName: 'B', email: 'a@b.co' }, 'First name is required'],
    [{ firstName: 'A', lastName: '', email: 'a@b.co' }, 'Last name is required'],
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email' }, 'Invalid email address'],
  ])('profile %j -> %s', (body, message) => {
    expect(messages(updateProfileBodySchema.safeParse(body))).toEqual([message]);
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      'Current password is required',
    ],
    [
      { currentPassword: 'x', newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    ],
    [
      { currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: '' },
      'Please confirm your password',
    ],
    [
      { currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
      "Passwords don't match",
    ],
  ])('change password %j -> %s', (body, message) => {
    expect(messages(changePasswordBodySchema.safeParse(body))).toContain(message);
  });

  it('defaults are a valid preferences object', () => {
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it.each([
    [{ theme: 'dark' }, true],
    [{ display: { resultsPerPage: 50 } }, true],
    [{ display: { resultsPerPage: 30 } }, false],
    [{ theme: 'dark', language: 'ar' }, false],
    [{}, false],
    [{ colour: 'red' }, false],
    [{ accessibility: { fontSize: 'huge' } }, false],
  ])('preferences update %j valid: %s', (body, isValid) => {
    expect(updatePreferencesBodySchema.safeParse(body).success).toBe(isValid);
  });

  it('needs the exact deletion phrase', () => {
    expect(
      deleteAccountBodySchema.safeParse({ password: 'p', confirmation: 'DELETE MY ACCOUNT' })
        .success,
    ).toBe(true);
    expect(
      deleteAccountBodySchema.safeParse({ password: 'p', confirmation: 'delete my account' })
        .success,
    ).toBe(false);
  });

  it('parses the activity type list and rejects unknown types', () => {
    expect(activityLogsQuerySchema.parse({ types: 'login, 2fa_change' })).toMatchObject({
      types: ['login', '2fa_change'],
      limit: 20,
      offset: 0,
    });
    expect(activityLogsQuerySchema.safeParse({ types: 'login,hacking' }).success).toBe(false);
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on Windows',
      'other',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0',
      'Edge on Windows',
      'other',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      'Chrome on Android',
      'tablet',
    ],
    [null, 'Unknown device', 'other'],
  ])('describes %s as %s', (ua, name, type) => {
    expect(describeUserAgent(ua)).toMatchObject({ name, type });
  });
});
