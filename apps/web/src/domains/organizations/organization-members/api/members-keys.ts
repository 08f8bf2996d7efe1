/** Query keys of the members page and the invitation link page. */
export const membersKeys = {
  all: ['organization-members'] as const,
  members: () => [...membersKeys.all, 'members'] as const,
  invitations: () => [...membersKeys.all, 'invitations'] as const,
  preview: (token: string) => [...membersKeys.all, 'preview', token] as const,
};
