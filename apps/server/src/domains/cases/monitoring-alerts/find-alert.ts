import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { AppError } from '../../../lib/app-error';
import type { AlertRow, SubjectRow } from './alert-view';

export const ALERT_NOT_FOUND = 'Alert not found';

/**
 * The alert and its subject when `visible` lets the caller see it; 404 otherwise (never 403: ids of
 * another scope must not be probeable). `forUpdate` locks the alert row inside a transaction.
 */
export async function findAlert(
  db: DbOrTx,
  id: string,
  visible: SQL,
  options: { forUpdate?: boolean } = {},
): Promise<{ alert: AlertRow; subject: SubjectRow }> {
  const query = db
    .select({ alert: monitoringAlerts, subject: monitoredSubjects })
    .from(monitoringAlerts)
    .innerJoin(monitoredSubjects, eq(monitoredSubjects.id, monitoringAlerts.subjectId))
    .where(and(eq(monitoringAlerts.id, id), visible))
    .limit(1);
  const [row] =
    options.forUpdate === true ? await query.for('update', { of: monitoringAlerts }) : await query;
  if (row === undefined) throw new AppError('NOT_FOUND', ALERT_NOT_FOUND);
  return row;
}
