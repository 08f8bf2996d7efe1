import { and, eq, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/users';

/**
 * The proof that a domain is the organisation's (issue 27: "a verified e-mail of that domain"): an
 * active owner of the organisation whose address in that domain is verified. Returns that owner's id, the
 * row the claim names, or null. A DNS TXT record would prove it without a mailbox; see ADR 035.
 */
export async function findDomainProof(
  db: DbOrTx,
  organizationId: string,
  domain: string,
): Promise<string | null> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.organizationRole, 'owner'),
        eq(users.isVerified, true),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        // The domain matched a strict pattern (letters, digits, dots, hyphens): no LIKE wildcard in it.
        like(users.email, `%@${domain}`),
      ),
    )
    .limit(1);
  return owner?.id ?? null;
}
