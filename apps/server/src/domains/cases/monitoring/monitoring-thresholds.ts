import { inArray } from 'drizzle-orm';
import { DEFAULT_MONITORING_THRESHOLD } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';

/** Alert threshold per organisation id; standalone subjects (no organisation) use the default. */
export async function readMonitoringThresholds(
  db: DbOrTx,
  organizationIds: readonly (string | null)[],
): Promise<(organizationId: string | null) => number> {
  const ids = [...new Set(organizationIds.filter((id): id is string => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: organizations.id, threshold: organizations.monitoringThreshold })
          .from(organizations)
          .where(inArray(organizations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.threshold]));
  return (organizationId) =>
    organizationId === null
      ? DEFAULT_MONITORING_THRESHOLD
      : (byId.get(organizationId) ?? DEFAULT_MONITORING_THRESHOLD);
}
