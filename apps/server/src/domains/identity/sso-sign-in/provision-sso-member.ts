import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { hashPassword } from '../../../lib/password';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { VerifiedIdentity } from '../../../lib/oidc/oidc-relying-party';
import type { RequestMeta } from '../auth/request-meta';
import { findOrganizationRefusal } from '../auth/organization-refusal';
import type { OrganizationSeats } from './organization-seats';
import type { SsoProvider } from './sso-provider-of-domain';
import { ssoRefusal } from './sso-refusal';

/** Who signed in: an existing member linked by e-mail, or one created just in time. */
export interface SsoMember {
  userId: string;
  created: boolean;
}

function namesOf(
  identity: VerifiedIdentity,
  email: string,
): { firstName: string; lastName: string } {
  if (identity.givenName !== null || identity.familyName !== null)
    return { firstName: identity.givenName ?? '', lastName: identity.familyName ?? '' };
  const parts = identity.name?.split(/\s+/) ?? [];
  if (parts.length > 0) return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
  return { firstName: email.slice(0, email.indexOf('@')), lastName: '' };
}

async function createMember(
  db: Db,
  seats: OrganizationSeats,
  provider: SsoProvider,
  identity: VerifiedIdentity,
  email: string,
  meta: RequestMeta,
  now: Date,
): Promise<SsoMember> {
  // Nobody knows this password: the account signs in through its provider (or a reset link, should the
  // organisation ever leave single sign-on).
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (tx) => {
      await seats.lock(tx, provider.organizationId);
      const usage = await seats.count(tx, provider.organizationId, now);
      if (usage.maxUsers !== null && usage.activeMembers >= usage.maxUsers)
        throw ssoRefusal('sso.seatsFull');
      const [row] = await tx
        .insert(users)
        .values({
          organizationId: provider.organizationId,
          organizationRole: provider.defaultRole,
          role: 'user',
          ...(await seats.memberLimits(tx, provider.organizationId)),
          email,
          password: unusablePassword,
          ...namesOf(identity, email),
          // The organisation's own provider vouched for the address in a domain the organisation proved.
          isVerified: true,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('Insert into users returned no row');
      await recordAudit(tx, {
        userId: row.id,
        organizationId: provider.organizationId,
        action: 'sso_member_created',
        details: { email, role: provider.defaultRole, subject: identity.subject },
        ip: meta.ip,
        userAgent: meta.userAgent,
        at: now,
      });
      return { userId: row.id, created: true };
    });
  } catch (error) {
    // The address was registered between the lookup and the insert: it is not this organisation's member.
    if (isUniqueViolation(error)) throw ssoRefusal('sso.accountElsewhere');
    throw error;
  }
}

/**
 * The account an identity verified by the organisation's provider signs in as: the organisation's
 * member with that address (linked by e-mail), or a new member with the provider's default role. An
 * address held by an account outside the organisation is refused: a provider vouches only for its own
 * organisation's people, never for a standalone account or another organisation's member.
 */
export async function provisionSsoMember(
  db: Db,
  seats: OrganizationSeats,
  provider: SsoProvider,
  identity: VerifiedIdentity,
  email: string,
  meta: RequestMeta,
  now: Date,
): Promise<SsoMember> {
  const refusal = await findOrganizationRefusal(db, provider.organizationId);
  if (refusal) throw refusal.error;
  const [account] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!account) return createMember(db, seats, provider, identity, email, meta, now);
  if (account.organizationId !== provider.organizationId) throw ssoRefusal('sso.accountElsewhere');
  if (!account.isActive || account.deletedAt !== null) throw ssoRefusal('sso.accountInactive');
  return { userId: account.id, created: false };
}
