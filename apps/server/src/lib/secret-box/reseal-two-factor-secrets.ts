import { and, eq, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTwoFactor } from '../../db/schema/users';
import { SEALED_PREFIX, SecretBoxError } from './secret-box';
import type { SecretBox } from './secret-box';
import { sealTwoFactorSecret, twoFactorSecretContext } from './two-factor-secret';

export interface ResealReport {
  /** Rows moved to the current key (clear-text rows included). */
  resealed: number;
  /** Rows no key of the server opens: left as they are; those users' codes answer 503 until fixed. */
  unreadable: { userId: string; keyId: string | null }[];
}

/**
 * The start-up pass of ADR 013: every TOTP secret not sealed under the current key (clear text from before,
 * or a previous key) is sealed under it. Idempotent, and safe beside other instances: each row is
 * rewritten only if it still holds the value read.
 */
export async function resealTwoFactorSecrets(db: Db, box: SecretBox): Promise<ResealReport> {
  const rows = await db
    .select({ id: userTwoFactor.id, userId: userTwoFactor.userId, secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .where(notLike(userTwoFactor.secret, `${SEALED_PREFIX}${box.currentKeyId}:%`));
  const report: ResealReport = { resealed: 0, unreadable: [] };
  for (const row of rows) {
    let plain: string;
    try {
      plain = box.open(row.secret, twoFactorSecretContext(row.userId));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      report.unreadable.push({ userId: row.userId, keyId: error.keyId });
      continue;
    }
    const updated = await db
      .update(userTwoFactor)
      .set({ secret: sealTwoFactorSecret(box, row.userId, plain) })
      .where(and(eq(userTwoFactor.id, row.id), eq(userTwoFactor.secret, row.secret)))
      .returning({ id: userTwoFactor.id });
    report.resealed += updated.length;
  }
  return report;
}
