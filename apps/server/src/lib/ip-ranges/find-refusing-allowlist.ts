import { eq, isNull, or } from 'drizzle-orm';
import { hasRole } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { ipAllowlists } from '../../db/schema/ip-allowlists';
import { isAddressInRanges } from './ip-ranges';

/** Whom a list may bind: an account's organisation and platform role (staff are moderator and above). */
export interface AllowlistSubject {
  organizationId: string | null;
  role: Role;
}

/** Which list refused an address: the subject's organisation's, or the staff list. */
export type RefusingScope = 'organization' | 'staff';

/**
 * The first non-empty list binding `subject` (their organisation's, and the staff list for moderators and
 * above) that leaves out `ip`; null when every binding list admits it, or none binds them. One indexed read.
 */
export async function findRefusingAllowlist(
  db: DbOrTx,
  subject: AllowlistSubject,
  ip: string,
): Promise<RefusingScope | null> {
  const isStaff = hasRole(subject.role, 'moderator');
  if (subject.organizationId === null && !isStaff) return null;
  const rows = await db
    .select({ organizationId: ipAllowlists.organizationId, ranges: ipAllowlists.ranges })
    .from(ipAllowlists)
    .where(
      or(
        subject.organizationId === null
          ? undefined
          : eq(ipAllowlists.organizationId, subject.organizationId),
        isStaff ? isNull(ipAllowlists.organizationId) : undefined,
      ),
    );
  const refusing = rows.find((row) => row.ranges.length > 0 && !isAddressInRanges(ip, row.ranges));
  if (!refusing) return null;
  return refusing.organizationId === null ? 'staff' : 'organization';
}
