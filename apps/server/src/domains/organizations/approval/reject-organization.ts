import { ORGANIZATION_REJECTED_REPLY_MESSAGE } from '@sanctions/contracts';
import type { OrganizationDecisionReply } from '@sanctions/contracts';
import { recordAudit } from '../../administration';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import type { Decision, DecisionDeps } from './approve-organization';
import { notPendingError } from './not-pending-error';
import {
  cancelSubscription,
  findOwner,
  findSubscription,
  rejectPendingOrganization,
} from './organization-approval.queries';

/**
 * Rejects a pending application with the reviewer's reason: the organisation becomes rejected (its owner's
 * sign-in then names the reason), the subscription request is cancelled, and the owner is e-mailed the
 * reason. One transaction, audited.
 */
export async function rejectOrganization(
  deps: DecisionDeps,
  decision: Decision & { reason: string },
): Promise<OrganizationDecisionReply> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const organization = await rejectPendingOrganization(tx, decision.organizationId, {
      reason: decision.reason,
      now,
    });
    if (!organization) throw await notPendingError(tx, decision.organizationId);
    const subscription = await findSubscription(tx, organization.id);
    if (subscription) await cancelSubscription(tx, subscription.id, now);
    const owner = await findOwner(tx, organization.id);
    await recordAudit(tx, {
      userId: owner?.id ?? null,
      actorId: decision.actorId,
      organizationId: organization.id,
      action: 'organization_rejected',
      details: {
        organizationName: organization.name,
        ownerId: owner?.id ?? null,
        statusBefore: 'pending',
        statusAfter: 'rejected',
        reason: decision.reason,
      },
      ip: decision.origin.ip,
      userAgent: decision.origin.userAgent,
      at: now,
    });
    if (owner) {
      await enqueueEmail(tx, {
        to: owner.email,
        language: await userEmailLanguage(tx, owner.id),
        template: 'organization-rejected',
        params: {
          firstName: owner.firstName,
          organizationName: organization.displayName,
          reason: decision.reason,
        },
      });
    }
    return {
      success: true as const,
      message: ORGANIZATION_REJECTED_REPLY_MESSAGE,
      data: { organization: { id: organization.id, status: 'rejected' as const, trialEnd: null } },
    };
  });
}
