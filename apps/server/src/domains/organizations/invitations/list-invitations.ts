import type { Invitation } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { toInvitation } from './invitation-status';
import { findInvitations } from './invitations.queries';

/** Every invitation of the caller's organisation, newest first, with its status at `now`. */
export async function listInvitations(
  db: DbOrTx,
  scope: ManagerScope,
  now: Date,
): Promise<Invitation[]> {
  const rows = await findInvitations(db, scope.organizationId);
  return rows.map((row) => toInvitation(row, now));
}
