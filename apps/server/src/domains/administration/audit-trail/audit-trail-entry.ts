import { auditChainKeySchema } from '@sanctions/contracts';
import type { AuditTrailEntry } from '@sanctions/contracts';
import type { auditLogs } from '../../../db/schema/users';

/** A stored audit row as exports and the `audit.appended` webhook carry it, chain fields included. */
export function toAuditTrailEntry(row: typeof auditLogs.$inferSelect): AuditTrailEntry {
  return {
    id: row.id,
    chain: auditChainKeySchema.parse(row.chainKey),
    position: row.chainPosition,
    previousHash: row.previousHash,
    hash: row.rowHash,
    createdAt: row.createdAt.toISOString(),
    organizationId: row.organizationId,
    userId: row.userId,
    actorId: row.actorId,
    action: row.action,
    success: row.success,
    details: row.details,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}
