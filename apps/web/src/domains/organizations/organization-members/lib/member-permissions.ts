import type { OrganizationMember, OrganizationRole } from '@sanctions/contracts';

/** What the viewer may do to one row, as the server decides it (the server checks again). */
export interface MemberPermissions {
  canChangeRole: boolean;
  canSetLimits: boolean;
  canRemove: boolean;
}

/**
 * Nobody changes their own role or removes themself; an admin does not touch owners; an owner manages
 * everyone else. The last-owner rule is left to the server, which answers with its reason.
 */
export function memberPermissions(
  member: OrganizationMember,
  viewer: { id: string; organizationRole: OrganizationRole },
): MemberPermissions {
  const isSelf = member.id === viewer.id;
  const isOwnerRowForAdmin =
    member.organizationRole === 'owner' && viewer.organizationRole !== 'owner';
  return {
    canChangeRole: !isSelf && !isOwnerRowForAdmin,
    canSetLimits: !isOwnerRowForAdmin,
    canRemove: !isSelf && !isOwnerRowForAdmin,
  };
}
