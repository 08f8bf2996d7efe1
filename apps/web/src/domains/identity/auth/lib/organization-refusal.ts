import { ORGANIZATION_REJECTED_MESSAGE } from '@sanctions/contracts';
import { ApiError } from '@/lib/api-error';

/** Why the server refused an organisation owner's sign-in: the application awaits review, or was rejected. */
export type OrganizationRefusal = { kind: 'pending' } | { kind: 'rejected'; reason: string | null };

// The rejection message is the contract sentence followed by the provider's reason, when one was given.
function rejectionReason(message: string): string | null {
  if (!message.startsWith(ORGANIZATION_REJECTED_MESSAGE)) return null;
  const reason = message
    .slice(ORGANIZATION_REJECTED_MESSAGE.length)
    .replace(/^[\s.:;,-]+/, '')
    .trim();
  return reason === '' ? null : reason;
}

/** The organisation refusal a failed sign-in carries (403 ORGANIZATION_PENDING / ORGANIZATION_REJECTED), else null. */
export function organizationRefusalOf(error: unknown): OrganizationRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'ORGANIZATION_PENDING') return { kind: 'pending' };
  if (error.code === 'ORGANIZATION_REJECTED') {
    return { kind: 'rejected', reason: rejectionReason(error.message) };
  }
  return null;
}
