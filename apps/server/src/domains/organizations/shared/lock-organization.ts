import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';

/**
 * Takes the organisation's row lock (`SELECT ... FOR UPDATE`) for the rest of the transaction. Every
 * change that must see a stable membership (the last seat, the last owner) takes it first, so two such
 * changes of one organisation run one after the other and each sees the other's result.
 * False when the organisation does not exist.
 */
export async function lockOrganization(tx: Tx, organizationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row !== undefined;
}
