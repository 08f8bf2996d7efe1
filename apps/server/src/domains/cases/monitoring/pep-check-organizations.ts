import type { DbOrTx } from '../../../db/client';
import { planHasPepCheck } from '../../screening';

/**
 * Which of these subjects' organisations have `pepCheck` on their current plan (ADR 040): their subjects
 * are also screened against the PEP sources. A personal subject (no organisation) has none.
 */
export async function readPepCheckOrganizations(
  db: DbOrTx,
  organizationIds: readonly (string | null)[],
): Promise<(organizationId: string | null) => boolean> {
  const ids = [...new Set(organizationIds.filter((id): id is string => id !== null))];
  const withPeps = new Set<string>();
  // A pass touches a handful of organisations: one small query each.
  for (const id of ids) if (await planHasPepCheck(db, id)) withPeps.add(id);
  return (organizationId) => organizationId !== null && withPeps.has(organizationId);
}
