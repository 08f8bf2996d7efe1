import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  PASSWORD_HISTORY_ACTIONS,
  PASSWORD_HISTORY_LIMIT,
  passwordHistoryActionSchema,
} from '@sanctions/contracts';
import type { PasswordHistoryEntry } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { auditLogs } from '../../../db/schema/users';
import { findTargetUser } from './find-target-user';

const historyDetailsSchema = z.object({
  reason: z.string().nullish(),
  adminEmail: z.string().nullish(),
});

/**
 * The password events of a user, newest first, from the audit trail: their own changes, self-service
 * resets and the resets and forced changes by staff (spec 3 "Password history entry").
 */
export async function listPasswordHistory(db: Db, userId: string): Promise<PasswordHistoryEntry[]> {
  await findTargetUser(db, userId);
  const rows = await db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.userId, userId),
        eq(auditLogs.success, true),
        inArray(auditLogs.action, [...PASSWORD_HISTORY_ACTIONS]),
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(PASSWORD_HISTORY_LIMIT);
  return rows.flatMap((row) => {
    const action = passwordHistoryActionSchema.safeParse(row.action);
    if (!action.success) return [];
    const details = historyDetailsSchema.safeParse(row.details ?? {});
    return [
      {
        id: row.id,
        action: action.data,
        details: {
          reason: details.success ? (details.data.reason ?? null) : null,
          adminEmail: details.success ? (details.data.adminEmail ?? null) : null,
        },
        timestamp: row.createdAt.toISOString(),
        ipAddress: row.ipAddress,
      },
    ];
  });
}
