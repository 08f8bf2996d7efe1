import { and, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose monitoring a caller sees (ADR 019): an organisation member sees the organisation's subjects and
 * alerts, whoever added them; a standalone account sees its own. Nothing else, whatever the global role.
 */
export interface MonitoringScope {
  organizationId: string | null;
  userId: string;
}

export function monitoringScopeOf(user: {
  id: string;
  organizationId: string | null;
}): MonitoringScope {
  return { organizationId: user.organizationId, userId: user.id };
}

/** The SQL condition that keeps a query inside `scope`; a row outside it reads as absent (404). */
export function inMonitoringScope(
  table: { organizationId: PgColumn; ownerUserId: PgColumn },
  scope: MonitoringScope,
): SQL {
  if (scope.organizationId !== null) return eq(table.organizationId, scope.organizationId);
  const standalone = and(isNull(table.organizationId), eq(table.ownerUserId, scope.userId));
  if (standalone === undefined) throw new Error('unreachable: and() of two conditions');
  return standalone;
}
