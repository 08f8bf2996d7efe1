import { and, eq, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { canManageOrganization } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';

/** Who reads: the caller as loaded on this request (membership and roles are current). */
export type RecordViewer = Pick<SessionUser, 'id' | 'organizationId' | 'organizationRole'>;

/** A record someone made (a search, a bulk job...), inside an organisation or as a standalone account. */
export interface AuthoredRecord {
  userId: string | null;
  organizationId: string | null;
}

/**
 * Records made for an organisation belong to it (issue 24 §3): access follows the caller's current
 * membership and role, never authorship alone. A record of an organisation is read by its author while
 * they still belong to that organisation, and by the organisation's owners and admins; a record made
 * outside any organisation by its author only. A former member, or a member of another organisation,
 * reads nothing of it (the caller answers 404, as for a random id).
 */
export function mayReadRecord(viewer: RecordViewer, record: AuthoredRecord): boolean {
  if (record.organizationId === null) return record.userId !== null && record.userId === viewer.id;
  if (viewer.organizationId !== record.organizationId) return false;
  return record.userId === viewer.id || canManageOrganization(viewer.organizationRole);
}

/**
 * The SQL twin of `mayReadRecord` for lists of the caller's own records: made by them outside any
 * organisation, or inside the organisation they belong to now.
 */
export function ownRecordsReadableBy(
  columns: { userId: PgColumn; organizationId: PgColumn },
  viewer: Pick<RecordViewer, 'id' | 'organizationId'>,
): SQL {
  const scope =
    viewer.organizationId === null
      ? isNull(columns.organizationId)
      : or(isNull(columns.organizationId), eq(columns.organizationId, viewer.organizationId));
  const condition = and(eq(columns.userId, viewer.id), scope);
  if (condition === undefined) throw new Error('unreachable: and() of two conditions');
  return condition;
}
