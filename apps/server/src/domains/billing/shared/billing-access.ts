import { can, canManageOrganization, NO_ORGANIZATION_MESSAGE } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

/** Whose invoices a query may read: every organisation's (provider staff) or one organisation's. */
export type BillingScope = { kind: 'all' } | { kind: 'organization'; organizationId: string };

export const BILLING_MANAGERS_ONLY_MESSAGE =
  'Only organization owners and admins can view invoices and usage reports';

/** The caller's organisation; 404 for a standalone account, which has no billing of its own. */
export function callerOrganizationId(user: Pick<SessionUser, 'organizationId'>): string {
  if (user.organizationId === null) throw new AppError('NOT_FOUND', NO_ORGANIZATION_MESSAGE);
  return user.organizationId;
}

/**
 * Who may read invoices and usage reports: the super admin every organisation's; an organisation's
 * owners and admins their own (members see the billing summary only: 403); a standalone user has none.
 */
export function billingDocumentsScope(
  user: Pick<SessionUser, 'role' | 'organizationId' | 'organizationRole'>,
): BillingScope {
  if (can(user.role, 'billing:view-all')) return { kind: 'all' };
  const organizationId = callerOrganizationId(user);
  if (!canManageOrganization(user.organizationRole)) {
    throw new AppError('FORBIDDEN', BILLING_MANAGERS_ONLY_MESSAGE);
  }
  return { kind: 'organization', organizationId };
}

/** The caller's organisation, for owners and admins only (usage reports): 404 standalone, 403 member. */
export function managedOrganizationId(
  user: Pick<SessionUser, 'organizationId' | 'organizationRole'>,
): string {
  const organizationId = callerOrganizationId(user);
  if (!canManageOrganization(user.organizationRole)) {
    throw new AppError('FORBIDDEN', BILLING_MANAGERS_ONLY_MESSAGE);
  }
  return organizationId;
}
