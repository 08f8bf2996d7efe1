import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INVALID_TWO_FACTOR_CODE_MESSAGE, REAUTH_THROTTLE } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { LOCK_NAMESPACE, lockKeys } from '../../../db/lock-keys';
import { auditLogs, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { verifyPassword } from '../../../lib/password';
import { readRequestOrigin } from '../../../lib/request-origin';
import type { SecretBox } from '../../../lib/secret-box/secret-box';

/** Audit action of a wrong password or code on a confirmation form; these rows drive the throttle. */
export const REAUTH_FAILED_ACTION = 'reauth_failed';

/** Checks a sign-in second factor (the auth feature's `verifySecondFactor`, injected by the router). */
export type VerifySecondFactor = (
  db: DbOrTx,
  box: SecretBox,
  userId: string,
  code: string,
  now: Date,
) => Promise<'totp' | 'backup_code' | null>;

/** What the identity checks need from the app. */
export interface IdentityDeps {
  db: Db;
  now: () => Date;
  verifySecondFactor: VerifySecondFactor;
  /** Opens the sealed TOTP secrets (ADR 013). */
  secretBox: SecretBox;
}

/** Which form field a wrong password is reported on, and with which message. */
export interface PasswordField {
  field: string;
  message: string;
}

/**
 * Re-authentication for sensitive account actions. A signed-in session is not enough to change the
 * password, the second factor or delete the account: a stolen access token must not suffice. Wrong answers
 * are counted per user (passwords and codes together, never reset by a right password, so knowing the
 * password does not buy unlimited code guesses) and throttled to {@link REAUTH_THROTTLE}. The checks of one user
 * run one at a time under a per-user advisory lock, in one transaction with the count and the failure
 * row, so concurrent wrong answers cannot all pass a count taken before any of them failed (across server
 * processes too). Everything a check reads or writes goes through the `db` it is handed: on PGlite the
 * open transaction holds the only session.
 */
export interface IdentityCheck {
  /** 400 with an issue on `field` when the password is wrong; 429 when throttled. */
  confirmPassword(
    request: FastifyRequest,
    user: SessionUser,
    password: string,
    field: PasswordField,
  ): Promise<void>;
  /** 400 with an issue on `code` when the TOTP or backup code is wrong (a backup code is spent); 429 when throttled. */
  confirmSecondFactor(request: FastifyRequest, user: SessionUser, code: string): Promise<void>;
  /** Like {@link confirmSecondFactor} with a caller's own check (the first code of a set-up, before it is enabled). */
  confirmCode(
    request: FastifyRequest,
    user: SessionUser,
    isCodeRight: (now: Date, db: DbOrTx) => Promise<boolean>,
  ): Promise<void>;
}

async function assertNotThrottled(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - REAUTH_THROTTLE.windowMs);
  const [row] = await db
    .select({ failures: count() })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.userId, userId),
        eq(auditLogs.action, REAUTH_FAILED_ACTION),
        gt(auditLogs.createdAt, since),
      ),
    );
  if ((row?.failures ?? 0) < REAUTH_THROTTLE.maxFailures) return;
  const minutes = Math.ceil(REAUTH_THROTTLE.windowMs / 60_000);
  throw new AppError(
    'RATE_LIMITED',
    `Too many failed attempts. Try again in up to ${minutes} minutes.`,
  );
}

async function recordFailure(
  db: DbOrTx,
  request: FastifyRequest,
  user: SessionUser,
  factor: 'password' | 'code',
  now: Date,
): Promise<void> {
  const origin = readRequestOrigin(request);
  await recordAudit(db, {
    userId: user.id,
    organizationId: user.organizationId,
    action: REAUTH_FAILED_ACTION,
    success: false,
    details: { factor, route: request.routeOptions.url ?? null },
    ip: origin.ip,
    userAgent: origin.userAgent,
    at: now,
  });
}

/** The identity checks over the app's database and clock. */
export function createIdentityCheck(deps: IdentityDeps): IdentityCheck {
  async function guard(
    request: FastifyRequest,
    user: SessionUser,
    factor: 'password' | 'code',
    attempt: (now: Date, db: DbOrTx) => Promise<boolean>,
  ): Promise<boolean> {
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      await lockKeys(tx, [{ namespace: LOCK_NAMESPACE.reauthUser, value: user.id }]);
      await assertNotThrottled(tx, user.id, now);
      if (await attempt(now, tx)) return true;
      await recordFailure(tx, request, user, factor, now);
      return false;
    });
  }

  const wrongCode = () =>
    new AppError('VALIDATION_FAILED', INVALID_TWO_FACTOR_CODE_MESSAGE, {
      issues: [{ path: ['code'], message: INVALID_TWO_FACTOR_CODE_MESSAGE }],
    });

  return {
    async confirmPassword(request, user, password, field) {
      const isRight = await guard(request, user, 'password', async (_now, db) => {
        const [row] = await db
          .select({ password: users.password })
          .from(users)
          .where(eq(users.id, user.id))
          .limit(1);
        return row !== undefined && (await verifyPassword(row.password, password));
      });
      if (!isRight)
        throw new AppError('VALIDATION_FAILED', field.message, {
          issues: [{ path: [field.field], message: field.message }],
        });
    },

    async confirmSecondFactor(request, user, code) {
      const isRight = await guard(
        request,
        user,
        'code',
        async (now, db) =>
          (await deps.verifySecondFactor(db, deps.secretBox, user.id, code, now)) !== null,
      );
      if (!isRight) throw wrongCode();
    },

    async confirmCode(request, user, isCodeRight) {
      if (!(await guard(request, user, 'code', isCodeRight))) throw wrongCode();
    },
  };
}
