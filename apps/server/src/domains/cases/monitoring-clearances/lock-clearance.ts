import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoringClearances } from '../../../db/schema/monitoring';
import { CLEARANCE_MESSAGES, refuseClearance } from './clearance-refusals';

export type ClearanceRecord = typeof monitoringClearances.$inferSelect;

/** The clearance inside `visible`, locked for the transaction's change; 404 when it is not there. */
export async function lockClearance(
  tx: DbOrTx,
  clearanceId: string,
  visible: SQL,
): Promise<ClearanceRecord> {
  const [row] = await tx
    .select()
    .from(monitoringClearances)
    .where(and(eq(monitoringClearances.id, clearanceId), visible))
    .for('update')
    .limit(1);
  if (row === undefined) throw refuseClearance('NOT_FOUND', CLEARANCE_MESSAGES.clearanceNotFound);
  return row;
}
