import { USER_ADMIN_MESSAGES } from '@sanctions/contracts';
import type { AdminUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findAdminUser } from '../user-administration';

/** The user a console view is about (removed accounts included: their record stays readable); 404 when unknown. */
export async function findTargetUser(db: DbOrTx, userId: string): Promise<AdminUser> {
  const user = await findAdminUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.notFound);
  return user;
}
