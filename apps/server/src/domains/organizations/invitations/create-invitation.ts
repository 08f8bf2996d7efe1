import { eq } from 'drizzle-orm';
import {
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  limitAbovePlanMessage,
  planUsersFullMessage,
} from '@sanctions/contracts';
import type { CreateInvitationBody, InvitationReply, ValidationIssue } from '@sanctions/contracts';
import type { Db, Tx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import { lockOrganization } from '../shared/lock-organization';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { countSeats, findPlanLimits } from '../shared/seat-usage';
import type { RequestOrigin } from '../../../lib/request-origin';
import { generateOneTimeToken, hashToken } from '../../../lib/tokens';
import { toInvitation } from './invitation-status';
import {
  findAccountByEmail,
  insertInvitation,
  revokeOpenInvitationTo,
} from './invitations.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationDeps {
  db: Db;
  now: () => Date;
  /** `env.PUBLIC_URL`, without a trailing slash. */
  publicUrl: string;
}

/** 409 when the address already has an account that cannot join: a member here or elsewhere, or disabled. */
async function assertInvitable(tx: Tx, organizationId: string, email: string): Promise<void> {
  const account = await findAccountByEmail(tx, email);
  if (!account) return;
  if (account.deletedAt !== null || !account.isActive)
    throw new AppError('CONFLICT', INVITATION_MESSAGES.inactiveAccount);
  if (account.organizationId === organizationId)
    throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyMember);
  if (account.organizationId !== null)
    throw new AppError('CONFLICT', INVITATION_MESSAGES.otherOrganization);
}

async function findSender(tx: Tx, scope: ManagerScope) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      organizationName: organizations.displayName,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, scope.userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  return row;
}

/**
 * Invites an address into the caller's organisation (owner or admin). Under the organisation's row lock:
 * the address must not belong to a member of any organisation, and the plan must have a free seat
 * (active members + open invitations < maxUsers; the open invitation this one replaces does not count).
 * An open invitation to the same address is revoked, so only the newest link works. The link's token is
 * e-mailed once and only its SHA-256 is stored. The e-mail is written in the invitee's language when they
 * have an account, otherwise in the sender's.
 */
/** Limits an invitation sets stay within the plan, as a member's do (ADR 010): 400 naming each field. */
async function assertLimitsWithinPlan(
  tx: Tx,
  organizationId: string,
  body: CreateInvitationBody,
): Promise<void> {
  const { maxSearchesPerMonth: planMax } = await findPlanLimits(tx, organizationId);
  if (planMax === null) return;
  const message = limitAbovePlanMessage(planMax);
  const issues: ValidationIssue[] = [];
  for (const field of ['maxSearchesPerDay', 'maxSearchesPerMonth'] as const) {
    const value = body[field];
    if (value !== undefined && value > planMax) issues.push({ path: [field], message });
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', message, { issues });
}

export async function createInvitation(
  deps: InvitationDeps,
  scope: ManagerScope,
  body: CreateInvitationBody,
  origin: RequestOrigin,
): Promise<InvitationReply> {
  const now = deps.now();
  const email = body.email.toLowerCase();
  const token = generateOneTimeToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

  return deps.db.transaction(async (tx) => {
    await lockOrganization(tx, scope.organizationId);
    await assertInvitable(tx, scope.organizationId, email);
    const seats = await countSeats(tx, scope.organizationId, now, { exceptEmail: email });
    if (seats.maxUsers !== null && seats.activeMembers + seats.openInvitations >= seats.maxUsers)
      throw new AppError('CONFLICT', planUsersFullMessage(seats.maxUsers));

    await assertLimitsWithinPlan(tx, scope.organizationId, body);
    await revokeOpenInvitationTo(tx, scope.organizationId, email, now);
    const invitation = await insertInvitation(tx, {
      organizationId: scope.organizationId,
      email,
      role: body.role,
      maxSearchesPerDay: body.maxSearchesPerDay ?? null,
      maxSearchesPerMonth: body.maxSearchesPerMonth ?? null,
      tokenHash: hashToken(token),
      invitedBy: scope.userId,
      expiresAt,
      createdAt: now,
    });
    const sender = await findSender(tx, scope);
    const invitee = await findAccountByEmail(tx, email);
    await enqueueEmail(tx, {
      to: email,
      language: await userEmailLanguage(tx, invitee?.id ?? scope.userId),
      template: 'organization-invitation',
      params: {
        inviterName: `${sender.firstName} ${sender.lastName}`,
        organizationName: sender.organizationName,
        role: body.role,
        acceptUrl: `${deps.publicUrl}/invitations/${token}`,
        expiresOn: expiresAt.toISOString().slice(0, 10),
      },
    });
    await recordAudit(tx, {
      userId: scope.userId,
      actorId: scope.userId,
      organizationId: scope.organizationId,
      action: 'organization_invitation_created',
      details: {
        invitationId: invitation.id,
        email,
        role: body.role,
        expiresAt,
        maxSearchesPerDay: invitation.maxSearchesPerDay,
        maxSearchesPerMonth: invitation.maxSearchesPerMonth,
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return {
      success: true as const,
      message: INVITATION_MESSAGES.created,
      data: {
        invitation: toInvitation(
          { invitation, inviter: { firstName: sender.firstName, lastName: sender.lastName } },
          now,
        ),
      },
    };
  });
}
