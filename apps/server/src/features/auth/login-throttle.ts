import { and, desc, eq, gt, inArray, max } from 'drizzle-orm';
import { loginThrottledMessage } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';

/** Why a sign-in attempt did not succeed (stored in `login_attempts.failure_reason`). */
export type LoginFailureReason =
  | 'unknown_email'
  | 'wrong_password'
  | 'account_inactive'
  | 'organization_pending'
  | 'organization_rejected'
  | 'invalid_two_factor'
  | 'two_factor_required'
  | 'throttled';

/**
 * Only guesses count. A two-factor challenge is a correct password, as is a refusal for the organisation's
 * status, and a throttled attempt was never checked: counting those would let an attacker keep the owner
 * locked out indefinitely.
 */
export const COUNTED_FAILURES: readonly LoginFailureReason[] = [
  'unknown_email',
  'wrong_password',
  'account_inactive',
  'invalid_two_factor',
];

/** Sliding-window limits on failed sign-ins. */
export const LOGIN_THROTTLE = {
  /** Window length in milliseconds (15 minutes). */
  windowMs: 15 * 60 * 1000,
  /** Failures allowed per e-mail address within the window (reset by a successful sign-in). */
  maxFailuresPerEmail: 5,
  /**
   * Failures allowed per IP address within the window, across all e-mails. Higher than the per-e-mail
   * limit because offices share one egress address.
   */
  maxFailuresPerIp: 20,
} as const;

async function retryAtForEmail(db: DbOrTx, email: string, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true)));
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  return retryAt(db, eq(loginAttempts.email, email), since, LOGIN_THROTTLE.maxFailuresPerEmail);
}

async function retryAtForIp(db: DbOrTx, ip: string, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  return retryAt(db, eq(loginAttempts.ipAddress, ip), windowStart, LOGIN_THROTTLE.maxFailuresPerIp);
}

/** When `limit` counted failures lie after `since`, the moment the oldest of the newest `limit` leaves the window. */
async function retryAt(
  db: DbOrTx,
  subject: ReturnType<typeof eq>,
  since: Date,
  limit: number,
): Promise<Date | null> {
  const failures = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        subject,
        eq(loginAttempts.success, false),
        inArray(loginAttempts.failureReason, [...COUNTED_FAILURES]),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  const oldestCounted = failures[limit - 1];
  return oldestCounted ? new Date(oldestCounted.at.getTime() + LOGIN_THROTTLE.windowMs) : null;
}

/**
 * Throws 429 RATE_LIMITED when the e-mail or the IP has too many recent failures. Checked before the
 * password so a throttled caller learns nothing about it.
 */
export async function assertLoginAllowed(
  db: DbOrTx,
  input: { email: string; ip: string; now: Date },
): Promise<void> {
  const [byEmail, byIp] = await Promise.all([
    retryAtForEmail(db, input.email, input.now),
    retryAtForIp(db, input.ip, input.now),
  ]);
  const retry = [byEmail, byIp].reduce<Date | null>(
    (latest, candidate) => (candidate && (!latest || candidate > latest) ? candidate : latest),
    null,
  );
  if (retry === null) return;
  const minutes = Math.max(1, Math.ceil((retry.getTime() - input.now.getTime()) / 60_000));
  throw new AppError('RATE_LIMITED', loginThrottledMessage(minutes), {
    details: { retryAfterSeconds: minutes * 60 },
  });
}
