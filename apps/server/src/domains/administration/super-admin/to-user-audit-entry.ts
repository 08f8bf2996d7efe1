import { z } from 'zod';
import type { UserAuditEntry } from '@sanctions/contracts';
import type { auditLogs } from '../../../db/schema/users';

const valuesSchema = z.record(z.string(), z.unknown());

/** The parts of an audit row's free-form details the console shows; anything else is ignored. */
const auditDetailsSchema = z.object({
  reason: z.string().nullish(),
  before: valuesSchema.nullish(),
  after: valuesSchema.nullish(),
});

export interface AuditActor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** One audit row as the User Details history shows it: who acted, why, and the values before and after. */
export function toUserAuditEntry(
  row: typeof auditLogs.$inferSelect,
  actor: AuditActor | null,
): UserAuditEntry {
  const details = auditDetailsSchema.safeParse(row.details ?? {});
  const parsed = details.success ? details.data : {};
  return {
    id: row.id,
    action: row.action,
    success: row.success,
    timestamp: row.createdAt.toISOString(),
    actor,
    reason: parsed.reason ?? null,
    before: parsed.before ?? null,
    after: parsed.after ?? null,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}
