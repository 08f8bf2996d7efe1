import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { alertListIdOf } from '../monitoring/alert-list-id';

const LIST_LABELS: Record<string, string> = {
  ofac: 'OFAC',
  un: 'UN',
  eu: 'EU',
  uk: 'UK',
  ca: 'Canada',
  au: 'Australia',
  us_csl: 'US CSL',
  jp: 'Japan',
};

export interface AlertSummary {
  id: string;
  organizationId: string | null;
  ownerUserId: string;
  assigneeId: string | null;
  subject: string;
  subjectId: string;
  reference: string | null;
  entry: string;
  list: string;
  sanctionList: string;
  sourceId: string;
  confidence: number;
  riskLevel: string;
  status: string;
  raisedAt: Date;
}

/** The subject's name as shown: Latin first and last name, else the Arabic name. */
export function subjectName(s: {
  firstName: string;
  lastName: string;
  arabicName: string;
}): string {
  return `${s.firstName} ${s.lastName}`.trim() || s.arabicName;
}

/** Alerts with their subject's name, in raise order: what notifications, e-mails and webhooks carry. */
export async function loadAlertSummaries(db: DbOrTx, alertIds: string[]): Promise<AlertSummary[]> {
  if (alertIds.length === 0) return [];
  const rows = await db
    .select({ alert: monitoringAlerts, subject: monitoredSubjects })
    .from(monitoringAlerts)
    .innerJoin(monitoredSubjects, eq(monitoredSubjects.id, monitoringAlerts.subjectId))
    .where(inArray(monitoringAlerts.id, alertIds))
    .orderBy(monitoringAlerts.raisedAt, monitoringAlerts.id);
  return rows.map(({ alert, subject }) => ({
    id: alert.id,
    organizationId: alert.organizationId,
    ownerUserId: alert.ownerUserId,
    assigneeId: alert.assigneeId,
    subject: subjectName(subject),
    subjectId: subject.id,
    reference: subject.reference,
    entry: alert.entryFullName,
    // A watchlist alert is named by the organisation's own list (its name is the alert's list source).
    list:
      alert.sanctionList === null
        ? alert.listSource
        : (LIST_LABELS[alert.sanctionList] ?? alert.sanctionList),
    sanctionList: alertListIdOf(alert.sanctionList),
    sourceId: alert.sourceId,
    confidence: alert.confidence,
    riskLevel: alert.riskLevel,
    status: alert.status,
    raisedAt: alert.raisedAt,
  }));
}

/** The webhook `data` of an alert: ids, the listed entry and the score; the customer's reference. */
export function alertWebhookData(alert: AlertSummary): Record<string, unknown> {
  return {
    alertId: alert.id,
    status: alert.status,
    subject: { id: alert.subjectId, name: alert.subject, reference: alert.reference },
    entry: { sanctionList: alert.sanctionList, sourceId: alert.sourceId, fullName: alert.entry },
    confidence: alert.confidence,
    riskLevel: alert.riskLevel,
    raisedAt: alert.raisedAt.toISOString(),
  };
}
