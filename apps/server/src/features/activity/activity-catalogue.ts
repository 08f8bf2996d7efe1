import type { ActivitySeverity, ActivityType } from '@sanctions/contracts';

/** Audit actions that belong to each activity type; anything not listed is a `security_event`. */
const TYPE_RULES: readonly { type: ActivityType; actions: readonly string[]; prefix?: string }[] = [
  { type: 'search', actions: ['search', 'search_blocked', 'search_reproduce'] },
  { type: 'login', actions: ['login', 'logout'] },
  {
    type: 'password_change',
    actions: ['password_change', 'password_reset'],
    prefix: 'password_reset',
  },
  { type: '2fa_change', actions: [], prefix: '2fa_' },
  { type: 'profile_update', actions: ['profile_update'] },
  { type: 'api_key', actions: [], prefix: 'api_key' },
];

/** The rules of the non-default types, for building SQL filters. */
export const ACTIVITY_TYPE_RULES = TYPE_RULES;

/** Activity type of an audit action. */
export function activityTypeOf(action: string): ActivityType {
  const rule = TYPE_RULES.find(
    (candidate) =>
      candidate.actions.includes(action) ||
      (candidate.prefix !== undefined && action.startsWith(candidate.prefix)),
  );
  return rule?.type ?? 'security_event';
}

// A failure that suggests an attack (a copied token) is an error; other failures (a typo) are warnings.
const ALARMING_ACTIONS = new Set(['refresh_token_reuse']);

/** Severity shown in the activity log. */
export function severityOf(action: string, success: boolean): ActivitySeverity {
  if (ALARMING_ACTIONS.has(action)) return 'error';
  if (!success) return activityTypeOf(action) === 'security_event' ? 'error' : 'warning';
  return action === '2fa_disabled' || action === 'account_delete' ? 'warning' : 'info';
}

const FAILED_LOGIN_REASONS: Record<string, string> = {
  wrong_password: 'wrong password',
  account_inactive: 'account deactivated',
  invalid_two_factor: 'wrong two-factor code',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A sentence describing one audit row, from its action and the non-personal parts of its details. */
export function describeActivity(
  action: string,
  success: boolean,
  details: Record<string, unknown>,
): string {
  switch (action) {
    case 'login': {
      if (!success) {
        const reason = FAILED_LOGIN_REASONS[text(details.reason) ?? ''];
        return reason ? `Failed sign-in: ${reason}` : 'Failed sign-in';
      }
      if (details.trustedDevice === true) return 'Signed in on a trusted device';
      return details.twoFactor === true ? 'Signed in with two-factor authentication' : 'Signed in';
    }
    case 'logout':
      return 'Signed out';
    case 'search': {
      const matches = numberOf(details.matchesFound);
      const type = text(details.searchType);
      return `Screened a name${type ? ` (${type})` : ''}${matches === null ? '' : `: ${matches} ${matches === 1 ? 'match' : 'matches'}`}`;
    }
    case 'search_blocked':
      return 'Search refused: usage limit reached';
    case 'search_reproduce':
      return 'Reproduced an earlier search';
    case 'password_change':
      return 'Password changed';
    case 'profile_update':
      return details.emailChanged === true
        ? 'Profile updated (e-mail address changed)'
        : 'Profile updated';
    case '2fa_setup_started':
      return 'Two-factor set-up started';
    case '2fa_enabled':
      return 'Two-factor authentication enabled';
    case '2fa_disabled':
      return 'Two-factor authentication disabled';
    case '2fa_backup_codes_regenerated':
      return 'Backup codes regenerated';
    case '2fa_device_removed':
      return `Trusted device removed${text(details.deviceName) ? `: ${text(details.deviceName)}` : ''}`;
    case 'reauth_failed':
      return details.factor === 'code'
        ? 'Wrong two-factor code on a confirmation form'
        : 'Wrong password on a confirmation form';
    case 'refresh_token_reuse':
      return 'A refresh token was used twice: the session was ended';
    case 'session_revoked':
      return 'A session was signed out';
    case 'account_delete':
      return 'Account deleted';
    case 'data_export':
      return 'Personal data exported';
    default:
      return action.replace(/[._]/g, ' ').replace(/^./, (first) => first.toUpperCase());
  }
}
