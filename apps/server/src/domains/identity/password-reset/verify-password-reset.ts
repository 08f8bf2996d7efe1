import { RESET_TOKEN_REJECTED_MESSAGE } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findLiveResetToken } from './find-live-reset-token';

/** Checks a reset link before the form is shown; 400 INVALID_TOKEN when it is unknown, used or expired. */
export async function verifyPasswordReset(db: DbOrTx, token: string, now: Date): Promise<void> {
  const live = await findLiveResetToken(db, token, now);
  if (live === null) throw new AppError('INVALID_TOKEN', RESET_TOKEN_REJECTED_MESSAGE);
}
