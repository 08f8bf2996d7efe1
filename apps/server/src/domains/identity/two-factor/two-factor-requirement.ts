import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isTwoFactorRequired } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { securityPolicy } from '../../../db/schema/security-policy';
import { users } from '../../../db/schema/users';

/**
 * SQL of "the provider requires two-factor of staff", read from the one policy row (absent: false), for
 * queries that select a user and need the requirement in the same round trip.
 */
export const staffRequiresTwoFactorSql: SQL<boolean> = sql<boolean>`coalesce((select ${securityPolicy.requireTwoFactorForStaff} from ${securityPolicy} where ${securityPolicy.id} = 1), false)`;

/** True when the user's organisation or the provider's staff policy requires two-factor of them. */
export async function isTwoFactorRequiredFor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      role: users.role,
      organizationRequires: organizations.requireTwoFactor,
      staffRequires: staffRequiresTwoFactorSql,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  return requirementOf(row.role, row.organizationRequires, row.staffRequires);
}

/** {@link isTwoFactorRequired} over nullable joined columns (no organisation: no organisation rule). */
export function requirementOf(
  role: Role,
  organizationRequires: boolean | null,
  staffRequires: boolean | null,
): boolean {
  return isTwoFactorRequired({
    role,
    organizationRequiresTwoFactor: organizationRequires ?? false,
    staffRequiresTwoFactor: staffRequires ?? false,
  });
}
