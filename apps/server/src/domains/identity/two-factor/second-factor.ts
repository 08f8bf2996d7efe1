import { eq } from 'drizzle-orm';
import { normalizeBackupCode } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { userTwoFactor } from '../../../db/schema/users';
import { verifyPassword } from '../../../lib/password';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import { openTwoFactorSecret } from '../../../lib/secret-box/two-factor-secret';
import { acceptedTotpStep } from './totp';

type TwoFactorRow = typeof userTwoFactor.$inferSelect;

/** Which factor passed, or null when none did. */
export type SecondFactorResult = 'totp' | 'backup_code' | null;

/**
 * Checks a sign-in second factor for a user whose two-factor is enabled: a 6-digit TOTP code (one step of
 * drift allowed, never the same time step twice) or an unused backup code, which is then marked used.
 * Returns which factor passed; null when the code is wrong or two-factor is not enabled.
 */
export async function verifySecondFactor(
  db: DbOrTx,
  box: SecretBox,
  userId: string,
  code: string,
  now: Date,
): Promise<SecondFactorResult> {
  // The row lock serialises concurrent sign-ins, so one TOTP step or backup code cannot be spent twice.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .for('update')
      .limit(1);
    if (!row || !row.isEnabled) return null;
    return checkCode(tx, box, row, code.trim(), now);
  });
}

async function checkCode(
  db: DbOrTx,
  box: SecretBox,
  row: TwoFactorRow,
  typed: string,
  now: Date,
): Promise<SecondFactorResult> {
  if (/^\d{6}$/.test(typed)) {
    const secret = openTwoFactorSecret(box, row.userId, row.secret);
    const step = await acceptedTotpStep(secret, typed, now, row.lastUsedAt);
    if (step === null) return null;
    // lastUsedAt records the accepted code's time step, which is what blocks replaying it.
    await db.update(userTwoFactor).set({ lastUsedAt: step }).where(eq(userTwoFactor.id, row.id));
    return 'totp';
  }

  const canonical = normalizeBackupCode(typed);
  if (canonical === null) return null;
  for (const [index, stored] of row.backupCodes.entries()) {
    if (stored.usedAt !== null || !(await verifyPassword(stored.hash, canonical))) continue;
    const backupCodes = row.backupCodes.map((entry, i) =>
      i === index ? { ...entry, usedAt: now.toISOString() } : entry,
    );
    await db
      .update(userTwoFactor)
      .set({ backupCodes, lastUsedAt: now })
      .where(eq(userTwoFactor.id, row.id));
    return 'backup_code';
  }
  return null;
}
