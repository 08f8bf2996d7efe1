import { eq } from 'drizzle-orm';
import { ORGANIZATION_PENDING_MESSAGE, ORGANIZATION_REJECTED_MESSAGE } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { AppError } from '../../../lib/app-error';
import type { LoginFailureReason } from './login-throttle';

export interface OrganizationRefusal {
  reason: Extract<LoginFailureReason, 'organization_pending' | 'organization_rejected'>;
  error: AppError;
}

/**
 * Why the user's organisation keeps its members out, or null when it does not: an application awaiting
 * review (403 ORGANIZATION_PENDING) or one the provider rejected (403 ORGANIZATION_REJECTED, naming the
 * reason). Only asked after the password matched, so the status is never told to someone without it.
 */
export async function findOrganizationRefusal(
  db: DbOrTx,
  organizationId: string | null,
): Promise<OrganizationRefusal | null> {
  if (organizationId === null) return null;
  const [organization] = await db
    .select({ status: organizations.status, rejectionReason: organizations.rejectionReason })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (organization?.status === 'pending') {
    return {
      reason: 'organization_pending',
      error: new AppError('ORGANIZATION_PENDING', ORGANIZATION_PENDING_MESSAGE),
    };
  }
  if (organization?.status === 'rejected') {
    const reason = organization.rejectionReason?.trim() ?? '';
    return {
      reason: 'organization_rejected',
      error: new AppError(
        'ORGANIZATION_REJECTED',
        reason === ''
          ? ORGANIZATION_REJECTED_MESSAGE
          : `${ORGANIZATION_REJECTED_MESSAGE}: ${reason}`,
      ),
    };
  }
  return null;
}
