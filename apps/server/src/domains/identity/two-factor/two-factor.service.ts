import { and, eq } from 'drizzle-orm';
import { BACKUP_CODE_COUNT, formatBackupCode } from '@sanctions/contracts';
import type {
  BackupCode,
  SessionUser,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { trustedDevices, userTwoFactor } from '../../../db/schema/users';
import type { StoredBackupCode } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import type { RequestOrigin } from '../../../lib/request-origin';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import {
  openTwoFactorSecret,
  sealTwoFactorSecret,
} from '../../../lib/secret-box/two-factor-secret';
import { generateBackupCode } from '../../../lib/tokens';
import { acceptedTotpStep, createTotpSecret } from './totp';
import { recordTwoFactorEvent } from './two-factor-events';

const ALREADY_ENABLED_MESSAGE = 'Two-factor authentication is already enabled';
const NOT_ENABLED_MESSAGE = 'Two-factor authentication is not enabled';
const NO_SETUP_MESSAGE = 'Start two-factor setup first';
const MASKED_CODE = '••••-••••';

type Actor = Pick<SessionUser, 'id' | 'organizationId' | 'email'>;

async function findTwoFactor(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return row;
}

/** New backup codes: the plain display forms (shown once) and their Argon2id hashes (stored). */
async function createBackupCodes(): Promise<{ plain: string[]; stored: StoredBackupCode[] }> {
  const canonical = Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
  const stored = await Promise.all(
    canonical.map(async (code) => ({ hash: await hashPassword(code), usedAt: null })),
  );
  return { plain: canonical.map(formatBackupCode), stored };
}

/** Status card data: off when the user never finished a set-up. */
export async function readTwoFactorStatus(db: DbOrTx, userId: string): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, userId);
  if (!row?.isEnabled)
    return { isEnabled: false, lastUsed: null, enabledAt: null, backupCodesRemaining: 0 };
  return {
    isEnabled: true,
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    enabledAt: row.enabledAt?.toISOString() ?? null,
    backupCodesRemaining: row.backupCodes.filter((code) => code.usedAt === null).length,
  };
}

/**
 * Starts (or restarts) a set-up: a new secret (sealed by `box`, never stored in clear) and backup codes are
 * stored, not yet enabled. The caller has confirmed the password. 409 when two-factor is already on.
 */
export async function beginTwoFactorSetup(
  db: Db,
  box: SecretBox,
  user: Actor,
  input: { origin: RequestOrigin; now: Date },
): Promise<TwoFactorSetup> {
  const { origin, now } = input;
  const existing = await findTwoFactor(db, user.id);
  if (existing?.isEnabled) throw new AppError('CONFLICT', ALREADY_ENABLED_MESSAGE);
  const { secret, uri } = createTotpSecret(user.email);
  const sealed = sealTwoFactorSecret(box, user.id, secret);
  const codes = await createBackupCodes();
  await db.transaction(async (tx) => {
    await tx
      .insert(userTwoFactor)
      .values({ userId: user.id, secret: sealed, backupCodes: codes.stored, isEnabled: false })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: {
          secret: sealed,
          backupCodes: codes.stored,
          isEnabled: false,
          enabledAt: null,
          lastUsedAt: null,
          updatedAt: now,
        },
      });
    await recordTwoFactorEvent(tx, { user, action: '2fa_setup_started', origin, now });
  });
  return { qrCodeUrl: uri, secret, backupCodes: codes.plain };
}

/** 409 unless a set-up is waiting for its first code. */
export async function assertSetupPending(db: DbOrTx, userId: string): Promise<void> {
  const row = await findTwoFactor(db, userId);
  if (!row) throw new AppError('CONFLICT', NO_SETUP_MESSAGE);
  if (row.isEnabled) throw new AppError('CONFLICT', ALREADY_ENABLED_MESSAGE);
}

/**
 * Enables two-factor when `code` is right for the pending secret; false when it is not. The accepted time
 * step is stored so the same code cannot then be replayed at sign-in.
 */
export async function enableWithCode(
  db: DbOrTx,
  box: SecretBox,
  user: Actor,
  input: { code: string; origin: RequestOrigin; now: Date },
): Promise<boolean> {
  const row = await findTwoFactor(db, user.id);
  if (!row || row.isEnabled) return false;
  const secret = openTwoFactorSecret(box, user.id, row.secret);
  const step = await acceptedTotpStep(secret, input.code, input.now);
  if (step === null) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({ isEnabled: true, enabledAt: input.now, lastUsedAt: step, updatedAt: input.now })
      .where(and(eq(userTwoFactor.id, row.id), eq(userTwoFactor.isEnabled, false)));
    await recordTwoFactorEvent(tx, {
      user,
      action: '2fa_enabled',
      origin: input.origin,
      now: input.now,
      notification: {
        title: 'Two-factor authentication enabled',
        message:
          'Signing in now needs a code from your authenticator app. Keep your backup codes somewhere safe.',
        type: 'success',
        localized: { key: 'twoFactor.enabled', params: {} },
      },
    });
  });
  return true;
}

/** 409 unless two-factor is on. */
export async function assertTwoFactorEnabled(db: DbOrTx, userId: string): Promise<void> {
  const row = await findTwoFactor(db, userId);
  if (!row?.isEnabled) throw new AppError('CONFLICT', NOT_ENABLED_MESSAGE);
}

/** Turns two-factor off (the caller confirmed password and code): secret, codes and trusted devices go. */
export async function disableTwoFactor(
  db: Db,
  user: Actor,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    const devices = await tx
      .delete(trustedDevices)
      .where(eq(trustedDevices.userId, user.id))
      .returning({ id: trustedDevices.id });
    await recordTwoFactorEvent(tx, {
      user,
      action: '2fa_disabled',
      origin,
      now,
      details: { removedTrustedDevices: devices.length },
      notification: {
        title: 'Two-factor authentication disabled',
        message:
          'Signing in now needs only your password. If this was not you, change your password at once.',
        type: 'warning',
        localized: { key: 'twoFactor.disabled', params: {} },
      },
    });
  });
}

/** The current backup codes, masked, with their used flags (empty when two-factor is off). */
export async function listBackupCodes(db: DbOrTx, userId: string): Promise<BackupCode[]> {
  const row = await findTwoFactor(db, userId);
  if (!row?.isEnabled) return [];
  return row.backupCodes.map((code, index) => ({
    id: index + 1,
    code: MASKED_CODE,
    used: code.usedAt !== null,
    usedAt: code.usedAt,
  }));
}

/** Replaces every backup code (the caller confirmed password and code); returns the new plain codes. */
export async function regenerateBackupCodes(
  db: Db,
  user: Actor,
  origin: RequestOrigin,
  now: Date,
): Promise<string[]> {
  const codes = await createBackupCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({ backupCodes: codes.stored, updatedAt: now })
      .where(and(eq(userTwoFactor.userId, user.id), eq(userTwoFactor.isEnabled, true)));
    await recordTwoFactorEvent(tx, {
      user,
      action: '2fa_backup_codes_regenerated',
      origin,
      now,
      details: { count: codes.plain.length },
      notification: {
        title: 'Backup codes regenerated',
        message: 'Your previous backup codes no longer work.',
        type: 'info',
        localized: { key: 'twoFactor.backupCodesRegenerated', params: {} },
      },
    });
  });
  return codes.plain;
}
