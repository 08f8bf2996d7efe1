import { and, eq, isNull } from 'drizzle-orm';
import {
  FIRST_NAME_REQUIRED,
  INVITATION_MESSAGES,
  LAST_NAME_REQUIRED,
  invitableRoleSchema,
  planUsersFullMessage,
} from '@sanctions/contracts';
import type {
  AcceptInvitationBody,
  AcceptInvitationReply,
  InvitableRole,
  SessionUser,
  ValidationIssue,
} from '@sanctions/contracts';
import type { Db, Tx } from '../../../db/client';
import { organizationInvitations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { createNotification } from '../../notifications';
import { lockOrganization } from '../shared/lock-organization';
import { countSeats } from '../shared/seat-usage';
import { hashPassword } from '../../../lib/password';
import type { RequestOrigin } from '../../../lib/request-origin';
import { hashToken } from '../../../lib/tokens';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { invitationStatus } from './invitation-status';
import type { InvitationRow } from './invitations.queries';
import {
  claimInvitation,
  findAccountByEmail,
  findInvitationByTokenHash,
} from './invitations.queries';
import { memberLimitsOfOrganization } from '../shared/member-limits';

export interface Acceptance {
  body: AcceptInvitationBody;
  /** The signed-in caller when the request carried a bearer token; null for a visitor. */
  caller: SessionUser | null;
  origin: RequestOrigin;
  now: Date;
}

/** Who joins: an existing standalone account, or a new one to create with these details. */
type Joiner =
  | { kind: 'existing'; userId: string }
  | { kind: 'new'; firstName: string; lastName: string; passwordHash: string };

const invalidLink = () => new AppError('INVALID_TOKEN', INVITATION_MESSAGES.invalidLink);

/** The new account's details, or 400 listing each missing one (the password rule is the contract's). */
async function newAccountDetails(body: AcceptInvitationBody): Promise<Joiner> {
  const issues: ValidationIssue[] = [];
  if (body.firstName === undefined)
    issues.push({ path: ['firstName'], message: FIRST_NAME_REQUIRED });
  if (body.lastName === undefined) issues.push({ path: ['lastName'], message: LAST_NAME_REQUIRED });
  if (body.password === undefined)
    issues.push({ path: ['password'], message: 'Password is required' });
  if (body.firstName === undefined || body.lastName === undefined || body.password === undefined)
    throw new AppError('VALIDATION_FAILED', INVITATION_MESSAGES.detailsRequired, { issues });
  return {
    kind: 'new',
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
  };
}

/** An existing account accepts only signed in as itself, and only while it belongs to no organisation. */
function existingAccount(
  caller: SessionUser | null,
  accountId: string,
  invitation: InvitationRow,
): Joiner {
  if (caller === null) throw new AppError('UNAUTHENTICATED', INVITATION_MESSAGES.signInRequired);
  if (caller.id !== accountId) throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongAccount);
  if (caller.organizationId === invitation.organizationId)
    throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyMember);
  if (caller.organizationId !== null)
    throw new AppError('CONFLICT', INVITATION_MESSAGES.otherOrganization);
  return { kind: 'existing', userId: accountId };
}

/** Puts the joiner into the organisation with the invited role; returns their id and name. */
async function join(
  tx: Tx,
  joiner: Joiner,
  invitation: InvitationRow,
  role: InvitableRole,
  now: Date,
) {
  // The invitation's own limits where it set them, else the plan's allowance (issue 23 §5).
  const planLimits = await memberLimitsOfOrganization(tx, invitation.organizationId);
  const limits = {
    maxSearchesPerDay: invitation.maxSearchesPerDay ?? planLimits.maxSearchesPerDay,
    maxSearchesPerMonth: invitation.maxSearchesPerMonth ?? planLimits.maxSearchesPerMonth,
  };
  if (joiner.kind === 'existing') {
    // Conditional: an account that joined another organisation meanwhile is not moved.
    const [row] = await tx
      .update(users)
      .set({
        organizationId: invitation.organizationId,
        organizationRole: role,
        ...limits,
        updatedAt: now,
      })
      .where(and(eq(users.id, joiner.userId), isNull(users.organizationId)))
      .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
    if (!row) throw new AppError('CONFLICT', INVITATION_MESSAGES.otherOrganization);
    return row;
  }
  const [row] = await tx
    .insert(users)
    .values({
      organizationId: invitation.organizationId,
      organizationRole: role,
      role: 'user',
      ...limits,
      email: invitation.email,
      password: joiner.passwordHash,
      firstName: joiner.firstName,
      lastName: joiner.lastName,
      // The link reached this address, which proves it is the invitee's as a verification link would.
      isVerified: true,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  if (!row) throw new Error('Insert into users returned no row');
  return row;
}

/**
 * Accepts an invitation link. A new address gets an account (names and a strong password required,
 * verified since the link reached it) in the organisation with the invited role; an existing standalone
 * account must be signed in as itself and joins. Under the organisation's row lock the plan's `maxUsers`
 * is checked again (against active members: this invitation's seat was reserved when it was sent, but the
 * plan may have shrunk), then the link is spent by one conditional UPDATE, so it works once and two
 * acceptances of the last seat cannot both win. Audited; the sender is notified.
 */
export async function acceptInvitation(
  db: Db,
  acceptance: Acceptance,
): Promise<{ reply: AcceptInvitationReply; memberId: string }> {
  const { body, now, origin } = acceptance;
  const found = await findInvitationByTokenHash(db, hashToken(body.token));
  if (!found || invitationStatus(found.invitation, now) !== 'open') throw invalidLink();
  const { invitation, organizationName } = found;
  const role = invitableRoleSchema.parse(invitation.role);
  const account = await findAccountByEmail(db, invitation.email);
  const joiner = account
    ? existingAccount(acceptance.caller, account.id, invitation)
    : await newAccountDetails(body);

  try {
    return await db.transaction(async (tx) => {
      await lockOrganization(tx, invitation.organizationId);
      const seats = await countSeats(tx, invitation.organizationId, now);
      if (seats.maxUsers !== null && seats.activeMembers >= seats.maxUsers)
        throw new AppError('CONFLICT', planUsersFullMessage(seats.maxUsers));
      const claimed = await claimInvitation(tx, { id: invitation.id, acceptedBy: null, now });
      if (!claimed) throw invalidLink();
      const member = await join(tx, joiner, invitation, role, now);
      await tx
        .update(organizationInvitations)
        .set({ acceptedBy: member.id })
        .where(eq(organizationInvitations.id, invitation.id));
      await recordAudit(tx, {
        userId: member.id,
        actorId: invitation.invitedBy,
        organizationId: invitation.organizationId,
        action: 'organization_invitation_accepted',
        details: {
          invitationId: invitation.id,
          email: invitation.email,
          role,
          accountCreated: joiner.kind === 'new',
        },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
      if (invitation.invitedBy !== null) {
        const name = `${member.firstName} ${member.lastName}`;
        await createNotification(
          tx,
          invitation.invitedBy,
          {
            title: 'Invitation accepted',
            message: `${name} (${invitation.email}) accepted your invitation and joined ${organizationName}.`,
            type: 'success',
            localized: {
              key: 'organizations.invitationAccepted',
              params: { name, email: invitation.email, organization: organizationName },
            },
            action: { label: 'View members', href: '/organization/members' },
          },
          { at: now },
        );
      }
      return {
        memberId: member.id,
        reply: {
          success: true as const,
          message: INVITATION_MESSAGES.accepted,
          data: {
            organizationId: invitation.organizationId,
            organizationName,
            role,
            email: invitation.email,
            accountCreated: joiner.kind === 'new',
          },
        },
      };
    });
  } catch (error) {
    // Someone registered the address between the check and the insert: it is an existing account now.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', INVITATION_MESSAGES.signInRequired);
    throw error;
  }
}
