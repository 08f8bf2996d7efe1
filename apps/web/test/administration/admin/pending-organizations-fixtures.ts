import { pendingOrganizationsReplySchema } from '@sanctions/contracts';
import type { PendingOrganization } from '@sanctions/contracts';

export const ACME_ID = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const ACME: PendingOrganization = {
  id: ACME_ID,
  name: 'Acme Financial Services LLC',
  displayName: 'Acme Financial',
  description: 'Cross-border payments',
  industry: 'banking',
  website: 'https://acme.example',
  contactEmail: 'compliance@acme.example',
  contactPhone: '+1 555 0100',
  createdAt: '2026-03-01T10:15:00.000Z',
  owner: { firstName: 'Layla', lastName: 'Haddad', email: 'layla@acme.example' },
  subscription: {
    planName: 'professional',
    planDisplayName: 'Professional',
    billingCycle: 'yearly',
    monthlyPrice: 24_917,
    yearlyPrice: 299_000,
  },
};

/** GET /api/v2/admin/organizations/pending with `organizations`, checked by the contract. */
export function pendingReply(organizations: PendingOrganization[]) {
  return pendingOrganizationsReplySchema.parse({ success: true, data: { organizations } });
}

/** The reply of approve or reject for `id`. */
export function decisionReply(id: string, status: 'approved' | 'rejected') {
  return {
    success: true,
    message: status === 'approved' ? 'Organization approved' : 'Organization rejected',
    data: {
      organization: {
        id,
        status,
        trialEnd: status === 'approved' ? '2026-03-15T10:15:00.000Z' : null,
      },
    },
  };
}
