import { and, desc, eq, inArray, or, like } from 'drizzle-orm';
import { ACTIVITY_EXPORT_MAX_ROWS, SECURITY_EVENTS_LIMIT } from '@sanctions/contracts';
import type { Activity, ActivityFilters, SecurityEvent } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { auditLogs, loginAttempts } from '../../../db/schema/users';
import { activityTypeOf, severityOf } from './activity-catalogue';
import {
  SIGN_IN_THROTTLED,
  SIGN_IN_TWO_FACTOR_REQUESTED,
  describeActivity,
  descriptionFields,
} from './activity-description';
import { findAuditPage } from './activity.queries';
import type { AuditRow } from './activity.queries';

function toActivity(row: AuditRow): Activity {
  const details = row.details ?? {};
  return {
    id: row.id,
    type: activityTypeOf(row.action),
    success: row.success,
    severity: severityOf(row.action, row.success),
    ...descriptionFields(describeActivity(row.action, row.success, details)),
    action: row.action,
    timestamp: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    metadata: details,
  };
}

/** One page of the user's activity log, built from their audit trail. */
export async function listActivities(
  db: DbOrTx,
  userId: string,
  filters: ActivityFilters,
  page: { limit: number; offset: number },
): Promise<{ activities: Activity[]; total: number }> {
  const { rows, total } = await findAuditPage(db, userId, filters, page);
  return { activities: rows.map(toActivity), total };
}

/** Every matching activity for an export (newest first, at most {@link ACTIVITY_EXPORT_MAX_ROWS}). */
export async function exportActivities(
  db: DbOrTx,
  userId: string,
  filters: ActivityFilters,
): Promise<{ activities: Activity[]; total: number }> {
  return listActivities(db, userId, filters, { limit: ACTIVITY_EXPORT_MAX_ROWS, offset: 0 });
}

/** Audit actions shown among the security events (sign-ins come from `login_attempts`). */
const SECURITY_AUDIT_ACTIONS = [
  'password_change',
  'profile_update',
  'reauth_failed',
  'refresh_token_reuse',
  'session_revoked',
  'sessions_revoked_elsewhere',
  'logout',
];

function loginEvent(attempt: typeof loginAttempts.$inferSelect): SecurityEvent {
  const base = {
    timestamp: attempt.createdAt.toISOString(),
    ipAddress: attempt.ipAddress,
    userAgent: attempt.userAgent,
  };
  if (attempt.success)
    return {
      ...base,
      type: 'login_success',
      ...descriptionFields(describeActivity('login', true, {})),
      success: true,
    };
  switch (attempt.failureReason) {
    case 'two_factor_required':
      return {
        ...base,
        type: 'login_two_factor_challenge',
        ...descriptionFields(SIGN_IN_TWO_FACTOR_REQUESTED),
        success: true,
      };
    case 'throttled':
      return {
        ...base,
        type: 'login_blocked',
        ...descriptionFields(SIGN_IN_THROTTLED),
        success: false,
      };
    default:
      return {
        ...base,
        type: 'login_failed',
        ...descriptionFields(describeActivity('login', false, { reason: attempt.failureReason })),
        success: false,
      };
  }
}

/**
 * The Security tab's events: sign-in attempts on the account and security-relevant changes from the
 * audit trail, merged newest first.
 */
export async function readSecurityEvents(db: DbOrTx, userId: string): Promise<SecurityEvent[]> {
  const attempts = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.userId, userId))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(SECURITY_EVENTS_LIMIT);
  const audits = await db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.userId, userId),
        or(inArray(auditLogs.action, SECURITY_AUDIT_ACTIONS), like(auditLogs.action, '2fa\\_%')),
      ),
    )
    .orderBy(desc(auditLogs.createdAt))
    .limit(SECURITY_EVENTS_LIMIT);
  const events: (SecurityEvent & { at: number })[] = [
    ...attempts.map((attempt) => ({ ...loginEvent(attempt), at: attempt.createdAt.getTime() })),
    ...audits.map((row) => ({
      type: row.action,
      ...descriptionFields(describeActivity(row.action, row.success, row.details ?? {})),
      success: row.success,
      timestamp: row.createdAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      at: row.createdAt.getTime(),
    })),
  ];
  return events
    .sort((a, b) => b.at - a.at)
    .slice(0, SECURITY_EVENTS_LIMIT)
    .map(({ at: _at, ...event }) => event);
}
