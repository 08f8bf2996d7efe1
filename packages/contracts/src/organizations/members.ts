import { z } from 'zod';
import { organizationRoleSchema } from '../roles';

/** Messages of the member routes. */
export const MEMBER_MESSAGES = {
  updated: 'Member updated',
  removed: 'Member removed from the organization',
  notFound: 'Member not found',
  managersOnly: 'Only organization owners and admins can manage members',
  ownRole: 'You cannot change your own role',
  ownerOnly: 'Only an owner can change or remove an owner, or make someone an owner',
  lastOwner: 'An organization must keep at least one owner',
  removeSelf: 'You cannot remove yourself from the organization',
  nothingToChange: 'Nothing to change: send a role or a limit',
} as const;

/** The 400 when a personal limit exceeds the organisation plan's monthly allowance. */
export function limitAbovePlanMessage(planMaxSearchesPerMonth: number): string {
  return `Search limits cannot exceed your plan's ${planMaxSearchesPerMonth} searches per month`;
}

/** A member as owners and admins see them on /organization/members. */
export const organizationMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organizationRole: organizationRoleSchema,
  isActive: z.boolean(),
  maxSearchesPerDay: z.number().int().nonnegative(),
  maxSearchesPerMonth: z.number().int().nonnegative(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/** Seats as the plan counts them: active members plus open invitations, against `maxUsers`. */
export const seatUsageSchema = z.object({
  activeMembers: z.number().int().nonnegative(),
  openInvitations: z.number().int().nonnegative(),
  /** Null = the plan has no user limit (or the organisation has no plan yet). */
  maxUsers: z.number().int().positive().nullable(),
});
export type SeatUsage = z.infer<typeof seatUsageSchema>;

export const organizationMembersReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    members: z.array(organizationMemberSchema),
    seats: seatUsageSchema,
    /** The plan's monthly allowance: the ceiling of personal limits (null = unlimited). */
    planMaxSearchesPerMonth: z.number().int().positive().nullable(),
  }),
});
export type OrganizationMembersReply = z.infer<typeof organizationMembersReplySchema>;

export const memberIdParamsSchema = z.object({ userId: z.uuid('Invalid member id') });

/** A personal search limit: a whole number of 0 or more. */
export const memberSearchLimitSchema = z
  .number('Limits must be whole numbers of 0 or more')
  .int('Limits must be whole numbers of 0 or more')
  .min(0, 'Limits must be whole numbers of 0 or more')
  .max(10_000_000, 'Limit is too large');

/** PUT /api/v2/organization/members/{userId} body: any of a role and the two personal limits. */
export const updateMemberBodySchema = z
  .object({
    organizationRole: organizationRoleSchema.optional(),
    maxSearchesPerDay: memberSearchLimitSchema.optional(),
    maxSearchesPerMonth: memberSearchLimitSchema.optional(),
  })
  .refine(
    (body) =>
      body.organizationRole !== undefined ||
      body.maxSearchesPerDay !== undefined ||
      body.maxSearchesPerMonth !== undefined,
    MEMBER_MESSAGES.nothingToChange,
  );
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const memberReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ member: organizationMemberSchema }),
});
export type MemberReply = z.infer<typeof memberReplySchema>;

export const removeMemberReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ userId: z.uuid(), revokedSessions: z.number().int().nonnegative() }),
});
export type RemoveMemberReply = z.infer<typeof removeMemberReplySchema>;
