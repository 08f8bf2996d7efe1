import type { DbOrTx } from '../../../db/client';
import { auditLogs } from '../../../db/schema/users';

/** One audit event. `userId` is the account the event concerns; `actorId` who acted when someone else did. */
export interface AuditEvent {
  userId: string | null;
  /** Dotted or snake_case verb, e.g. `login`, `logout`, `refresh_token_reuse`. */
  action: string;
  success?: boolean;
  details?: Record<string, unknown>;
  actorId?: string | null;
  organizationId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Defaults to the database clock; pass the app clock so tests and rows agree. */
  at?: Date;
}

/** Appends one row to `audit_logs`. Audit rows are never updated or deleted by the application. */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditLogs).values(toAuditRow(event));
}

/** The `audit_logs` row of `event`, for callers that write it inside a larger statement. */
export function toAuditRow(event: AuditEvent): typeof auditLogs.$inferInsert {
  return {
    userId: event.userId,
    actorId: event.actorId ?? null,
    organizationId: event.organizationId ?? null,
    action: event.action,
    success: event.success ?? true,
    details: event.details ?? null,
    ipAddress: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  };
}
