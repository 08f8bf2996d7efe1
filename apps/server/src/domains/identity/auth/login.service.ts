import { eq } from 'drizzle-orm';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@sanctions/contracts';
import type { LoginBody, LoginReply } from '@sanctions/contracts';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { signTwoFactorChallenge, verifyTwoFactorChallenge } from '../../../lib/tokens';
import { claimLoginAttempt, settleLoginAttempt } from './login-throttle';
import type { LoginFailureReason } from './login-throttle';
import { findOrganizationRefusal } from './organization-refusal';
import { findPasswordSignInRefusal } from '../sso-sign-in/password-sign-in-policy';
import type { RequestMeta } from './request-meta';
import { issueSession } from './session.service';
import { refuseSignInAddress } from './sign-in-address-refusal';
import type { SignInSecondFactor } from './sign-in-second-factor';
import type { AuthDeps } from './session.service';
import { isTwoFactorEnabled, toSessionUser } from '../sessions/session-user';
import { isTwoFactorRequiredFor } from '../two-factor/two-factor-requirement';
import type { UserRow } from '../sessions/session-user';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
const INACTIVE_MESSAGE = 'Your account has been deactivated. Please contact your administrator.';
const INVALID_CODE_MESSAGE = 'Invalid two-factor code';
const CHALLENGE_EXPIRED_MESSAGE = 'The two-factor sign-in has expired. Please sign in again.';

/** E-mails are stored trimmed and lower-cased; every lookup normalises the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Verifying against a real hash when the e-mail is unknown keeps the response time the same, so timing
// does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-placeholder'));

async function failLogin(
  deps: AuthDeps,
  attempt: { id: string; user: UserRow | null; reason: LoginFailureReason },
  meta: RequestMeta,
  now: Date,
  error: AppError,
): Promise<never> {
  await settleLoginAttempt(deps.db, attempt.id, {
    userId: attempt.user?.id ?? null,
    success: false,
    failureReason: attempt.reason,
  });
  if (attempt.user) {
    await recordAudit(deps.db, {
      userId: attempt.user.id,
      organizationId: attempt.user.organizationId,
      action: 'login',
      success: false,
      details: { reason: attempt.reason, deviceFingerprint: meta.deviceFingerprint },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
    });
  }
  throw error;
}

/**
 * Signs a user in: a claimed attempt slot (the throttle), password, active flag, the organisation's status (an application under
 * review or rejected keeps its owner out), the IP allow-lists binding the account (ADR 041), single
 * sign-on when the organisation requires it for the account's domain, then the second factor when enabled (skipped
 * for a device remembered within 30 days, named by `trustedDeviceToken`). Every outcome is stored in
 * `login_attempts`; outcomes for a known account also go to the audit log.
 * Unknown e-mail and wrong password give the same answer, so accounts cannot be enumerated.
 */
export async function login(
  deps: AuthDeps,
  secondFactor: SignInSecondFactor,
  body: LoginBody,
  meta: RequestMeta,
  trustedDeviceToken: string | null = null,
): Promise<LoginReply> {
  const now = deps.now();
  const email = normalizeEmail(body.email);
  // Claimed before the password is checked, so concurrent guesses cannot all pass one earlier count.
  const attemptId = await claimLoginAttempt(deps.db, { email, meta, now });

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const account = user && user.deletedAt === null ? user : null;
  const isPasswordRight = await verifyPassword(
    account?.password ?? (await getDummyHash()),
    body.password,
  );
  if (!account || !isPasswordRight) {
    const reason = account ? 'wrong_password' : 'unknown_email';
    return failLogin(
      deps,
      { id: attemptId, user: account, reason },
      meta,
      now,
      new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE),
    );
  }
  if (!account.isActive) {
    return failLogin(
      deps,
      { id: attemptId, user: account, reason: 'account_inactive' },
      meta,
      now,
      new AppError('ACCOUNT_INACTIVE', INACTIVE_MESSAGE),
    );
  }
  const refusal = await findOrganizationRefusal(deps.db, account.organizationId);
  if (refusal) {
    return failLogin(
      deps,
      { id: attemptId, user: account, reason: refusal.reason },
      meta,
      now,
      refusal.error,
    );
  }

  // Before the second factor is asked for: a session from here could not be used, so none is started.
  const addressRefusal = await refuseSignInAddress(
    deps.db,
    { userId: account.id, organizationId: account.organizationId, role: account.role },
    meta,
    now,
    'password',
  );
  if (addressRefusal) {
    await settleLoginAttempt(deps.db, attemptId, {
      userId: account.id,
      success: false,
      failureReason: 'ip_refused',
    });
    throw addressRefusal;
  }

  const twoFactorEnabled = await isTwoFactorEnabled(deps.db, account.id);
  const ssoRefusal = await findPasswordSignInRefusal(deps.db, account, twoFactorEnabled);
  if (ssoRefusal) {
    return failLogin(
      deps,
      { id: attemptId, user: account, reason: 'sso_required' },
      meta,
      now,
      ssoRefusal,
    );
  }
  const isTrustedDevice =
    twoFactorEnabled &&
    trustedDeviceToken !== null &&
    (await secondFactor.useTrustedDevice(deps.db, {
      userId: account.id,
      token: trustedDeviceToken,
      ip: meta.ip,
      now,
    }));
  const shouldRememberDevice = twoFactorEnabled && !isTrustedDevice && body.rememberDevice === true;
  if (twoFactorEnabled && !isTrustedDevice) {
    if (body.twoFactorCode === undefined) {
      await settleLoginAttempt(deps.db, attemptId, {
        userId: account.id,
        success: false,
        failureReason: 'two_factor_required',
      });
      const temporaryToken = await signTwoFactorChallenge(deps.key, account.id, now);
      return {
        success: false,
        requires2FA: true,
        temporaryToken,
        message: TWO_FACTOR_REQUIRED_MESSAGE,
      };
    }
    if (body.temporaryToken !== undefined) {
      const challengedUserId = await verifyTwoFactorChallenge(deps.key, body.temporaryToken, now);
      if (challengedUserId !== account.id) {
        return failLogin(
          deps,
          { id: attemptId, user: account, reason: 'invalid_two_factor' },
          meta,
          now,
          new AppError('INVALID_CREDENTIALS', CHALLENGE_EXPIRED_MESSAGE),
        );
      }
    }
    const factor = await secondFactor.verify(
      deps.db,
      deps.secretBox,
      account.id,
      body.twoFactorCode,
      now,
    );
    if (factor === null) {
      return failLogin(
        deps,
        { id: attemptId, user: account, reason: 'invalid_two_factor' },
        meta,
        now,
        new AppError('INVALID_CREDENTIALS', INVALID_CODE_MESSAGE),
      );
    }
  }

  const { tokens, signedIn, deviceToken } = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ lastLoginAt: now })
      .where(eq(users.id, account.id))
      .returning();
    const session = await issueSession(deps, tx, account, meta);
    await settleLoginAttempt(tx, attemptId, {
      userId: account.id,
      success: true,
      failureReason: null,
    });
    await recordAudit(tx, {
      userId: account.id,
      organizationId: account.organizationId,
      action: 'login',
      details: {
        sessionId: session.sessionId,
        twoFactor: twoFactorEnabled,
        trustedDevice: isTrustedDevice,
        deviceFingerprint: meta.deviceFingerprint,
      },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
    });
    const remembered = shouldRememberDevice
      ? await secondFactor.rememberTrustedDevice(tx, { userId: account.id, meta, now })
      : undefined;
    return { tokens: session.tokens, signedIn: updated ?? account, deviceToken: remembered };
  });
  return {
    success: true,
    message: 'Login successful',
    data: {
      tokens,
      user: toSessionUser(
        signedIn,
        twoFactorEnabled,
        await isTwoFactorRequiredFor(deps.db, signedIn.id),
      ),
      ...(deviceToken === undefined ? {} : { trustedDeviceToken: deviceToken }),
    },
  };
}
