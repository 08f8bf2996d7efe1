import { PASSWORD_RESET_MESSAGES, batchResetSummary } from '@sanctions/contracts';
import type { BatchResetPasswordsReply, BatchResetResult } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { isAppError } from '../../../lib/app-error';
import { issueTemporaryPassword } from './issue-temporary-password';
import type { PasswordAction } from './password-action';

const ITEM_FAILED_MESSAGE = 'Password reset failed';

export interface BatchReset extends Omit<PasswordAction, 'targetId'> {
  userIds: readonly string[];
  /** Where an unexpected failure of one item is reported; the batch goes on. */
  logFailure: (error: unknown, userId: string) => void;
}

/**
 * Resets each selected user's password in its own transaction, one after the other: a refused or failed
 * user becomes a failed item with its message and never undoes the others (whose temporary passwords must
 * reach the super admin). The super admin's own id and unknown ids are failed items.
 */
export async function batchResetPasswords(
  db: Db,
  batch: BatchReset,
): Promise<BatchResetPasswordsReply> {
  const results: BatchResetResult[] = [];
  for (const userId of batch.userIds) {
    try {
      const tempPassword = await issueTemporaryPassword(
        db,
        { ...batch, targetId: userId },
        { batch: true },
      );
      results.push({
        userId,
        success: true,
        tempPassword,
        message: PASSWORD_RESET_MESSAGES.itemReset,
      });
    } catch (error) {
      const isExpected = isAppError(error) && error.statusCode < 500;
      if (!isExpected) batch.logFailure(error, userId);
      results.push({
        userId,
        success: false,
        message: isExpected ? error.message : ITEM_FAILED_MESSAGE,
      });
    }
  }
  const succeeded = results.filter((result) => result.success).length;
  return {
    success: true,
    message: batchResetSummary(succeeded, results.length),
    data: { results },
  };
}
