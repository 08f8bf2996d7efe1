import type { ActivitySeverity, ActivityType } from '@sanctions/contracts';

/** Audit actions that belong to each activity type; anything not listed is a `security_event`. */
const TYPE_RULES: readonly { type: ActivityType; actions: readonly string[]; prefix?: string }[] = [
  {
    type: 'search',
    actions: [
      'search',
      'search_blocked',
      'search_reproduce',
      'bulk_search_started',
      'bulk_search_completed',
      'bulk_search_failed',
      'bulk_search_blocked',
    ],
  },
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
