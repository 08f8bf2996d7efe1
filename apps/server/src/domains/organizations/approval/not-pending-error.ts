import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findOrganizationStatus } from './organization-approval.queries';

export const ORGANIZATION_NOT_FOUND_MESSAGE = 'Organization not found';

/**
 * Why a decision found no pending organisation: 404 when the id is unknown, 409 naming the status when
 * it was already decided (a second click, or another super admin was faster).
 */
export async function notPendingError(db: DbOrTx, organizationId: string): Promise<AppError> {
  const status = await findOrganizationStatus(db, organizationId);
  if (status === undefined) return new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  return new AppError(
    'CONFLICT',
    `This organization is not pending review: it is already ${status}`,
  );
}
