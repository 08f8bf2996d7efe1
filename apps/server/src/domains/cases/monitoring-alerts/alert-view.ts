import { RISK_LEVELS } from '@sanctions/contracts';
import type { AlertSummary, RiskLevel, Subject } from '@sanctions/contracts';
import type { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { alertListIdOf } from '../monitoring/alert-list-id';

export type AlertRow = typeof monitoringAlerts.$inferSelect;
export type SubjectRow = typeof monitoredSubjects.$inferSelect;

/** "First Last" of a users row, the way every person reference in the case record reads. */
export function personName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function riskLevelOf(value: string): RiskLevel {
  // The column is text written from the engine's RiskLevel; anything else reads as the most cautious level.
  return RISK_LEVELS.find((level) => level === value) ?? 'high';
}

export function toSubjectView(
  subject: SubjectRow,
  createdByName: string | null,
  openAlerts: number,
): Subject {
  return {
    id: subject.id,
    subjectType: subject.subjectType,
    firstName: subject.firstName,
    lastName: subject.lastName,
    arabicName: subject.arabicName,
    dateOfBirth: subject.dateOfBirth,
    nationality: subject.nationality,
    reference: subject.reference,
    status: subject.status,
    source: subject.source,
    sourceRef: subject.sourceRef,
    createdBy: { id: subject.createdBy, name: createdByName ?? '' },
    createdAt: subject.createdAt.toISOString(),
    lastScreenedAt: subject.lastScreenedAt?.toISOString() ?? null,
    openAlerts,
  };
}

export function toAlertSummary(
  alert: AlertRow,
  subject: SubjectRow,
  assignee: { id: string; name: string } | null,
): AlertSummary {
  return {
    id: alert.id,
    subject: {
      id: subject.id,
      subjectType: subject.subjectType,
      firstName: subject.firstName,
      lastName: subject.lastName,
      arabicName: subject.arabicName,
      reference: subject.reference,
    },
    kind: alert.kind,
    entry: {
      sanctionList: alertListIdOf(alert.sanctionList),
      listSource: alert.listSource,
      sourceId: alert.sourceId,
      fullName: alert.entryFullName,
      contentHash: alert.entryContentHash,
    },
    confidence: alert.confidence,
    riskLevel: riskLevelOf(alert.riskLevel),
    status: alert.status,
    resolution: alert.resolution,
    trigger: alert.trigger,
    assignee,
    version: alert.version,
    raisedAt: alert.raisedAt.toISOString(),
    updatedAt: alert.updatedAt.toISOString(),
  };
}

/** The alert as it stood, stored with every decision and approval (they never change afterwards). */
export function alertEvidence(alert: AlertRow, subject: SubjectRow): Record<string, unknown> {
  return {
    alert: {
      id: alert.id,
      status: alert.status,
      version: alert.version,
      confidence: alert.confidence,
      riskLevel: alert.riskLevel,
      matchType: alert.matchType,
      trigger: alert.trigger,
      sanctionList: alert.sanctionList,
      listSource: alert.listSource,
      sourceId: alert.sourceId,
      entryFullName: alert.entryFullName,
      entryContentHash: alert.entryContentHash,
      listVersionId: alert.listVersionId,
      listVersions: alert.listVersions,
      algorithmVersion: alert.algorithmVersion,
      raisedAt: alert.raisedAt.toISOString(),
    },
    subject: {
      id: subject.id,
      subjectType: subject.subjectType,
      firstName: subject.firstName,
      lastName: subject.lastName,
      arabicName: subject.arabicName,
      dateOfBirth: subject.dateOfBirth,
      nationality: subject.nationality,
      reference: subject.reference,
      subjectKey: subject.subjectKey,
    },
    match: alert.match,
  };
}
