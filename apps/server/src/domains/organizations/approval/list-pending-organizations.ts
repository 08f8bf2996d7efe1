import type { PendingOrganization } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { findPendingOrganizations } from './organization-approval.queries';

/** The applications awaiting review as the Pending Organizations tab shows them, oldest first. */
export async function listPendingOrganizations(db: DbOrTx): Promise<PendingOrganization[]> {
  const rows = await findPendingOrganizations(db);
  return rows.map(({ organization, owner, subscription }) => ({
    id: organization.id,
    name: organization.name,
    displayName: organization.displayName,
    description: organization.description,
    industry: organization.industry,
    website: organization.website,
    contactEmail: organization.contactEmail,
    contactPhone: organization.contactPhone,
    createdAt: organization.createdAt.toISOString(),
    owner,
    subscription,
  }));
}
