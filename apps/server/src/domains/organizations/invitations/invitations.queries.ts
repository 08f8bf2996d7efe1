import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizationInvitations, organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';

export type InvitationRow = typeof organizationInvitations.$inferSelect;

const inviter = { firstName: users.firstName, lastName: users.lastName };

/** The organisation's invitations, newest first, with who sent each. */
export function findInvitations(db: DbOrTx, organizationId: string) {
  return db
    .select({ invitation: organizationInvitations, inviter })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.organizationId, organizationId))
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
}

/** One invitation of the organisation; undefined for an unknown id and for another organisation's. */
export async function findInvitation(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({ invitation: organizationInvitations, inviter })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

/** The invitation behind a link's token hash, with its organisation and sender, whatever its state. */
export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: organizationInvitations,
      organizationName: organizations.displayName,
      inviter,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The account using the address, deleted ones too (the unique index on `users.email` counts them all). */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** Revokes the open invitation to the address (if any): a new invitation replaces it and its link dies. */
export async function revokeOpenInvitationTo(
  db: DbOrTx,
  organizationId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(organizationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.email, email),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    );
}

export async function insertInvitation(
  db: DbOrTx,
  values: typeof organizationInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(organizationInvitations).values(values).returning();
  if (!row) throw new Error('Insert into organization_invitations returned no row');
  return row;
}

/** Revokes one open invitation of the organisation, in one conditional statement. */
export async function revokeInvitation(
  db: DbOrTx,
  organizationId: string,
  id: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(organizationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Spends the link: accepted only if still open and unexpired, in one statement, so of two simultaneous
 * acceptances exactly one gets the row.
 */
export async function claimInvitation(
  db: DbOrTx,
  input: { id: string; acceptedBy: string | null; now: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(organizationInvitations)
    .set({ acceptedAt: input.now, acceptedBy: input.acceptedBy })
    .where(
      and(
        eq(organizationInvitations.id, input.id),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, input.now),
      ),
    )
    .returning();
  return row;
}
