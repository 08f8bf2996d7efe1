import { SEARCH_TYPES } from '@sanctions/contracts';
import type { ActivityDescription, SearchType } from '@sanctions/contracts';

/** One audit row described: the English sentence and, when the action has one, its translatable key. */
export interface DescribedActivity {
  description: string;
  localized: ActivityDescription | null;
}

const described = (
  description: string,
  localized: ActivityDescription | null = null,
): DescribedActivity => ({ description, localized });

/** Sign-in attempts of the Security tab that have no audit action of their own. */
export const SIGN_IN_TWO_FACTOR_REQUESTED = described(
  'Password accepted; two-factor code requested',
  { key: 'signInTwoFactorRequested', params: {} },
);
export const SIGN_IN_THROTTLED = described('Sign-in refused: too many failed attempts', {
  key: 'signInThrottled',
  params: {},
});

/** The description fields of an API entry; key and parameters are null when there is no key. */
export function descriptionFields(described: DescribedActivity) {
  return {
    description: described.description,
    descriptionKey: described.localized?.key ?? null,
    descriptionParams: described.localized?.params ?? null,
  };
}

export const FAILED_LOGINS: Record<string, DescribedActivity> = {
  wrong_password: described('Failed sign-in: wrong password', {
    key: 'signInFailedWrongPassword',
    params: {},
  }),
  account_inactive: described('Failed sign-in: account deactivated', {
    key: 'signInFailedAccountInactive',
    params: {},
  }),
  invalid_two_factor: described('Failed sign-in: wrong two-factor code', {
    key: 'signInFailedWrongTwoFactorCode',
    params: {},
  }),
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const searchTypeOf = (value: unknown): SearchType | null =>
  SEARCH_TYPES.find((type) => type === value) ?? null;

function describeLogin(success: boolean, details: Record<string, unknown>): DescribedActivity {
  if (!success)
    return (
      FAILED_LOGINS[text(details.reason) ?? ''] ??
      described('Failed sign-in', { key: 'signInFailed', params: {} })
    );
  if (details.trustedDevice === true)
    return described('Signed in on a trusted device', { key: 'signedInTrustedDevice', params: {} });
  return details.twoFactor === true
    ? described('Signed in with two-factor authentication', {
        key: 'signedInTwoFactor',
        params: {},
      })
    : described('Signed in', { key: 'signedIn', params: {} });
}

function describeSearch(details: Record<string, unknown>): DescribedActivity {
  const matches = numberOf(details.matchesFound);
  const type = text(details.searchType);
  const keyPrefix = text(details.viaApiKey);
  const english = `Screened a name${type ? ` (${type})` : ''}${keyPrefix ? ` with API key ${keyPrefix}` : ''}${matches === null ? '' : `: ${matches} ${matches === 1 ? 'match' : 'matches'}`}`;
  const searchType = searchTypeOf(details.searchType);
  if (keyPrefix !== null && searchType !== null && matches !== null)
    return described(english, {
      key: 'searchedViaApiKey',
      params: { searchType, matches, keyPrefix },
    });
  // Searches always record both; older or hand-written rows without them keep a generic sentence.
  return searchType !== null && matches !== null
    ? described(english, { key: 'searched', params: { searchType, matches } })
    : described(english, { key: 'searchedUnspecified', params: {} });
}

function describeDeviceRemoval(details: Record<string, unknown>): DescribedActivity {
  const deviceName = text(details.deviceName);
  return deviceName
    ? described(`Trusted device removed: ${deviceName}`, {
        key: 'trustedDeviceRemoved',
        params: { deviceName },
      })
    : described('Trusted device removed', { key: 'trustedDeviceRemovedUnnamed', params: {} });
}

function describeRequirementChange(details: Record<string, unknown>): DescribedActivity {
  const isRequired = details.after === true;
  if (details.scope === 'staff')
    return isRequired
      ? described('Two-factor authentication required for staff', {
          key: 'twoFactorRequiredForStaff',
          params: {},
        })
      : described('Two-factor authentication made optional for staff', {
          key: 'twoFactorOptionalForStaff',
          params: {},
        });
  return isRequired
    ? described('Two-factor authentication required for every member of the organization', {
        key: 'twoFactorRequiredForOrganization',
        params: {},
      })
    : described("Two-factor authentication made optional for the organization's members", {
        key: 'twoFactorOptionalForOrganization',
        params: {},
      });
}

function describeApiKey(
  action: 'api_key_created' | 'api_key_revoked',
  details: Record<string, unknown>,
): DescribedActivity {
  const verb = action === 'api_key_created' ? 'created' : 'revoked';
  const name = text(details.name);
  const keyPrefix = text(details.prefix);
  if (name === null || keyPrefix === null) return described(`API key ${verb}`);
  return described(`API key ${verb}: ${name} (${keyPrefix})`, {
    key: action === 'api_key_created' ? 'apiKeyCreated' : 'apiKeyRevoked',
    params: { name, keyPrefix },
  });
}

/** Actions whose sentence depends on nothing but the action. */
export const FIXED: Record<string, DescribedActivity> = {
  logout: described('Signed out', { key: 'signedOut', params: {} }),
  register: described('Account created', { key: 'accountCreated', params: {} }),
  register_existing_account: described(
    'Someone tried to create an account with your e-mail address',
    { key: 'registrationWithYourAddress', params: {} },
  ),
  search_blocked: described('Search refused: usage limit reached', {
    key: 'searchBlocked',
    params: {},
  }),
  search_reproduce: described('Reproduced an earlier search', {
    key: 'searchReproduced',
    params: {},
  }),
  password_change: described('Password changed', { key: 'passwordChanged', params: {} }),
  password_reset_request: described('Password reset link requested', {
    key: 'passwordResetRequested',
    params: {},
  }),
  password_reset: described('Password reset with an e-mailed link', {
    key: 'passwordReset',
    params: {},
  }),
  email_verified: described('E-mail address verified', { key: 'emailVerified', params: {} }),
  '2fa_setup_started': described('Two-factor set-up started', {
    key: 'twoFactorSetupStarted',
    params: {},
  }),
  '2fa_enabled': described('Two-factor authentication enabled', {
    key: 'twoFactorEnabled',
    params: {},
  }),
  '2fa_disabled': described('Two-factor authentication disabled', {
    key: 'twoFactorDisabled',
    params: {},
  }),
  '2fa_backup_codes_regenerated': described('Backup codes regenerated', {
    key: 'backupCodesRegenerated',
    params: {},
  }),
  refresh_token_reuse: described('A refresh token was used twice: the session was ended', {
    key: 'refreshTokenReused',
    params: {},
  }),
  session_revoked: described('A session was signed out', { key: 'sessionRevoked', params: {} }),
  sessions_revoked_elsewhere: described('Signed out of every other session', {
    key: 'otherSessionsRevoked',
    params: {},
  }),
  session_policy_changed: described("The organization's session settings were changed", {
    key: 'sessionPolicyChanged',
    params: {},
  }),
  account_delete: described('Account deleted', { key: 'accountDeleted', params: {} }),
  data_export: described('Personal data exported', { key: 'dataExported', params: {} }),
};

/**
 * A sentence describing one audit row, from its action and the non-personal parts of its details, in
 * English and as a key with parameters for the web's translations. Actions unknown here get an English
 * sentence made from the action name and no key.
 */
export function describeActivity(
  action: string,
  success: boolean,
  details: Record<string, unknown>,
): DescribedActivity {
  switch (action) {
    case 'login':
      return describeLogin(success, details);
    case 'search':
      return describeSearch(details);
    case 'profile_update':
      return details.emailChanged === true
        ? described('Profile updated (e-mail address changed)', {
            key: 'profileUpdatedEmailChanged',
            params: {},
          })
        : described('Profile updated', { key: 'profileUpdated', params: {} });
    case '2fa_device_removed':
      return describeDeviceRemoval(details);
    case '2fa_requirement_changed':
      return describeRequirementChange(details);
    case 'api_key_created':
    case 'api_key_revoked':
      return describeApiKey(action, details);
    case 'reauth_failed':
      return details.factor === 'code'
        ? described('Wrong two-factor code on a confirmation form', {
            key: 'wrongCodeOnConfirmation',
            params: {},
          })
        : described('Wrong password on a confirmation form', {
            key: 'wrongPasswordOnConfirmation',
            params: {},
          });
    default:
      return (
        FIXED[action] ??
        described(action.replace(/[._]/g, ' ').replace(/^./, (first) => first.toUpperCase()))
      );
  }
}
