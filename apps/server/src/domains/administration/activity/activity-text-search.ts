import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { auditLogs } from '../../../db/schema/users';
import { FAILED_LOGINS, FIXED } from './activity-description';
import { ACTIVITY_DESCRIPTIONS_AR } from './activity-descriptions-ar';

/** A sentence the activity log shows (its English text and message key) and the rows that show it. */
interface ShownSentence {
  text: string;
  key?: string;
  rows: SQL;
}

const action = (name: string) => eq(auditLogs.action, name);
const detail = (key: string) => sql`${auditLogs.details} ->> ${key}`;
const login = (success: boolean) =>
  and(action('login'), eq(auditLogs.success, success)) ?? sql`false`;

// The sentences of activity-description.ts, each with the rows it describes. Sentences built from
// details ("Screened a name (fuzzy): 3 matches") are listed by their fixed part.
const SENTENCES: readonly ShownSentence[] = [
  ...Object.entries(FIXED).map(([name, described]) => ({
    text: described.description,
    key: described.localized?.key,
    rows: action(name),
  })),
  ...Object.entries(FAILED_LOGINS).map(([reason, described]) => ({
    text: described.description,
    key: described.localized?.key,
    rows: and(login(false), eq(detail('reason'), reason)) ?? sql`false`,
  })),
  { text: 'Failed sign-in', key: 'signInFailed', rows: login(false) },
  {
    text: 'Signed in on a trusted device',
    key: 'signedInTrustedDevice',
    rows: and(login(true), eq(detail('trustedDevice'), 'true')) ?? sql`false`,
  },
  {
    text: 'Signed in with two-factor authentication',
    key: 'signedInTwoFactor',
    rows: and(login(true), eq(detail('twoFactor'), 'true')) ?? sql`false`,
  },
  { text: 'Signed in', key: 'signedIn', rows: login(true) },
  { text: 'Screened a name', key: 'searched', rows: action('search') },
  {
    text: 'with API key',
    key: 'searchedViaApiKey',
    rows: and(action('search'), sql`${detail('viaApiKey')} is not null`) ?? sql`false`,
  },
  {
    text: 'Profile updated (e-mail address changed)',
    key: 'profileUpdatedEmailChanged',
    rows: and(action('profile_update'), eq(detail('emailChanged'), 'true')) ?? sql`false`,
  },
  { text: 'Profile updated', key: 'profileUpdated', rows: action('profile_update') },
  {
    text: 'Trusted device removed',
    key: 'trustedDeviceRemoved',
    rows: action('2fa_device_removed'),
  },
  { text: 'API key created', key: 'apiKeyCreated', rows: action('api_key_created') },
  { text: 'API key revoked', key: 'apiKeyRevoked', rows: action('api_key_revoked') },
  {
    text: 'Wrong two-factor code on a confirmation form',
    key: 'wrongCodeOnConfirmation',
    rows: and(action('reauth_failed'), eq(detail('factor'), 'code')) ?? sql`false`,
  },
  {
    text: 'Wrong password on a confirmation form',
    key: 'wrongPasswordOnConfirmation',
    rows: action('reauth_failed'),
  },
];

/** The fixed parts of the Arabic sentence (its {{parameters}} left out). */
function arabicFragments(key: string | undefined): string[] {
  const template = key === undefined ? undefined : ACTIVITY_DESCRIPTIONS_AR[key];
  return template === undefined
    ? []
    : template
        .split(/\{\{\w+\}\}/)
        .map((part) => part.trim())
        .filter((part) => part !== '');
}

/**
 * Rows whose shown description, in English or Arabic, holds `search` (any case): the user types what
 * they read ("signed in", "تغيير كلمة المرور"), not the stored action name. Actions without a sentence of their own are shown
 * as their name with spaces ("bulk search completed"), so that form is searched too.
 */
export function describedTextCondition(search: string, pattern: string): SQL {
  const needle = search.trim().toLowerCase();
  const shown = SENTENCES.filter(
    (sentence) =>
      sentence.text.toLowerCase().includes(needle) ||
      arabicFragments(sentence.key).some((fragment) => fragment.includes(needle)),
  );
  return (
    or(
      ilike(sql`replace(replace(${auditLogs.action}, '_', ' '), '.', ' ')`, pattern),
      ...shown.map((sentence) => sentence.rows),
    ) ?? sql`false`
  );
}
