import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { loginThrottledMessage } from '@sanctions/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { LOCK_NAMESPACE, lockKeys } from '../../../db/lock-keys';
import { loginAttempts } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import type { RequestMeta } from './request-meta';

/** Why a sign-in attempt did not succeed (stored in `login_attempts.failure_reason`). */
export type LoginFailureReason =
  | 'unknown_email'
  | 'wrong_password'
  | 'account_inactive'
  | 'organization_pending'
  | 'organization_rejected'
  | 'invalid_two_factor'
  | 'two_factor_required'
  | 'sso_required'
  | 'ip_refused'
  | 'throttled';

/**
 * `failure_reason` of an attempt whose slot is claimed and whose password is being checked. It counts
 * against the limits until it is settled with its outcome; one left behind by a process that died counts
 * as a failure.
 */
export const IN_PROGRESS = 'in_progress';

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

/**
 * How long an attempt may wait for attempts in progress to settle when only they stand between it and the
 * limit (they may still succeed and free their slots), how often it looks again, and after how long an
 * attempt still in progress is taken for one whose process died.
 */
const CLAIM_WAIT = { maxMs: 5_000, pollMs: 20, abandonedAfterMs: 60_000 } as const;

const counted = [...COUNTED_FAILURES];

interface SubjectCount {
  /** Settled failures, and claims abandoned long enough ago to be taken for failures. */
  failures: number;
  /** Claims whose check is still running. */
  inProgress: number;
}

/** Failures and open claims of one e-mail or address since `since`. */
async function countSubject(tx: Tx, subject: SQL, since: Date, now: Date): Promise<SubjectCount> {
  const abandonedBefore = new Date(now.getTime() - CLAIM_WAIT.abandonedAfterMs).toISOString();
  const [row] = await tx
    .select({
      failures: sql<number>`(count(*) filter (where ${inArray(loginAttempts.failureReason, counted)}
        or (${loginAttempts.failureReason} = ${IN_PROGRESS} and ${loginAttempts.createdAt} <= ${abandonedBefore}::timestamptz)))::int`,
      inProgress: sql<number>`(count(*) filter (where ${loginAttempts.failureReason} = ${IN_PROGRESS}
        and ${loginAttempts.createdAt} > ${abandonedBefore}::timestamptz))::int`,
    })
    .from(loginAttempts)
    .where(
      and(
        subject,
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
        inArray(loginAttempts.failureReason, [...counted, IN_PROGRESS]),
      ),
    );
  return { failures: row?.failures ?? 0, inProgress: row?.inProgress ?? 0 };
}

/** The moment the oldest of the newest `limit` failures or claims since `since` leaves the window. */
async function retryAt(tx: Tx, subject: SQL, since: Date, limit: number): Promise<Date | null> {
  const newest = await tx
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        subject,
        eq(loginAttempts.success, false),
        inArray(loginAttempts.failureReason, [...counted, IN_PROGRESS]),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  const oldestCounted = newest[limit - 1];
  return oldestCounted ? new Date(oldestCounted.at.getTime() + LOGIN_THROTTLE.windowMs) : null;
}

interface Subject {
  where: SQL;
  since: Date;
  limit: number;
}

/** The per-e-mail count restarts at the last successful sign-in; the per-address one does not. */
async function subjectsOf(tx: Tx, email: string, ip: string, now: Date): Promise<Subject[]> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const [lastSuccess] = await tx
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true)));
  const emailSince = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  return [
    {
      where: eq(loginAttempts.email, email),
      since: emailSince,
      limit: LOGIN_THROTTLE.maxFailuresPerEmail,
    },
    {
      where: eq(loginAttempts.ipAddress, ip),
      since: windowStart,
      limit: LOGIN_THROTTLE.maxFailuresPerIp,
    },
  ];
}

type ClaimOutcome = { claimed: string } | { throttledUntil: Date } | { wait: true };

async function tryClaim(
  tx: Tx,
  input: { email: string; meta: RequestMeta; now: Date; mayWait: boolean },
): Promise<ClaimOutcome> {
  const { email, meta, now } = input;
  // E-mail before address, always: two attempts never hold one lock each while waiting for the other.
  await lockKeys(tx, [
    { namespace: LOCK_NAMESPACE.loginEmail, value: email },
    { namespace: LOCK_NAMESPACE.loginIp, value: meta.ip },
  ]);
  let mustWait = false;
  let throttledUntil: Date | null = null;
  for (const subject of await subjectsOf(tx, email, meta.ip, now)) {
    const { failures, inProgress } = await countSubject(tx, subject.where, subject.since, now);
    if (failures + inProgress < subject.limit) continue;
    if (failures < subject.limit && input.mayWait) {
      mustWait = true;
      continue;
    }
    const until = await retryAt(tx, subject.where, subject.since, subject.limit);
    if (until && (!throttledUntil || until > throttledUntil)) throttledUntil = until;
  }
  const record = {
    email,
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
    deviceFingerprint: meta.deviceFingerprint,
    success: false,
    createdAt: now,
  };
  if (throttledUntil) {
    await tx.insert(loginAttempts).values({ ...record, failureReason: 'throttled' });
    return { throttledUntil };
  }
  if (mustWait) return { wait: true };
  const [claim] = await tx
    .insert(loginAttempts)
    .values({ ...record, failureReason: IN_PROGRESS })
    .returning({ id: loginAttempts.id });
  if (!claim) throw new Error('login attempt claim returned no row');
  return { claimed: claim.id };
}

/**
 * Claims a slot for one sign-in attempt BEFORE its password is checked, so that concurrent attempts
 * cannot all pass a count taken before any of them failed: under advisory locks on the e-mail and the
 * address (held only for the claim, not during the password check), counts the failures and the attempts
 * in progress in the window and, when both stay below the limits, records the attempt as in progress.
 * When only attempts in progress fill the budget, waits for them to settle (a success frees its slot).
 * Throws 429 RATE_LIMITED, after recording a `throttled` attempt, when the e-mail or the IP has too many
 * recent failures; a throttled caller learns nothing about the password. Answers the claimed attempt's id,
 * to be settled with {@link settleLoginAttempt}. Holds across server processes: the locks and the counts
 * are in the database.
 */
export async function claimLoginAttempt(
  db: Db,
  input: { email: string; meta: RequestMeta; now: Date },
): Promise<string> {
  const waitUntil = Date.now() + CLAIM_WAIT.maxMs;
  for (;;) {
    const mayWait = Date.now() < waitUntil;
    const outcome = await db.transaction((tx) => tryClaim(tx, { ...input, mayWait }));
    if ('claimed' in outcome) return outcome.claimed;
    if ('throttledUntil' in outcome) throw throttled(outcome.throttledUntil, input.now);
    await sleep(CLAIM_WAIT.pollMs);
  }
}

function throttled(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('RATE_LIMITED', loginThrottledMessage(minutes), {
    details: { retryAfterSeconds: minutes * 60 },
  });
}

/** Records the outcome of a claimed attempt on its row (the account, success, or why it failed). */
export async function settleLoginAttempt(
  db: DbOrTx,
  attemptId: string,
  outcome: { userId: string | null; success: boolean; failureReason: LoginFailureReason | null },
): Promise<void> {
  await db
    .update(loginAttempts)
    .set({
      userId: outcome.userId,
      success: outcome.success,
      failureReason: outcome.failureReason,
    })
    .where(eq(loginAttempts.id, attemptId));
}
