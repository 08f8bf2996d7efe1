import { describe, expect, it } from 'vitest';
import { activityDescriptionSchema } from '@sanctions/contracts';
import { describeActivity } from './activity-description';

describe('describeActivity', () => {
  it.each([
    [
      'login',
      true,
      { trustedDevice: true },
      'Signed in on a trusted device',
      'signedInTrustedDevice',
    ],
    [
      'login',
      false,
      { reason: 'invalid_two_factor' },
      'Failed sign-in: wrong two-factor code',
      'signInFailedWrongTwoFactorCode',
    ],
    ['login', false, { reason: 'throttled' }, 'Failed sign-in', 'signInFailed'],
    [
      'search',
      true,
      { searchType: 'exact', matchesFound: 1 },
      'Screened a name (exact): 1 match',
      'searched',
    ],
    ['search', true, {}, 'Screened a name', 'searchedUnspecified'],
    [
      'search',
      true,
      { searchType: 'fuzzy', matchesFound: 2, viaApiKey: 'ssk_live_Ab3d' },
      'Screened a name (fuzzy) with API key ssk_live_Ab3d: 2 matches',
      'searchedViaApiKey',
    ],
    [
      'api_key_created',
      true,
      { name: 'CRM sync', prefix: 'ssk_live_Ab3d' },
      'API key created: CRM sync (ssk_live_Ab3d)',
      'apiKeyCreated',
    ],
    [
      'api_key_revoked',
      true,
      { name: 'CRM sync', prefix: 'ssk_live_Ab3d' },
      'API key revoked: CRM sync (ssk_live_Ab3d)',
      'apiKeyRevoked',
    ],
    [
      'profile_update',
      true,
      { emailChanged: true },
      'Profile updated (e-mail address changed)',
      'profileUpdatedEmailChanged',
    ],
    [
      '2fa_device_removed',
      true,
      { deviceName: 'Chrome on Windows' },
      'Trusted device removed: Chrome on Windows',
      'trustedDeviceRemoved',
    ],
    [
      'reauth_failed',
      false,
      { factor: 'code' },
      'Wrong two-factor code on a confirmation form',
      'wrongCodeOnConfirmation',
    ],
    ['register', true, {}, 'Account created', 'accountCreated'],
    [
      'register_existing_account',
      true,
      {},
      'Someone tried to create an account with your e-mail address',
      'registrationWithYourAddress',
    ],
  ] as const)('%s (%s, %j): %s', (action, success, details, description, key) => {
    const described = describeActivity(action, success, details);
    expect(described.description).toBe(description);
    expect(described.localized?.key).toBe(key);
    expect(activityDescriptionSchema.safeParse(described.localized).success).toBe(true);
  });

  it('describes an action it does not know in English only', () => {
    expect(describeActivity('api_key_rotated', true, {})).toEqual({
      description: 'Api key rotated',
      localized: null,
    });
  });
});
