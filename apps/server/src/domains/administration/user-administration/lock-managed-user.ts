import { and, eq, isNull } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES } from '@sanctions/contracts';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';

/** The users row a staff action works on. */
export type ManagedUserRow = typeof users.$inferSelect;

/**
 * Locks the target's row for the rest of the transaction, so two staff edits of the same user apply one
 * after the other and each audit row's "before" is what the other left. Unknown and deleted users are 404.
 */
export async function lockManagedUser(tx: Tx, targetId: string): Promise<ManagedUserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, targetId), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.notFound);
  return row;
}
